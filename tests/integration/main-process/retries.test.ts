import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningService } from '../../../server/service.ts';
import type { AdminApi } from '../../../electron/provider/admin-api.ts';
import { AreaClient } from '../../../electron/provider/area-client.ts';
import { HttpTransport } from '../../../electron/provider/http-transport.ts';
import { FaultProxy } from '../../support/fault-proxy.ts';
import { uniqueWord } from '../../support/integration-kit.ts';
import {
  adminKit,
  customerKit,
  quickRetry,
  registration,
  seedCustomer,
  type AreaKit,
  type SeededCustomer,
} from '../../support/main-process-kit.ts';
import { engineNames, testPasswords, useService } from '../../support/test-service.ts';
import { providerErrorOf } from '../../support/provider-error-of.ts';

const listPath = /\/admin_ctl\/client\/list$/;
const createPath = /\/admin_ctl\/client\/create$/;

describe.each(engineNames)('read retries and unrepeated writes, through a fault proxy (%s)', (engineName) => {
  let service: RunningService;
  let transport: HttpTransport;
  let adminProxy: FaultProxy;
  let clientProxy: FaultProxy;
  let admin: AreaKit<AdminApi>;

  beforeAll(async () => {
    service = await useService(engineName);
    transport = new HttpTransport();
    adminProxy = await FaultProxy.start(service.adminUrl);
    clientProxy = await FaultProxy.start(service.clientUrl);
    admin = adminKit(adminProxy.url, transport, quickRetry);
    await admin.api.login('admin', testPasswords.staff);
  });

  beforeEach(() => {
    adminProxy.clearFaults();
    clientProxy.clearFaults();
  });

  afterAll(async () => {
    await transport.close();
    await adminProxy.close();
    await clientProxy.close();
  });

  const countByLastname = async (lastname: string): Promise<number | undefined> =>
    (
      await service.engine.query<{ n: number }>('select count(*)::int as n from client where client_lastname = $1', [
        lastname,
      ])
    )[0]?.n;

  it('a read that meets one closed connection is retried and succeeds', async () => {
    adminProxy.inject({ kind: 'close-before', times: 1, path: listPath });
    const before = adminProxy.seen(listPath).length;
    const page = await admin.api.listClients({ start: 0, limit: 5, where: [] });
    expect(page.rows).toHaveLength(5);
    expect(
      adminProxy
        .seen(listPath)
        .slice(before)
        .map((request) => request.outcome),
    ).toEqual(['close-before', 'forwarded']);
  });

  it('a read whose answer was dropped is asked again and succeeds (reads are safe to repeat)', async () => {
    adminProxy.inject({ kind: 'drop-answer', times: 1, path: listPath });
    const before = adminProxy.seen(listPath).length;
    const page = await admin.api.listClients({ start: 0, limit: 3, where: [] });
    expect(page.rows).toHaveLength(3);
    expect(
      adminProxy
        .seen(listPath)
        .slice(before)
        .map((request) => request.outcome),
    ).toEqual(['drop-answer', 'forwarded']);
  });

  it('a read that keeps failing gives NETWORK after the policy’s attempts, and the top bar hears reconnecting then offline', async () => {
    const states: string[] = [];
    const area = new AreaClient({
      baseUrl: adminProxy.url,
      jar: admin.jar,
      transport,
      retry: quickRetry,
      onConnection: (state) => states.push(state),
    });
    adminProxy.inject({ kind: 'close-before', times: 5, path: /\/dashboard\/info$/ });
    const before = adminProxy.seen(/\/dashboard\/info$/).length;
    const error = await providerErrorOf(area.call('/admin_ctl/dashboard/info', {}, { kind: 'read' }));
    expect(error.code).toBe('NETWORK');
    expect(adminProxy.seen(/\/dashboard\/info$/).length - before).toBe(quickRetry.attempts);
    expect(states).toEqual(['reconnecting', 'reconnecting', 'offline']);
    adminProxy.clearFaults();
    await area.call('/admin_ctl/dashboard/info', {}, { kind: 'read' });
    expect(states.at(-1)).toBe('online');
  });

  it('a create whose connection drops after the service handled it is not retried: NETWORK, and exactly one new client', async () => {
    const lastname = `Mp${uniqueWord()}`;
    adminProxy.inject({ kind: 'drop-answer', times: 1, path: createPath });
    const before = adminProxy.seen(createPath).length;
    const error = await providerErrorOf(admin.api.createClient(registration({ client_lastname: lastname })));
    expect(error.code).toBe('NETWORK');
    expect(adminProxy.seen(createPath).length - before).toBe(1);
    expect(await countByLastname(lastname)).toBe(1);
  });

  it('a create whose connection closes before the service saw it is not retried either: NETWORK, and no client', async () => {
    const lastname = `Mp${uniqueWord()}`;
    adminProxy.inject({ kind: 'close-before', times: 1, path: createPath });
    const before = adminProxy.seen(createPath).length;
    expect((await providerErrorOf(admin.api.createClient(registration({ client_lastname: lastname })))).code).toBe(
      'NETWORK',
    );
    expect(adminProxy.seen(createPath).length - before).toBe(1);
    expect(await countByLastname(lastname)).toBe(0);
  });

  it('update and remove are not retried after a dropped answer, and each took effect once', async () => {
    const lastname = `Mp${uniqueWord()}`;
    const created = await admin.api.createClient(registration({ client_lastname: lastname }));
    adminProxy.inject({ kind: 'drop-answer', times: 1, path: /\/client\/update$/ });
    expect(
      (
        await providerErrorOf(
          admin.api.updateClient({
            ...registration({ client_lastname: `${lastname} Dois` }),
            client_pk: created.client_pk,
          }),
        )
      ).code,
    ).toBe('NETWORK');
    adminProxy.inject({ kind: 'drop-answer', times: 1, path: /\/client\/delete$/ });
    expect((await providerErrorOf(admin.api.setRemoved(created.client_pk, 0))).code).toBe('NETWORK');
    expect(
      adminProxy.seen(/\/client\/(update|delete)$/).filter((request) => request.outcome === 'drop-answer'),
    ).toHaveLength(2);
    expect(adminProxy.seen(/\/client\/(update|delete)$/)).toHaveLength(2);
    const audit = await service.engine.query<{ audit_action: string }>(
      'select audit_action from audit_log where audit_entity_pk = $1 and audit_entity = $2 order by audit_pk',
      [created.client_pk, 'client'],
    );
    expect(audit).toHaveLength(3);
    const [row] = await service.engine.query<{ client_lastname: string; client_status: number }>(
      'select client_lastname, client_status::int as client_status from client where client_pk = $1',
      [created.client_pk],
    );
    expect(row).toEqual({ client_lastname: `${lastname} Dois`, client_status: 3 });
  });

  it('a login is not retried on a closed connection (it counts towards the server’s throttle)', async () => {
    const kit = adminKit(adminProxy.url, transport, quickRetry);
    adminProxy.inject({ kind: 'close-before', times: 1, path: /\/login$/ });
    const before = adminProxy.seen(/\/login$/).length;
    expect((await providerErrorOf(kit.api.login('admin', testPasswords.staff))).code).toBe('NETWORK');
    expect(adminProxy.seen(/\/login$/).length - before).toBe(1);
  });

  describe('client area', () => {
    let customer: SeededCustomer;

    beforeAll(async () => {
      customer = await seedCustomer(service, admin.api);
    });

    it('a customer read is retried after a closed connection; opening a support order is not, and opens exactly one', async () => {
      const kit = customerKit(clientProxy.url, transport, quickRetry);
      await kit.api.login(customer.username, customer.password);
      clientProxy.inject({ kind: 'close-before', times: 1, path: /\/invoice\/list$/ });
      expect((await kit.api.invoices({ start: 0, limit: 10 })).total).toBe(customer.invoices);
      expect(clientProxy.seen(/\/invoice\/list$/).map((request) => request.outcome)).toEqual([
        'close-before',
        'forwarded',
      ]);

      const description = `Sem sinal ${uniqueWord()}`;
      clientProxy.inject({ kind: 'drop-answer', times: 1, path: /\/support\/create$/ });
      const error = await providerErrorOf(
        kit.api.openSupportOrder({ priority: 1, task_pk: 1, phone: '(67) 99999-0000', os_obs: description }),
      );
      expect(error.code).toBe('NETWORK');
      expect(clientProxy.seen(/\/support\/create$/)).toHaveLength(1);
      const rows = await service.engine.query('select os_pk from os where os_obs = $1', [description]);
      expect(rows).toHaveLength(1);
    });
  });
});
