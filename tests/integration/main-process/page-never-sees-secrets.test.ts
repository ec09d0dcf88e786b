import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../../server/service.ts';
import type { DeskCore } from '../../../electron/core/create-desk-core.ts';
import { HttpTransport } from '../../../electron/provider/http-transport.ts';
import { FaultProxy } from '../../support/fault-proxy.ts';
import { randomCpf, uniqueWord } from '../../support/integration-kit.ts';
import {
  adminKit,
  codeOf,
  dataOf,
  expireSession,
  fakeSecretBox,
  keptAdminCookie,
  removeDir,
  seedCustomer,
  startCore,
  tempDir,
  tokenHash,
  watchPage,
  type FakeSecretBox,
  type SeededCustomer,
} from '../../support/main-process-kit.ts';
import { testPasswords, useService } from '../../support/test-service.ts';

describe('the page never sees a session cookie or a password (pglite)', () => {
  let service: RunningService;
  let adminProxy: FaultProxy;
  let clientProxy: FaultProxy;
  let dataDir: string;
  let box: FakeSecretBox;
  let core: DeskCore;
  let page: ReturnType<typeof watchPage>;
  let customer: SeededCustomer;
  const wrongStaffPassword = `Errada-${uniqueWord()}`;
  const wrongCustomerPassword = `Errada-${uniqueWord()}`;
  const newCustomerPassword = `Nova-${uniqueWord().slice(0, 8)}`;

  beforeAll(async () => {
    service = await useService('pglite');
    adminProxy = await FaultProxy.start(service.adminUrl);
    clientProxy = await FaultProxy.start(service.clientUrl);
    const transport = new HttpTransport();
    const admin = adminKit(service.adminUrl, transport);
    await admin.api.login('admin', testPasswords.staff);
    customer = await seedCustomer(service, admin.api);
    await admin.api.logout();
    await transport.close();
    dataDir = await tempDir();
    box = fakeSecretBox(true);
    core = await startCore(dataDir, box, {
      adminUrl: adminProxy.url,
      clientUrl: clientProxy.url,
      adminPrefix: 'admin_ctl',
    });
    page = watchPage(core);
  });

  afterAll(async () => {
    page.stop();
    await core.close();
    await removeDir(dataDir);
    await adminProxy.close();
    await clientProxy.close();
  });

  it('runs a working day through the dispatcher: logins, lists, writes, a customer area, failures, an expiry, a cancellation', async () => {
    const call = (channel: string, input?: unknown, callId?: string) => page.call(channel, input, callId);
    // A mistyped operator (an unknown name, so no shared throttle grows), then the real login.
    expect(
      codeOf(
        await call('session:login', {
          profileId: 'demo',
          username: `nobody-${uniqueWord()}`,
          password: wrongStaffPassword,
          remember: true,
        }),
      ),
    ).toBe('AUTH_FAILED');
    dataOf(
      await call('session:login', {
        profileId: 'demo',
        username: 'admin',
        password: testPasswords.staff,
        remember: true,
      }),
    );
    for (const channel of [
      'session:state',
      'profiles:list',
      'app:info',
      'settings:get',
      'demo:status',
      'dashboard:info',
    ])
      dataOf(await call(channel, {}));
    dataOf(await call('clients:list', { start: 0, limit: 50, where: [{ field: 'client_status', oper: 5, value: 0 }] }));
    dataOf(await call('clients:get', { client_pk: customer.clientPk }));
    dataOf(await call('clients:search', { text: 'silva', limit: 20 }));
    const lastname = `Mp${uniqueWord()}`;
    const created = dataOf<{ client_pk: number }>(
      await call('clients:create', {
        offices_pk: 1,
        client_type: 0,
        client_status: 0,
        client_name: 'Ana',
        client_lastname: lastname,
        client_doc1: randomCpf(),
        client_phones: 'Celular#-#(67) 99273-4796',
      }),
    );
    dataOf(
      await call('clients:update', {
        client_pk: created.client_pk,
        offices_pk: 1,
        client_type: 0,
        client_status: 2,
        client_name: 'Ana',
        client_lastname: lastname,
      }),
    );
    dataOf(await call('clients:setRemoved', { client_pk: created.client_pk, cur_client_status: 0 }));

    // The customer area: a wrong password first, then the whole round.
    expect(codeOf(await call('customer:open', { username: customer.username, password: wrongCustomerPassword }))).toBe(
      'AUTH_FAILED',
    );
    const opened = dataOf<{ customerId: string }>(
      await call('customer:open', { username: customer.username, password: customer.password }),
    );
    const customerId = opened.customerId;
    for (const channel of ['customer:contracts', 'customer:invoices', 'customer:connections', 'customer:supportOrders'])
      dataOf(await call(channel, { customerId, start: 0, limit: 20 }));
    const tasks = dataOf<{ rows: Array<{ task_pk: number }> }>(await call('customer:tasks', { customerId }));
    dataOf(
      await call('customer:openSupportOrder', {
        customerId,
        priority: 1,
        task_pk: tasks.rows[0]?.task_pk ?? 1,
        phone: '(67) 99999-0000',
        os_obs: `Sem conexão ${uniqueWord()}`,
      }),
    );
    dataOf(
      await call('customer:setPassword', {
        customerId,
        user_password: newCustomerPassword,
        user_password_repeat: newCustomerPassword,
      }),
    );
    // The customer's session is expired on the server: the read is resumed with the new password.
    await service.engine.query(
      "update session set session_expires_at = now() - interval '1 day' where session_area = 'client' and client_pk = $1",
      [customer.clientPk],
    );
    dataOf(await call('customer:invoices', { customerId, start: 0, limit: 5 }));
    dataOf(await call('customer:close', { customerId }));
    expect(codeOf(await call('customer:invoices', { customerId, start: 0, limit: 5 }))).toBe('NOT_FOUND');

    // Refusals of the service and of the contract.
    expect(codeOf(await call('clients:list', { start: 0, limit: 5, sort: 'client_password' }))).toBe('VALIDATION');
    expect(
      codeOf(
        await call('clients:list', { start: 0, limit: 5, where: [{ field: 'client_status', oper: 25, value: 1 }] }),
      ),
    ).toBe('VALIDATION');
    expect(codeOf(await call('clients:setRemoved', { client_pk: 2_000_000_000, cur_client_status: 0 }))).toBe(
      'NOT_FOUND',
    );
    expect(
      codeOf(
        await call('session:login', {
          profileId: 'demo',
          username: 'admin',
          password: testPasswords.staff,
          remember: 'yes',
        }),
      ),
    ).toBe('VALIDATION');

    // Expiry with the password kept: resumed silently.
    expect(
      await expireSession(service.engine, (await keptAdminCookie(dataDir, box, 'demo', adminProxy.url)) ?? ''),
    ).toBe(1);
    dataOf(await call('clients:list', { start: 0, limit: 5 }));
    // Expiry without it: the page is told, then resumes with the password.
    dataOf(
      await call('session:login', {
        profileId: 'demo',
        username: 'admin',
        password: testPasswords.staff,
        remember: false,
      }),
    );
    expect(
      await expireSession(service.engine, (await keptAdminCookie(dataDir, box, 'demo', adminProxy.url)) ?? ''),
    ).toBe(1);
    expect(codeOf(await call('dashboard:info', {}))).toBe('SESSION_EXPIRED');
    expect(page.events.map((entry) => entry.event)).toContain('session:expired');
    dataOf(await call('session:resume', { password: testPasswords.staff }));

    // A held call cancelled by its id, and a dropped connection on a read (retried).
    adminProxy.inject({ kind: 'hold', times: 1, path: /\/client\/list$/, holdMs: 8_000 });
    const before = adminProxy.requests.length;
    const held = call('clients:list', { start: 0, limit: 5 }, 'held-1');
    await adminProxy.waitForRequests(before + 1);
    core.dispatcher.cancel('held-1');
    expect(codeOf(await held)).toBe('CANCELLED');
    adminProxy.inject({ kind: 'close-before', times: 1, path: /\/dashboard\/info$/ });
    dataOf(await call('dashboard:info', {}));

    dataOf(await call('app:diagnostics', {}));
    dataOf(await call('session:logout', {}));
    dataOf(await call('session:state', {}));
    expect(page.results.length).toBeGreaterThanOrEqual(35);
  });

  it('no Result and no event holds a cookie the service set, its hash, or any password typed', () => {
    const cookies = [
      ...new Set([...adminProxy.setCookieValues, ...clientProxy.setCookieValues].filter((value) => value !== '')),
    ];
    // Logins of the operator (four) and of the customer (open, silent resume) all set cookies through the proxies.
    expect(cookies.length).toBeGreaterThanOrEqual(6);
    for (const cookie of cookies) expect(cookie).toMatch(/^[0-9a-f]{32}$/);
    const secrets = [
      ...cookies,
      ...cookies.map(tokenHash),
      testPasswords.staff,
      customer.password,
      newCustomerPassword,
      wrongStaffPassword,
      wrongCustomerPassword,
    ];
    const seen = [
      ...page.results.map((entry) => ({ what: `result of ${entry.channel}`, text: JSON.stringify(entry.result) })),
      ...page.events.map((entry) => ({ what: `event ${entry.event}`, text: JSON.stringify(entry.payload) })),
    ];
    expect(seen.length).toBeGreaterThanOrEqual(35);
    const leaks = seen.flatMap(({ what, text }) =>
      secrets.filter((secret) => text.includes(secret)).map((secret) => `${what} holds ${secret.slice(0, 6)}…`),
    );
    expect(leaks).toEqual([]);
    // Nor does anything shaped like a session cookie travel to the page.
    const cookieShaped = seen.filter(({ text }) => /SessionCookie|set-cookie/i.test(text));
    expect(cookieShaped).toEqual([]);
  });

  it('the cookies and the kept password sit only in encrypted files', async () => {
    const cookies = [...adminProxy.setCookieValues, ...clientProxy.setCookieValues].filter((value) => value !== '');
    const dir = join(dataDir, 'secrets');
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const bytes = (await readFile(join(dir, name))).toString('latin1');
      for (const secret of [...cookies, testPasswords.staff])
        expect(bytes.includes(secret), `${name} holds a secret in clear`).toBe(false);
    }
    // Every other file, in folders too (the audit journal's, issue 19): none holds a secret.
    for (const item of await readdir(dataDir, { recursive: true, withFileTypes: true })) {
      if (!item.isFile() || relative(dataDir, item.parentPath).split(sep)[0] === 'secrets') continue;
      const name = relative(dataDir, join(item.parentPath, item.name));
      const text = await readFile(join(dataDir, name), 'utf8');
      for (const secret of [...cookies, testPasswords.staff])
        expect(text.includes(secret), `${name} holds a secret`).toBe(false);
    }
  });
});
