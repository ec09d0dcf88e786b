import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventName } from '../../../shared/ipc/contract.ts';
import type { RunningService } from '../../../server/service.ts';
import { ProfileStore } from '../../../electron/profiles/profile-store.ts';
import { HttpTransport } from '../../../electron/provider/http-transport.ts';
import { reportOncePerField } from '../../../electron/provider/record-parser.ts';
import { SecretFiles } from '../../../electron/secrets/secret-files.ts';
import { passwordSecretName, Workspace } from '../../../electron/session/workspace.ts';
import { FaultProxy } from '../../support/fault-proxy.ts';
import { uniqueWord } from '../../support/integration-kit.ts';
import {
  adminKit,
  expireSession,
  fakeSecretBox,
  keptAdminCookie,
  registration,
  removeDir,
  seedCustomer,
  sessionCookieIn,
  stubDemo,
  tempDir,
  type FakeSecretBox,
  type SeededCustomer,
} from '../../support/main-process-kit.ts';
import { testPasswords, useService } from '../../support/test-service.ts';
import { providerErrorOf } from '../../support/provider-error-of.ts';

describe('expired sessions (pglite)', () => {
  let service: RunningService;
  let transport: HttpTransport;

  /** A Workspace on `dataDir` whose demo profile reaches the operator's area at `adminUrl`, its events kept. */
  const workspaceOn = (
    dataDir: string,
    box: FakeSecretBox,
    adminUrl: string,
    events: Array<{ event: EventName; payload: unknown }>,
  ): Workspace =>
    new Workspace({
      profiles: new ProfileStore(dataDir),
      secrets: new SecretFiles(join(dataDir, 'secrets'), box),
      transport,
      demo: stubDemo({ adminUrl, clientUrl: service.clientUrl, adminPrefix: 'admin_ctl' }),
      report: reportOncePerField(() => undefined),
      emit: (event, payload) => events.push({ event, payload }),
      userAgent: 'ProviderDesk/test',
    });

  beforeAll(async () => {
    service = await useService('pglite');
    transport = new HttpTransport();
  });

  afterAll(async () => {
    await transport.close();
  });

  it('an operator session expired in SQL makes the next call fail SESSION_EXPIRED', async () => {
    const kit = adminKit(service.adminUrl, transport);
    await kit.api.login('admin', testPasswords.staff);
    await kit.api.dashboard();
    expect(await expireSession(service.engine, (await sessionCookieIn(kit.jar, service.adminUrl)) ?? '')).toBe(1);
    const error = await providerErrorOf(kit.api.listClients({ start: 0, limit: 5, where: [] }));
    expect(error.code).toBe('SESSION_EXPIRED');
    expect(error.detail).toMatch(/expired/i);
    // Nothing is resumed at this level: the jar still holds the dead cookie.
    expect((await providerErrorOf(kit.api.dashboard())).code).toBe('SESSION_EXPIRED');
  });

  describe('through a Workspace with a kept-secrets box', () => {
    let dataDir: string;
    let box: FakeSecretBox;
    let events: Array<{ event: EventName; payload: unknown }>;
    let workspace: Workspace;

    beforeEach(async () => {
      dataDir = await tempDir('desk-ws-');
      box = fakeSecretBox(true);
      events = [];
      workspace = workspaceOn(dataDir, box, service.adminUrl, events);
    });

    afterEach(async () => {
      await workspace.logout();
      await removeDir(dataDir);
    });

    const expireOperator = async (): Promise<string> => {
      const cookie = (await keptAdminCookie(dataDir, box, 'demo', service.adminUrl)) ?? '';
      expect(cookie).toMatch(/^[0-9a-f]{32}$/);
      expect(await expireSession(service.engine, cookie)).toBe(1);
      return cookie;
    };
    const list = () => workspace.admin('read', (api) => api.listClients({ start: 0, limit: 5, where: [] }));
    const expiredEvents = () => events.filter((entry) => entry.event === 'session:expired');

    it('with "remember" on, a read after expiry is resumed silently and returns data', async () => {
      await workspace.login('demo', 'admin', testPasswords.staff, true);
      expect(await workspace.passwordKept(workspace.demoProfile())).toBe(true);
      const dead = await expireOperator();
      const page = await list();
      expect(page.rows).toHaveLength(5);
      expect(expiredEvents()).toEqual([]);
      expect(workspace.state()).toMatchObject({ signedIn: true, expired: false, username: 'admin' });
      // The new session is the one kept for a restart.
      const kept = await keptAdminCookie(dataDir, box, 'demo', service.adminUrl);
      expect(kept).toMatch(/^[0-9a-f]{32}$/);
      expect(kept).not.toBe(dead);
    });

    it('with "remember" off, the read fails SESSION_EXPIRED, the page is told, and resume(password) lets the same read succeed', async () => {
      await workspace.login('demo', 'admin', testPasswords.staff, false);
      expect(await workspace.passwordKept(workspace.demoProfile())).toBe(false);
      expect(box.sealed).not.toContain(testPasswords.staff);
      await expireOperator();
      expect((await providerErrorOf(list())).code).toBe('SESSION_EXPIRED');
      expect(expiredEvents()).toEqual([{ event: 'session:expired', payload: { area: 'admin' } }]);
      expect(workspace.state()).toMatchObject({ signedIn: true, expired: true });

      const state = await workspace.resume(testPasswords.staff);
      expect(state).toMatchObject({ signedIn: true, expired: false, username: 'admin' });
      expect((await list()).rows).toHaveLength(5);
    });

    it('a write after expiry is never retried, even with a kept password, and creates nothing', async () => {
      await workspace.login('demo', 'admin', testPasswords.staff, true);
      await expireOperator();
      const lastname = `Mp${uniqueWord()}`;
      const create = workspace.admin('write', (api) => api.createClient(registration({ client_lastname: lastname })));
      expect((await providerErrorOf(create)).code).toBe('SESSION_EXPIRED');
      expect(expiredEvents()).toEqual([{ event: 'session:expired', payload: { area: 'admin' } }]);
      const count = async () =>
        (
          await service.engine.query<{ n: number }>(
            'select count(*)::int as n from client where client_lastname = $1',
            [lastname],
          )
        )[0]?.n;
      expect(await count()).toBe(0);
      // Had the write been repeated after a silent login, the client would exist now.
      expect((await list()).rows).toHaveLength(5);
      expect(await count()).toBe(0);
    });

    it('after a failed write, a read resumed silently clears the "expired" state (the page must not keep asking)', async () => {
      await workspace.login('demo', 'admin', testPasswords.staff, true);
      await expireOperator();
      await providerErrorOf(workspace.admin('write', (api) => api.createClient(registration())));
      expect(workspace.state().expired).toBe(true);
      expect((await list()).rows).toHaveLength(5);
      expect(workspace.state().expired).toBe(false);
    });

    describe('customer sessions', () => {
      let customer: SeededCustomer;

      beforeEach(async () => {
        const admin = adminKit(service.adminUrl, transport);
        await admin.api.login('admin', testPasswords.staff);
        customer = await seedCustomer(service, admin.api);
        await workspace.login('demo', 'admin', testPasswords.staff, false);
      });

      const customerCookie = async (clientPk: number): Promise<number> =>
        (
          await service.engine.query<{ n: number }>(
            "update session set session_expires_at = now() - interval '1 day' where session_area = 'client' and client_pk = $1 and session_ended_at is null returning 1 as n",
            [clientPk],
          )
        ).length;

      it('an expired customer read is resumed once with the typed password; a customer write is not', async () => {
        const { customerId } = await workspace.openCustomer(customer.username, customer.password);
        expect(await customerCookie(customer.clientPk)).toBe(1);
        const invoices = await workspace.customer(customerId, 'read', (api) => api.invoices({ start: 0, limit: 10 }));
        expect(invoices.total).toBe(customer.invoices);
        expect(expiredEvents()).toEqual([]);

        expect(await customerCookie(customer.clientPk)).toBe(1);
        const description = `Pedido ${uniqueWord()}`;
        const open = workspace.customer(customerId, 'write', (api) =>
          api.openSupportOrder({ priority: 1, task_pk: 1, phone: '(67) 99999-0000', os_obs: description }),
        );
        expect((await providerErrorOf(open)).code).toBe('SESSION_EXPIRED');
        expect(expiredEvents()).toEqual([{ event: 'session:expired', payload: { area: 'client', customerId } }]);
        const rows = await service.engine.query('select 1 from os where os_obs = $1', [description]);
        expect(rows).toHaveLength(0);
        // The operator's session was never touched by the customer's.
        expect((await list()).rows).toHaveLength(5);
        await workspace.closeCustomer(customerId);
      });
    });

    it('keeps the password only when asked and only through the box', async () => {
      await workspace.login('demo', 'admin', testPasswords.staff, true);
      const files = new SecretFiles(join(dataDir, 'secrets'), box);
      expect(await files.loadFor(passwordSecretName('demo'), 'demo')).toBe(testPasswords.staff);
      await workspace.logout();
      expect(await files.loadFor(passwordSecretName('demo'), 'demo')).toBeUndefined();
      expect(await keptAdminCookie(dataDir, box, 'demo', service.adminUrl)).toBeUndefined();
    });
  });
  describe('a silent re-login followed by another failure', () => {
    let proxy: FaultProxy;
    let dataDir: string;
    let box: FakeSecretBox;
    let events: Array<{ event: EventName; payload: unknown }>;
    let workspace: Workspace;

    beforeAll(async () => {
      proxy = await FaultProxy.start(service.adminUrl);
      dataDir = await tempDir('desk-ws-');
      box = fakeSecretBox(true);
      events = [];
      workspace = workspaceOn(dataDir, box, proxy.url, events);
    });

    afterAll(async () => {
      await workspace.logout();
      await proxy.close();
      await removeDir(dataDir);
    });

    it('reports the real failure (NETWORK), not an expired session, when the resumed read meets a dropped connection', async () => {
      await workspace.login('demo', 'admin', testPasswords.staff, true);
      const dead = (await keptAdminCookie(dataDir, box, 'demo', proxy.url)) ?? '';
      expect(await expireSession(service.engine, dead)).toBe(1);
      // The first list reaches the service (403 expired); the silent login works; every attempt of the
      // list after it meets a closed connection (three attempts of the default read policy).
      proxy.inject({ kind: 'close-before', times: 3, path: /\/client\/list$/, after: 1 });
      const error = await providerErrorOf(
        workspace.admin('read', (api) => api.listClients({ start: 0, limit: 5, where: [] })),
      );
      expect(proxy.requests.map((request) => [request.path.replace(/^\/admin_ctl/, ''), request.outcome])).toEqual([
        ['/login', 'forwarded'],
        ['/client/list', 'forwarded'],
        ['/login', 'forwarded'],
        ['/client/list', 'close-before'],
        ['/client/list', 'close-before'],
        ['/client/list', 'close-before'],
      ]);
      // The session is alive again (the silent login worked): the page must not be told to sign in.
      const renewed = await keptAdminCookie(dataDir, box, 'demo', proxy.url);
      expect(renewed).not.toBe(dead);
      expect({
        code: error.code,
        expiredEvents: events.filter((entry) => entry.event === 'session:expired').length,
        expired: workspace.state().expired,
      }).toEqual({
        code: 'NETWORK',
        expiredEvents: 0,
        expired: false,
      });
    });
  });
});
