import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../../server/service.ts';
import type { DeskCore } from '../../../electron/core/create-desk-core.ts';
import type { DemoAddresses } from '../../../electron/demo/demo-controller.ts';
import { HttpTransport } from '../../../electron/provider/http-transport.ts';
import { FaultProxy } from '../../support/fault-proxy.ts';
import { pksOf, randomCpf, uniqueWord } from '../../support/integration-kit.ts';
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

const hex32 = 'a'.repeat(32);
const supportOrder = { priority: 1, task_pk: 1, phone: '(67) 99999-0000', os_obs: 'Sem conexão desde ontem' };

/** Inputs the contract refuses, per channel: [channel, input, the field the error must name]. */
const invalidInputs: Array<[string, unknown, string]> = [
  ['session:login', { profileId: 'demo', username: 'admin', password: 'x', remember: 'yes' }, 'remember'],
  [
    'session:login',
    { profileId: 'demo', username: 'admin', password: 'x', remember: true, server: 'http://evil.example' },
    'input',
  ],
  ['session:login', { profileId: 'demo', username: '   ', password: 'x', remember: true }, 'username'],
  ['session:login', { username: 'admin', password: 'x', remember: true }, 'profileId'],
  ['session:login', { profileId: 'demo', username: 'admin', password: 'x'.repeat(201), remember: true }, 'password'],
  ['session:resume', { password: '' }, 'password'],
  ['session:state', { extra: true }, 'input'],
  ['clients:list', { start: 0, limit: 0 }, 'limit'],
  ['clients:list', { start: 0, limit: 1001 }, 'limit'],
  ['clients:list', { start: -1, limit: 10 }, 'start'],
  ['clients:list', { start: 0.5, limit: 10 }, 'start'],
  ['clients:list', { start: '0', limit: 10 }, 'start'],
  ['clients:list', { start: 0, limit: 10, sort: 'client_name; drop table client' }, 'sort'],
  ['clients:list', { start: 0, limit: 10, dir: 'SIDEWAYS' }, 'dir'],
  ['clients:list', { start: 0, limit: 10, bogus: 1 }, 'input'],
  ['clients:list', { start: 0, limit: 10, where: '[]' }, 'where'],
  ['clients:list', { start: 0, limit: 10, where: [{ field: 'client_status', oper: 5 }] }, 'where'],
  ['clients:list', { start: 0, limit: 10, where: [{ field: 'client_status', oper: 99, value: 0 }] }, 'where'],
  ['clients:list', { start: 0, limit: 10, where: [{ field: 'no_such_column', oper: 5, value: 0 }] }, 'where'],
  [
    'clients:list',
    {
      start: 0,
      limit: 10,
      where: [
        { field: 'client_status', oper: 5, value: 0 },
        { field: 'client_status', oper: 5, value: 1 },
      ],
    },
    'where',
  ],
  ['clients:list', { start: 0, limit: 10, where: [{ field: 'client_status', oper: 25, value: 1 }] }, 'where'],
  ['clients:list', { start: 0, limit: 10, where: [{ field: 'client_status', oper: 10, value: '%a%' }] }, 'where'],
  ['clients:list', 'start=0&limit=10', 'input'],
  ['clients:list', [0, 10], 'input'],
  ['clients:get', { client_pk: 0 }, 'client_pk'],
  ['clients:get', { client_pk: '5' }, 'client_pk'],
  ['clients:setRemoved', { client_pk: 5, cur_client_status: 2 }, 'cur_client_status'],
  [
    'clients:create',
    { offices_pk: 1, client_type: 0, client_status: 0, client_name: '', client_lastname: 'Souza' },
    'client_name',
  ],
  [
    'clients:create',
    {
      offices_pk: 1,
      client_type: 0,
      client_status: 0,
      client_name: 'Maria',
      client_lastname: 'Souza',
      client_doc1: '12345678900',
    },
    'client_doc1',
  ],
  [
    'clients:create',
    {
      offices_pk: 1,
      client_type: 0,
      client_status: 0,
      client_name: 'Maria',
      client_lastname: 'Souza',
      client_username: 'maria.souza',
    },
    'client_password',
  ],
  [
    'clients:update',
    { offices_pk: 1, client_type: 0, client_status: 0, client_name: 'Maria', client_lastname: 'Souza' },
    'client_pk',
  ],
  ['customer:open', { username: 'cliente' }, 'password'],
  ['customer:open', { username: 'cliente', password: 'x', clientPk: 0 }, 'clientPk'],
  ['customer:invoices', { customerId: 'not-a-session', start: 0, limit: 10 }, 'customerId'],
  ['customer:invoices', { customerId: 'ABCDEF0123456789ABCDEF0123456789', start: 0, limit: 10 }, 'customerId'],
  ['customer:invoices', { customerId: hex32, start: 0, limit: 5000 }, 'limit'],
  ['customer:close', { customerId: 42 }, 'customerId'],
  ['customer:openSupportOrder', { customerId: hex32, ...supportOrder, priority: 9 }, 'priority'],
  ['customer:openSupportOrder', { customerId: hex32, ...supportOrder, phone: 'call me' }, 'phone'],
  [
    'customer:setPassword',
    { customerId: hex32, user_password: 'abcdefgh1', user_password_repeat: 'abcdefgh2' },
    'user_password_repeat',
  ],
  [
    'customer:setPassword',
    { customerId: hex32, user_password: 'short', user_password_repeat: 'short' },
    'user_password',
  ],
  ['settings:set', { language: 'fr' }, 'language'],
  ['profiles:save', { name: 'Filial', adminUrl: 'ftp://provider.example', clientUrl: '' }, 'adminUrl'],
];

