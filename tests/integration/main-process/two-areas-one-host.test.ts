import { CookieJar } from 'tough-cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../../server/service.ts';
import { AdminApi } from '../../../electron/provider/admin-api.ts';
import { AreaClient } from '../../../electron/provider/area-client.ts';
import { CustomerApi } from '../../../electron/provider/customer-api.ts';
import { HttpTransport } from '../../../electron/provider/http-transport.ts';
import { ProviderError } from '../../../electron/provider/provider-error.ts';
import { reportOncePerField } from '../../../electron/provider/record-parser.ts';
import { pksOf } from '../../support/integration-kit.ts';
import {
  adminKit,
  customerKit,
  seedCustomer,
  sessionCookieIn,
  tokenHash,
  type AreaKit,
  type SeededCustomer,
} from '../../support/main-process-kit.ts';
import { engineNames, testPasswords, useService } from '../../support/test-service.ts';

/** The client-area rows of one session: keys of every list. */
async function viewOf(
  api: CustomerApi,
): Promise<{ contracts: number[]; invoices: number[]; connections: number[]; orders: string[] }> {
  const page = { start: 0, limit: 100 };
  return {
    contracts: (await api.contracts(page)).rows.map((row) => row.contract_pk),
    invoices: (await api.invoices(page)).rows.map((row) => row.invoice_pk),
    connections: (await api.connections(page)).rows.map((row) => row.network_cpe_pk),
    orders: (await api.supportOrders(page)).rows.map((row) => row.support_protocol ?? ''),
  };
}

/** What SQL says one customer's lists hold, in the lists' default orders. */
async function sqlViewOf(service: RunningService, clientPk: number): Promise<Awaited<ReturnType<typeof viewOf>>> {
  const db = service.engine;
  const orders = await db.query<{ p: string }>(
    'select support.support_protocol as p from support join os using (support_pk) where support.client_pk = $1 and not os.os_deleted order by os.os_date_entry, os.os_pk',
    [clientPk],
  );
  return {
    contracts: await pksOf(
      db,
      'select contract_pk as pk from contract where client_pk = $1 order by contract_number, contract_pk',
      [clientPk],
    ),
    invoices: await pksOf(
      db,
      'select invoice_pk as pk from invoice where client_pk = $1 order by invoice_date_due, invoice_pk',
      [clientPk],
    ),
    connections: await pksOf(
      db,
      'select network_cpe_pk as pk from network_cpe where client_pk = $1 and not network_cpe_deleted order by network_cpe_pk',
      [clientPk],
    ),
    orders: orders.map((row) => row.p),
  };
}

describe.each(engineNames)('two areas on one host, separate jars (%s)', (engineName) => {
  let service: RunningService;
  let transport: HttpTransport;
  let operator: AreaKit<AdminApi>;
  let customers: SeededCustomer[];

  beforeAll(async () => {
    service = await useService(engineName);
    transport = new HttpTransport();
    operator = adminKit(service.adminUrl, transport);
    await operator.api.login('admin', testPasswords.staff);
    customers = [];
    for (let index = 0; index < 3; index += 1) customers.push(await seedCustomer(service, operator.api));
  });

  afterAll(async () => {
    await transport.close();
  });

  it('runs both areas on the same host name with different ports', () => {
    const admin = new URL(service.adminUrl);
    const client = new URL(service.clientUrl);
    expect(admin.hostname).toBe('127.0.0.1');
    expect(client.hostname).toBe(admin.hostname);
    expect(client.port).not.toBe(admin.port);
  });

  it('customers logging in and out never disturb the operator’s session', async () => {
    const operatorCookie = await sessionCookieIn(operator.jar, service.adminUrl);
    expect(operatorCookie).toBeDefined();
    for (const customer of [...customers, ...customers]) {
      const kit = customerKit(service.clientUrl, transport);
      await kit.api.login(customer.username, customer.password);
      expect((await kit.api.invoices({ start: 0, limit: 10 })).total).toBe(customer.invoices);
      await kit.api.logout();
      // The operator's jar still holds the same cookie, and it still opens the administrative area.
      expect(await sessionCookieIn(operator.jar, service.adminUrl)).toBe(operatorCookie);
      const page = await operator.api.listClients({
        start: 0,
        limit: 5,
        where: [{ field: 'client_pk', oper: 5, value: customer.clientPk }],
      });
      expect(page.rows.map((row) => row.client_pk)).toEqual([customer.clientPk]);
    }
    const [row] = await service.engine.query<{ live: boolean }>(
      'select session_ended_at is null and session_expires_at > now() as live from session where session_token_hash = $1',
      [tokenHash(operatorCookie ?? '')],
    );
    expect(row?.live).toBe(true);
  });

  it('one customer’s session never shows another’s data, even with calls interleaved', async () => {
    const [first, second] = customers;
    if (!first || !second) throw new Error('two customers are needed');
    const a = customerKit(service.clientUrl, transport);
    const b = customerKit(service.clientUrl, transport);
    await a.api.login(first.username, first.password);
    await b.api.login(second.username, second.password);
    const [viewA, viewB] = await Promise.all([viewOf(a.api), viewOf(b.api)]);
    expect(viewA).toEqual(await sqlViewOf(service, first.clientPk));
    expect(viewB).toEqual(await sqlViewOf(service, second.clientPk));
    for (const key of ['contracts', 'invoices', 'connections', 'orders'] as const) {
      const other = new Set<number | string>(viewB[key]);
      expect(viewA[key].length).toBeGreaterThan(0);
      expect(viewA[key].filter((item) => other.has(item))).toEqual([]);
    }
    // Ending B's session leaves A's alone.
    await b.api.logout();
    expect(await viewOf(a.api)).toEqual(viewA);
    await a.api.logout();
  });

  it('a cookie of one area opens nothing in the other', async () => {
    const [customer] = customers;
    const kit = customerKit(service.clientUrl, transport);
    await kit.api.login(customer?.username ?? '', customer?.password ?? '');
    const cookie = await sessionCookieIn(kit.jar, service.clientUrl);
    const stray = adminKit(service.adminUrl, transport);
    await stray.jar.setCookie(`SessionCookie=${cookie ?? ''}; Path=/`, service.adminUrl);
    const error = await stray.api.dashboard().then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).code).toBe('SESSION_EXPIRED');
    await kit.api.logout();
  });

  it('why jars are per area: one jar shared by both areas lets the customer’s cookie replace the operator’s (cookies ignore ports)', async () => {
    const shared = new CookieJar();
    const report = reportOncePerField(() => undefined);
    const admin = new AdminApi(
      new AreaClient({ baseUrl: service.adminUrl, jar: shared, transport }),
      'admin_ctl',
      report,
    );
    const client = new CustomerApi(new AreaClient({ baseUrl: service.clientUrl, jar: shared, transport }), report);
    await admin.login('admin', testPasswords.staff);
    const [customer] = customers;
    await client.login(customer?.username ?? '', customer?.password ?? '');
    // Same host, same name, same path: the jar now holds only the customer's cookie, for both ports.
    expect(await sessionCookieIn(shared, service.adminUrl)).toBe(await sessionCookieIn(shared, service.clientUrl));
    const error = await admin.dashboard().then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect((error as ProviderError).code).toBe('SESSION_EXPIRED');
    await client.logout();
  });
});