const unknownChannels: unknown[] = [
  'clients:drop',
  'nope',
  '',
  'CLIENTS:LIST',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  42,
  null,
  undefined,
  { channel: 'clients:list' },
];

describe('desk core: dispatcher, sessions and restarts (pglite)', () => {
  let service: RunningService;
  let adminProxy: FaultProxy;
  let clientProxy: FaultProxy;
  let addresses: DemoAddresses;
  let customer: SeededCustomer;
  const cleanups: Array<() => Promise<void>> = [];

  /** A core on a data dir with a box; closed and removed after the suite. */
  const openCore = async (dataDir: string, box: FakeSecretBox): Promise<DeskCore> => {
    const core = await startCore(dataDir, box, addresses);
    // Why a guard: tests close cores themselves to "restart"; DeskCore.close() may run only once.
    let closed = false;
    const close = core.close.bind(core);
    core.close = async () => {
      if (closed) return;
      closed = true;
      await close();
    };
    cleanups.push(() => core.close());
    return core;
  };
  const newDir = async (): Promise<string> => {
    const dir = await tempDir();
    cleanups.push(() => removeDir(dir));
    return dir;
  };
  const sent = (): number => adminProxy.requests.length + clientProxy.requests.length;

  beforeAll(async () => {
    service = await useService('pglite');
    adminProxy = await FaultProxy.start(service.adminUrl);
    clientProxy = await FaultProxy.start(service.clientUrl);
    addresses = { adminUrl: adminProxy.url, clientUrl: clientProxy.url, adminPrefix: 'admin_ctl' };
    const transport = new HttpTransport();
    const admin = adminKit(service.adminUrl, transport);
    await admin.api.login('admin', testPasswords.staff);
    customer = await seedCustomer(service, admin.api);
    await admin.api.logout();
    await transport.close();
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await adminProxy.close();
    await clientProxy.close();
  });

  describe('signed in to the demo profile', () => {
    let core: DeskCore;
    let page: ReturnType<typeof watchPage>;

    beforeAll(async () => {
      core = await openCore(await newDir(), fakeSecretBox(true));
      page = watchPage(core);
      dataOf(
        await page.call('session:login', {
          profileId: 'demo',
          username: 'admin',
          password: testPasswords.staff,
          remember: true,
        }),
      );
    });

    it('session:login signed in to the demo profile, which points at the test service', async () => {
      const [login] = page.results;
      expect(login?.result).toEqual({
        ok: true,
        data: { signedIn: true, profileId: 'demo', username: 'admin', expired: false, connection: 'online' },
      });
      expect(dataOf(await page.call('session:state'))).toEqual({
        signedIn: true,
        profileId: 'demo',
        username: 'admin',
        expired: false,
        connection: 'online',
      });
      const profiles = dataOf<{ profiles: Array<Record<string, unknown>>; activeId: string }>(
        await page.call('profiles:list'),
      );
      expect(profiles.activeId).toBe('demo');
      expect(profiles.profiles[0]).toMatchObject({
        id: 'demo',
        kind: 'demo',
        adminPrefix: 'admin_ctl',
        passwordKept: true,
      });
      expect(dataOf(await page.call('app:info'))).toMatchObject({ secretsAvailable: true, host: 'electron' });
      expect(adminProxy.seen(/\/login$/).length).toBeGreaterThan(0);
    });

    it('clients:list answers the page SQL selects', async () => {
      const where = [
        { field: 'client_status', oper: 5, value: 0 },
        { field: 'AND' },
        { field: 'client_complete_name', oper: 10, value: '%e%' },
      ];
      const result = dataOf<{ total: number; rows: Array<{ client_pk: number }> }>(
        await page.call('clients:list', { start: 2, limit: 10, sort: 'client_complete_name', dir: 'DESC', where }),
      );
      const [count] = await service.engine.query<{ n: number }>(
        "select count(*)::int as n from client where client_status = 0 and client_name_key ilike '%e%'",
      );
      expect(result.total).toBe(count?.n);
      expect(result.rows.map((row) => row.client_pk)).toEqual(
        await pksOf(
          service.engine,
          "select client_pk as pk from client where client_status = 0 and client_name_key ilike '%e%' order by client_name_key desc, client_pk desc offset 2 limit 10",
        ),
      );
    });

    it('clients:get answers one record, or null for a number no client has', async () => {
      const found = dataOf<{ record: { client_pk: number; client_lastname: string } | null }>(
        await page.call('clients:get', { client_pk: customer.clientPk }),
      );
      expect(found.record).toMatchObject({ client_pk: customer.clientPk, client_lastname: customer.lastname });
      expect(dataOf(await page.call('clients:get', { client_pk: 2_000_000_000 }))).toEqual({ record: null });
    });

    it('clients:offices lists the offices that hold clients, in order, found through the client list alone', async () => {
      const before = adminProxy.seen(/\/client\/list$/).length;
      const answer = dataOf<{ offices: Array<{ offices_pk: number; offices_identification: string | null }> }>(
        await page.call('clients:offices'),
      );
      const expected = await service.engine.query<{ offices_pk: number; offices_identification: string }>(
        'select offices_pk::int as offices_pk, offices_identification from offices where offices_pk in (select offices_pk from client) order by offices_pk',
      );
      expect(answer.offices).toEqual(expected);
      expect(answer.offices.length).toBeGreaterThan(1);
      // One list request per office, and one more that finds none above the last.
      expect(adminProxy.seen(/\/client\/list$/).length - before).toBe(expected.length + 1);
    });

    it('customer:open, customer:invoices and customer:close run in the customer’s own session', async () => {
      const opened = dataOf<{ customerId: string; username: string; config: { success: boolean } }>(
        await page.call('customer:open', { username: customer.username, password: customer.password }),
      );
      expect(opened.customerId).toMatch(/^[0-9a-f]{32}$/);
      expect(opened.username).toBe(customer.username);
      expect(opened.config.success).toBe(true);

      const invoices = dataOf<{ total: number; rows: Array<{ invoice_pk: number }> }>(
        await page.call('customer:invoices', {
          customerId: opened.customerId,
          start: 0,
          limit: 10,
          sort: 'invoice_date_due',
          dir: 'DESC',
        }),
      );
      expect(invoices.total).toBe(customer.invoices);
      expect(invoices.rows.map((row) => row.invoice_pk)).toEqual(
        await pksOf(
          service.engine,
          'select invoice_pk as pk from invoice where client_pk = $1 order by invoice_date_due desc, invoice_pk desc',
          [customer.clientPk],
        ),
      );
      const contracts = dataOf<{ total: number }>(
        await page.call('customer:contracts', { customerId: opened.customerId, start: 0, limit: 10 }),
      );
      expect(contracts.total).toBe(customer.contracts);
      const live = async () =>
        (
          await service.engine.query<{ n: number }>(
            "select count(*)::int as n from session where session_area = 'client' and client_pk = $1 and session_ended_at is null",
            [customer.clientPk],
          )
        )[0]?.n;
      expect(await live()).toBe(1);

      expect(dataOf(await page.call('customer:close', { customerId: opened.customerId }))).toEqual({ done: true });
      expect(await live()).toBe(0);
      const closed = await page.call('customer:invoices', { customerId: opened.customerId, start: 0, limit: 10 });
      expect(codeOf(closed)).toBe('NOT_FOUND');
      // The operator's session is still there.
      expect(dataOf<{ total: number }>(await page.call('clients:list', { start: 0, limit: 1 })).total).toBeGreaterThan(
        0,
      );
    });

    it.each(invalidInputs)(
      '%s refuses %j with VALIDATION naming %s, and sends nothing',
      async (channel, input, field) => {
        const before = sent();
        const result = await core.dispatcher.dispatch(channel, input);
        expect(codeOf(result)).toBe('VALIDATION');
        if (result.ok) return;
        const fields = (result.error.fieldErrors ?? []).map((error) => error.field);
        expect(
          fields.some((name) => name === field || name.startsWith(`${field}.`)),
          `fields ${fields.join(', ')}`,
        ).toBe(true);
        expect(result.error.message.length).toBeGreaterThan(0);
        expect(sent()).toBe(before);
      },
    );

    it.each(unknownChannels.map((channel) => [channel]))('unknown channel %j → NOT_FOUND', async (channel) => {
      const result = await core.dispatcher.dispatch(channel, {});
      expect(codeOf(result)).toBe('NOT_FOUND');
    });

    it('a running call is cancelled by its callId; other ids and later calls are untouched', async () => {
      adminProxy.inject({ kind: 'hold', times: 1, path: /\/client\/list$/, holdMs: 8_000 });
      const before = adminProxy.requests.length;
      const pending = core.dispatcher.dispatch('clients:list', { start: 0, limit: 5 }, 'list-call-1');
      await adminProxy.waitForRequests(before + 1);
      core.dispatcher.cancel('some-other-call');
      core.dispatcher.cancel(undefined);
      core.dispatcher.cancel('list-call-1');
      const result = await pending;
      expect(codeOf(result)).toBe('CANCELLED');
      expect(result.ok ? '' : result.error.message).toBe('A operação foi cancelada.');
      // Cancelling again (the call is over) is harmless, and the next call goes through.
      core.dispatcher.cancel('list-call-1');
      expect(
        dataOf<{ rows: unknown[] }>(
          await core.dispatcher.dispatch('clients:list', { start: 0, limit: 5 }, 'list-call-1'),
        ).rows,
      ).toHaveLength(5);
      const diagnostics = dataOf<{ text: string }>(await core.dispatcher.dispatch('app:diagnostics', {}));
      expect(diagnostics.text).not.toMatch(/CANCELLED/);
    });

    it('a refusal of the service is a Result with a stable code, the pt-BR message and the service’s words', async () => {
      const result = await core.dispatcher.dispatch('clients:list', { start: 0, limit: 5, sort: 'client_password' });
      expect(codeOf(result)).toBe('VALIDATION');
      expect(result.ok ? '' : result.error.message).toMatch(
        /^Há campos com valores inválidos\. \(.*client_password.*\)$/,
      );
      const english = dataOf(await core.dispatcher.dispatch('settings:set', { language: 'en' }));
      expect(english).toMatchObject({ language: 'en' });
      const again = await core.dispatcher.dispatch('clients:setRemoved', {
        client_pk: 2_000_000_000,
        cur_client_status: 0,
      });
      expect(codeOf(again)).toBe('NOT_FOUND');
      expect(again.ok ? '' : again.error.message).toMatch(/^The server did not find what was asked/);
      await core.dispatcher.dispatch('settings:set', { language: 'pt-BR' });
    });
  });

  describe('restarts', () => {
    it('the session survives a restart: signed in, and clients:list works without a new login', async () => {
      const dir = await newDir();
      const box = fakeSecretBox(true);
      const first = await openCore(dir, box);
      dataOf(
        await first.dispatcher.dispatch('session:login', {
          profileId: 'demo',
          username: 'admin',
          password: testPasswords.staff,
          remember: false,
        }),
      );
      await first.close();

      const logins = adminProxy.seen(/\/login$/).length;
      const second = await openCore(dir, box);
      expect(dataOf(await second.dispatcher.dispatch('session:state', {}))).toEqual({
        signedIn: true,
        profileId: 'demo',
        username: 'admin',
        expired: false,
        connection: 'online',
      });
      const page = dataOf<{ rows: unknown[] }>(
        await second.dispatcher.dispatch('clients:list', { start: 0, limit: 3 }),
      );
      expect(page.rows).toHaveLength(3);
      expect(adminProxy.seen(/\/login$/).length).toBe(logins);
      // The password was not kept (remember off); only the encrypted jar was.
      expect(box.sealed).not.toContain(testPasswords.staff);
    });

    it('with the SecretBox unavailable nothing is kept: a restart starts signed out', async () => {
      const dir = await newDir();
      const box = fakeSecretBox(false);
      const first = await openCore(dir, box);
      dataOf(
        await first.dispatcher.dispatch('session:login', {
          profileId: 'demo',
          username: 'admin',
          password: testPasswords.staff,
          remember: true,
        }),
      );
      expect(dataOf(await first.dispatcher.dispatch('app:info', {}))).toMatchObject({ secretsAvailable: false });
      const profiles = dataOf<{ profiles: Array<{ id: string; passwordKept: boolean }> }>(
        await first.dispatcher.dispatch('profiles:list', {}),
      );
      expect(profiles.profiles.find((profile) => profile.id === 'demo')?.passwordKept).toBe(false);
      expect(
        dataOf<{ rows: unknown[] }>(await first.dispatcher.dispatch('clients:list', { start: 0, limit: 2 })).rows,
      ).toHaveLength(2);
      const secretsDir = join(dir, 'secrets');
      expect(existsSync(secretsDir) ? await readdir(secretsDir) : []).toEqual([]);
      await first.close();

      const second = await openCore(dir, box);
      expect(dataOf(await second.dispatcher.dispatch('session:state', {}))).toMatchObject({
        signedIn: false,
        username: null,
      });
      expect(codeOf(await second.dispatcher.dispatch('clients:list', { start: 0, limit: 2 }))).toBe('NOT_SIGNED_IN');
    });

    it('session:logout forgets the kept session: a restart starts signed out', async () => {
      const dir = await newDir();
      const box = fakeSecretBox(true);
      const first = await openCore(dir, box);
      dataOf(
        await first.dispatcher.dispatch('session:login', {
          profileId: 'demo',
          username: 'admin',
          password: testPasswords.staff,
          remember: true,
        }),
      );
      const cookie = (await keptAdminCookie(dir, box, 'demo', adminProxy.url)) ?? '';
      expect(dataOf(await first.dispatcher.dispatch('session:logout', {}))).toMatchObject({ signedIn: false });
      const [row] = await service.engine.query<{ ended: boolean }>(
        'select session_ended_at is not null as ended from session where session_token_hash = $1',
        [tokenHash(cookie)],
      );
      expect(row?.ended).toBe(true);
      expect(await readdir(join(dir, 'secrets'))).toEqual([]);
      await first.close();
      const second = await openCore(dir, box);
      expect(dataOf(await second.dispatcher.dispatch('session:state', {}))).toMatchObject({ signedIn: false });
    });

    it('a restart keeps who signed in: the restored session says operador, and a silent re-login signs in operador again', async () => {
      const dir = await newDir();
      const box = fakeSecretBox(true);
      const first = await openCore(dir, box);
      expect(
        dataOf(
          await first.dispatcher.dispatch('session:login', {
            profileId: 'demo',
            username: 'operador',
            password: testPasswords.staff,
            remember: true,
          }),
        ),
      ).toMatchObject({ username: 'operador' });
      await first.close();

      const second = await openCore(dir, box);
      const state = dataOf<{ signedIn: boolean; username: string }>(
        await second.dispatcher.dispatch('session:state', {}),
      );
      expect(state.signedIn).toBe(true);
      const cookie = (await keptAdminCookie(dir, box, 'demo', adminProxy.url)) ?? '';
      expect(await expireSession(service.engine, cookie)).toBe(1);
      dataOf(await second.dispatcher.dispatch('clients:list', { start: 0, limit: 1 }));
      const renewed = (await keptAdminCookie(dir, box, 'demo', adminProxy.url)) ?? '';
      const [who] = await service.engine.query<{ staff_username: string }>(
        'select st.staff_username from session s join staff st using (staff_pk) where s.session_token_hash = $1',
        [tokenHash(renewed)],
      );
      expect({ shown: state.username, signedInAgainAs: who?.staff_username }).toEqual({
        shown: 'operador',
        signedInAgainAs: 'operador',
      });
    });

    it('clients:create through the core registers exactly one client', async () => {
      const dir = await newDir();
      const core = await openCore(dir, fakeSecretBox(true));
      dataOf(
        await core.dispatcher.dispatch('session:login', {
          profileId: 'demo',
          username: 'admin',
          password: testPasswords.staff,
          remember: false,
        }),
      );
      const lastname = `Mp${uniqueWord()}`;
      const created = dataOf<{ client_pk: number; client_lastname: string }>(
        await core.dispatcher.dispatch('clients:create', {
          offices_pk: 1,
          client_type: 0,
          client_status: 2,
          client_name: 'Maria',
          client_lastname: lastname,
          client_doc1: randomCpf(),
          client_phones: 'Celular#-#(67) 99273-4796',
        }),
      );
      expect(created.client_lastname).toBe(lastname);
      const rows = await service.engine.query<{ client_pk: number; client_status: number }>(
        'select client_pk, client_status::int as client_status from client where client_lastname = $1',
        [lastname],
      );
      expect(rows).toEqual([{ client_pk: created.client_pk, client_status: 2 }]);
    });
  });
});
