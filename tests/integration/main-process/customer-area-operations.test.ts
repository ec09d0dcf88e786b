import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../../server/service.ts';
import type { DeskCore } from '../../../electron/core/create-desk-core.ts';
import { HttpTransport } from '../../../electron/provider/http-transport.ts';
import { hashPassword } from '../../../server/auth/password-hash.ts';
import { pksOf } from '../../support/integration-kit.ts';
import {
  adminKit,
  codeOf,
  dataOf,
  fakeSecretBox,
  removeDir,
  seedCustomer,
  startCore,
  tempDir,
  watchPage,
  type SeededCustomer,
} from '../../support/main-process-kit.ts';
import { engineNames, testPasswords, useService } from '../../support/test-service.ts';

// Every client-area operation through the main-process core (dispatcher → operations → workspace →
// provider client) against the real provider service, as the customer-area screen calls them.

type Page<T> = { total: number; rows: T[] };
type Opened = { customerId: string; username: string; config: Record<string, unknown> };

describe.each(engineNames)('customer area through the main process (%s)', (engineName) => {
  let service: RunningService;
  let core: DeskCore;
  let page: ReturnType<typeof watchPage>;
  let dir: string;
  let customer: SeededCustomer;

  const open = async (who: SeededCustomer, password = who.password): Promise<Opened> =>
    dataOf<Opened>(await page.call('customer:open', { username: who.username, password }));
  const list = async <T>(channel: string, customerId: string, paging: Record<string, unknown> = {}): Promise<Page<T>> =>
    dataOf<Page<T>>(await page.call(channel, { customerId, start: 0, limit: 100, ...paging }));
  const liveClientSessions = async (clientPk: number): Promise<number> =>
    (
      await service.engine.query<{ n: number }>(
        "select count(*)::int as n from session where session_area = 'client' and client_pk = $1 and session_ended_at is null",
        [clientPk],
      )
    )[0]?.n ?? -1;

  /** Signs the staff in (again): a new sign-in forgets what main kept of the last one. */
  const signIn = async (): Promise<void> => {
    dataOf(
      await page.call('session:login', {
        profileId: 'demo',
        username: 'admin',
        password: testPasswords.staff,
        remember: false,
      }),
    );
  };

  /** A customer of its own (user name, password and rows of every list), made through the administrative area. */
  const newCustomer = async (): Promise<SeededCustomer> => {
    const transport = new HttpTransport();
    const admin = adminKit(service.adminUrl, transport);
    try {
      await admin.api.login('admin', testPasswords.staff);
      const made = await seedCustomer(service, admin.api);
      await admin.api.logout();
      return made;
    } finally {
      await transport.close();
    }
  };

  beforeAll(async () => {
    service = await useService(engineName);
    customer = await newCustomer();
    dir = await tempDir();
    core = await startCore(dir, fakeSecretBox(true), {
      adminUrl: service.adminUrl,
      clientUrl: service.clientUrl,
      adminPrefix: 'admin_ctl',
    });
    page = watchPage(core);
    await signIn();
  });

  afterAll(async () => {
    page.stop();
    await core.close();
    await removeDir(dir);
  });

  it('customer:open answers a session id and the provider’s public configuration as SQL holds it', async () => {
    const opened = await open(customer);
    const [row] = await service.engine.query<Record<string, string | number>>(
      'select * from site_config where site_config_pk = 1',
    );
    expect(opened.username).toBe(customer.username);
    expect(opened.customerId).toMatch(/^[0-9a-f]{32}$/);
    expect(opened.config).toMatchObject({
      success: true,
      title: String(row?.title),
      theme: String(row?.theme),
      social_network: { page: String(row?.social_network_page), title: String(row?.social_network_title) },
      regulator: { scm: String(row?.regulator_scm), title: String(row?.regulator_title) },
      support_open_time: Number(row?.support_open_time),
      print_contract: Number(row?.print_contract),
      change_password: Number(row?.change_password),
    });
    expect(JSON.stringify(opened)).not.toContain(customer.password);
    await page.call('customer:close', { customerId: opened.customerId });
  });

  it('customer:open asks for the site’s public configuration once per sign-in (each ask checks the password again on the server), and afresh after signing in again', async () => {
    const title = async (value?: string): Promise<string> => {
      if (value !== undefined)
        await service.engine.query('update site_config set title = $1 where site_config_pk = 1', [value]);
      const [row] = await service.engine.query<{ title: string }>(
        'select title from site_config where site_config_pk = 1',
      );
      return String(row?.title);
    };
    const original = await title();
    try {
      await signIn();
      const first = await open(customer);
      expect(first.config.title).toBe(original);
      await page.call('customer:close', { customerId: first.customerId });

      await title('Provedor renomeado');
      const second = await open(await newCustomer());
      expect(second.config.title).toBe(original);
      await page.call('customer:close', { customerId: second.customerId });

      await signIn();
      const third = await open(customer);
      expect(third.config.title).toBe('Provedor renomeado');
      await page.call('customer:close', { customerId: third.customerId });
    } finally {
      await title(original);
    }
  });

  it('a client-area password typed once for a client opens that client’s area again without it until sign-out; one refused later is forgotten', async () => {
    const typed = await newCustomer();
    const again = { username: typed.username, clientPk: typed.clientPk };
    expect(codeOf(await page.call('customer:open', again))).toBe('VALIDATION');

    const first = dataOf<Opened>(await page.call('customer:open', { ...again, password: typed.password }));
    await page.call('customer:close', { customerId: first.customerId });
    const record = dataOf<{ record: { client_password_known?: boolean; client_password?: string } | null }>(
      await page.call('clients:get', { client_pk: typed.clientPk }),
    ).record;
    expect(record?.client_password_known).toBe(true);
    expect(record?.client_password).toBe('');
    const second = dataOf<Opened>(await page.call('customer:open', again));
    expect(second.username).toBe(typed.username);
    await page.call('customer:close', { customerId: second.customerId });

    // The customer changes the password elsewhere: the kept one is refused once, then the card asks again.
    await service.engine.query('update client set client_password_hash = $2 where client_pk = $1', [
      typed.clientPk,
      await hashPassword('Trocada-em-outro-lugar1'),
    ]);
    expect(codeOf(await page.call('customer:open', again))).toBe('AUTH_FAILED');
    expect(codeOf(await page.call('customer:open', again))).toBe('VALIDATION');

    await signIn();
    const kept = dataOf<Opened>(await page.call('customer:open', { ...again, password: 'Trocada-em-outro-lugar1' }));
    await page.call('customer:close', { customerId: kept.customerId });
    await signIn();
    expect(codeOf(await page.call('customer:open', again))).toBe('VALIDATION');
  });

  it('customer:open refuses a wrong password (AUTH_FAILED) and, without a kept one, asks for it (VALIDATION on password)', async () => {
    expect(
      codeOf(await page.call('customer:open', { username: customer.username, password: 'not-the-password' })),
    ).toBe('AUTH_FAILED');
    const missing = await page.call('customer:open', { username: customer.username, clientPk: customer.clientPk });
    expect(codeOf(missing)).toBe('VALIDATION');
    expect(missing.ok ? [] : (missing.error.fieldErrors ?? []).map((error) => error.field)).toContain('password');
    expect(await liveClientSessions(customer.clientPk)).toBe(0);
  });

  it('the four lists answer the customer’s rows, paged and sorted by the service as SQL orders them', async () => {
    const { customerId } = await open(customer);
    const contracts = await list<{ contract_pk: number }>('customer:contracts', customerId, {
      sort: 'contract_number',
      dir: 'DESC',
    });
    expect(contracts.rows.map((row) => row.contract_pk)).toEqual(
      await pksOf(
        service.engine,
        'select contract_pk as pk from contract where client_pk = $1 order by contract_number desc, contract_pk desc',
        [customer.clientPk],
      ),
    );
    const second = await list<{ contract_pk: number }>('customer:contracts', customerId, {
      start: 1,
      limit: 1,
      sort: 'contract_number',
      dir: 'ASC',
    });
    expect(second.total).toBe(customer.contracts);
    expect(second.rows.map((row) => row.contract_pk)).toEqual(
      await pksOf(
        service.engine,
        'select contract_pk as pk from contract where client_pk = $1 order by contract_number, contract_pk offset 1 limit 1',
        [customer.clientPk],
      ),
    );

    const invoices = await list<{ invoice_pk: number; invoice_amount_document: string; invoice_date_due: string }>(
      'customer:invoices',
      customerId,
      { sort: 'invoice_date_due', dir: 'DESC' },
    );
    expect(invoices.total).toBe(customer.invoices);
    expect(invoices.rows.map((row) => row.invoice_pk)).toEqual(
      await pksOf(
        service.engine,
        'select invoice_pk as pk from invoice where client_pk = $1 order by invoice_date_due desc, invoice_pk desc',
        [customer.clientPk],
      ),
    );
    // Tolerant records: amounts with two places, dates as YYYY-MM-DD.
    expect(invoices.rows[0]?.invoice_amount_document).toBe('99.90');
    expect(invoices.rows[0]?.invoice_date_due).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const pagedInvoices = await list<{ invoice_pk: number }>('customer:invoices', customerId, { start: 2, limit: 2 });
    expect(pagedInvoices.rows.map((row) => row.invoice_pk)).toEqual(
      await pksOf(
        service.engine,
        'select invoice_pk as pk from invoice where client_pk = $1 order by invoice_date_due, invoice_pk offset 2 limit 2',
        [customer.clientPk],
      ),
    );

    const connections = await list<{ network_cpe_pk: number; network_cpe_ip: string | null }>(
      'customer:connections',
      customerId,
      { sort: 'network_cpe_ip', dir: 'ASC' },
    );
    expect(connections.total).toBe(customer.connections);
    const [cpe] = await service.engine.query<{ pk: number; ip: string }>(
      'select network_cpe_pk as pk, host(network_cpe_ip) as ip from network_cpe where client_pk = $1',
      [customer.clientPk],
    );
    expect(connections.rows.map((row) => [row.network_cpe_pk, row.network_cpe_ip])).toEqual([[cpe?.pk, cpe?.ip]]);

    const orders = await list<{ support_protocol: string; os_done: number | null }>(
      'customer:supportOrders',
      customerId,
      { sort: 'os_date_entry', dir: 'DESC' },
    );
    expect(orders.total).toBe(customer.supportOrders);
    expect(orders.rows[0]?.support_protocol).toMatch(/^MP/);
    expect(orders.rows[0]?.os_done).toBe(0);
    await page.call('customer:close', { customerId });
  });

  it('a sort column the list does not have is refused with VALIDATION, not ignored', async () => {
    const { customerId } = await open(customer);
    expect(
      codeOf(await page.call('customer:invoices', { customerId, start: 0, limit: 10, sort: 'client_password' })),
    ).toBe('VALIDATION');
    await page.call('customer:close', { customerId });
  });

  it('customer:tasks lists the task kinds by name; customer:openSupportOrder opens one that then appears in the list', async () => {
    const { customerId } = await open(customer);
    const tasks = dataOf<{ rows: Array<{ task_pk: number; task_name: string }> }>(
      await page.call('customer:tasks', { customerId }),
    );
    expect(tasks.rows.map((row) => row.task_pk)).toEqual(
      await pksOf(service.engine, 'select task_pk as pk from task order by task_name, task_pk'),
    );
    const task = tasks.rows[0];
    if (!task) throw new Error('the service has no task kinds');
    const description = `Sem sinal desde ontem ${customer.lastname}`;
    const created = dataOf<{ os_pk: number; support_protocol: string; task_pk: number; os_done: number }>(
      await page.call('customer:openSupportOrder', {
        customerId,
        priority: 2,
        task_pk: task.task_pk,
        phone: '(67) 99999-0000',
        os_obs: description,
      }),
    );
    expect(created.os_pk).toBeGreaterThan(0);
    expect(created.support_protocol).toMatch(/^\d{14}$/);
    expect(created).toMatchObject({ task_pk: task.task_pk, os_done: 0 });
    const orders = await list<{ support_protocol: string; os_obs: string; task_name: string }>(
      'customer:supportOrders',
      customerId,
      { sort: 'os_date_entry', dir: 'DESC' },
    );
    expect(orders.total).toBe(customer.supportOrders + 1);
    expect(orders.rows[0]).toMatchObject({
      support_protocol: created.support_protocol,
      os_obs: description,
      task_name: task.task_name,
    });
    const [row] = await service.engine.query<{ client_pk: number; priority: number; created_by: number }>(
      'select support.client_pk, support.support_priority::int as priority, os.os_create_type::int as created_by from os join support using (support_pk) where os.os_pk = $1',
      [created.os_pk],
    );
    expect(row).toEqual({ client_pk: customer.clientPk, priority: 2, created_by: 1 });
    // The contract checks the form before anything is sent.
    expect(
      codeOf(
        await page.call('customer:openSupportOrder', {
          customerId,
          priority: 1,
          task_pk: task.task_pk,
          phone: '(67) 99999-0000',
          os_obs: 'ok',
        }),
      ),
    ).toBe('VALIDATION');
    await page.call('customer:close', { customerId });
  });

  it('what the configuration forbids is refused with ACCESS_DENIED, even while main still holds the configuration of before', async () => {
    const { customerId } = await open(customer);
    await service.engine.query(
      'update site_config set support_open_time = 0, change_password = 0 where site_config_pk = 1',
    );
    try {
      // Main keeps the configuration it was sent for this sign-in; the server is the one that refuses.
      expect(
        codeOf(
          await page.call('customer:openSupportOrder', {
            customerId,
            priority: 1,
            task_pk: 1,
            phone: '(67) 99999-0000',
            os_obs: 'Internet lenta',
          }),
        ),
      ).toBe('ACCESS_DENIED');
      expect(
        codeOf(
          await page.call('customer:setPassword', {
            customerId,
            user_password: 'Outra-senha1',
            user_password_repeat: 'Outra-senha1',
          }),
        ),
      ).toBe('ACCESS_DENIED');
      await page.call('customer:close', { customerId });
      await signIn();
      const reopened = await open(customer);
      expect(reopened.config).toMatchObject({ support_open_time: 0, change_password: 0 });
      await page.call('customer:close', { customerId: reopened.customerId });
    } finally {
      await service.engine.query(
        'update site_config set support_open_time = 1, change_password = 1 where site_config_pk = 1',
      );
      await signIn();
    }
  });

  it('customer:setPassword changes the client-area password: the new one opens the area, the old one no longer does', async () => {
    const changing = await newCustomer();
    const { customerId } = await open(changing);
    expect(
      codeOf(
        await page.call('customer:setPassword', {
          customerId,
          user_password: 'Nova-senha9',
          user_password_repeat: 'Nova-senha8',
        }),
      ),
    ).toBe('VALIDATION');
    const changed = dataOf(
      await page.call('customer:setPassword', {
        customerId,
        user_password: 'Nova-senha9',
        user_password_repeat: 'Nova-senha9',
      }),
    );
    expect(changed).toEqual({ client_username: changing.username, client_pk: changing.clientPk });
    // The open session keeps working after the change.
    expect((await list('customer:contracts', customerId)).total).toBe(changing.contracts);
    await page.call('customer:close', { customerId });
    expect(codeOf(await page.call('customer:open', { username: changing.username, password: changing.password }))).toBe(
      'AUTH_FAILED',
    );
    const again = await open(changing, 'Nova-senha9');
    expect((await list('customer:invoices', again.customerId)).total).toBe(changing.invoices);
    await page.call('customer:close', { customerId: again.customerId });
  });

  it('the operator’s session stays valid while customer sessions come and go on the same host', async () => {
    const adminSessions = async (): Promise<string[]> =>
      (
        await service.engine.query<{ h: string }>(
          "select session_token_hash as h from session where session_area = 'admin' and session_ended_at is null and session_expires_at > now() order by session_token_hash",
        )
      ).map((row) => row.h);
    const before = await adminSessions();
    expect(new URL(service.adminUrl).hostname).toBe(new URL(service.clientUrl).hostname);
    for (let round = 0; round < 3; round += 1) {
      const opened = await open(customer);
      expect((await list('customer:invoices', opened.customerId)).total).toBe(customer.invoices);
      const clients = dataOf<Page<{ client_pk: number }>>(
        await page.call('clients:list', {
          start: 0,
          limit: 5,
          where: [{ field: 'client_pk', oper: 5, value: customer.clientPk }],
        }),
      );
      expect(clients.rows.map((row) => row.client_pk)).toEqual([customer.clientPk]);
      expect(dataOf(await page.call('customer:close', { customerId: opened.customerId }))).toEqual({ done: true });
      expect(dataOf<{ signedIn: boolean; expired: boolean }>(await page.call('session:state'))).toMatchObject({
        signedIn: true,
        expired: false,
      });
    }
    // No new operator session was needed: the same ones are live, and no expiry was announced.
    expect(await adminSessions()).toEqual(before);
    expect(page.events.filter((event) => event.event === 'session:expired')).toEqual([]);
    expect(dataOf<{ record: Record<string, unknown> }>(await page.call('dashboard:info')).record).toBeDefined();
  });

  it('one customer’s session never shows another’s data, with both open and calls interleaved', async () => {
    const other = await newCustomer();
    const a = await open(customer);
    const b = await open(other);
    expect(a.customerId).not.toBe(b.customerId);
    const viewOf = async (customerId: string) => {
      const [contracts, invoices, connections, orders] = await Promise.all([
        list<{ contract_pk: number }>('customer:contracts', customerId),
        list<{ invoice_pk: number }>('customer:invoices', customerId),
        list<{ network_cpe_pk: number }>('customer:connections', customerId),
        list<{ support_protocol: string }>('customer:supportOrders', customerId),
      ]);
      return {
        contracts: contracts.rows.map((row) => row.contract_pk),
        invoices: invoices.rows.map((row) => row.invoice_pk),
        connections: connections.rows.map((row) => row.network_cpe_pk),
        orders: orders.rows.map((row) => row.support_protocol),
      };
    };
    const [viewA, viewB] = await Promise.all([viewOf(a.customerId), viewOf(b.customerId)]);
    const sqlView = async (clientPk: number) => ({
      contracts: await pksOf(
        service.engine,
        'select contract_pk as pk from contract where client_pk = $1 order by contract_number, contract_pk',
        [clientPk],
      ),
      invoices: await pksOf(
        service.engine,
        'select invoice_pk as pk from invoice where client_pk = $1 order by invoice_date_due, invoice_pk',
        [clientPk],
      ),
      connections: await pksOf(
        service.engine,
        'select network_cpe_pk as pk from network_cpe where client_pk = $1 and not network_cpe_deleted order by network_cpe_pk',
        [clientPk],
      ),
    });
    expect({ contracts: viewA.contracts, invoices: viewA.invoices, connections: viewA.connections }).toEqual(
      await sqlView(customer.clientPk),
    );
    expect({ contracts: viewB.contracts, invoices: viewB.invoices, connections: viewB.connections }).toEqual(
      await sqlView(other.clientPk),
    );
    for (const key of ['contracts', 'invoices', 'connections', 'orders'] as const) {
      const seen = new Set<number | string>(viewB[key]);
      expect(viewA[key].length).toBeGreaterThan(0);
      expect(viewA[key].filter((item) => seen.has(item))).toEqual([]);
    }
    // Closing B ends B's session only; A still sees its own rows.
    await page.call('customer:close', { customerId: b.customerId });
    expect(await liveClientSessions(other.clientPk)).toBe(0);
    expect(await viewOf(a.customerId)).toEqual(viewA);
    await page.call('customer:close', { customerId: a.customerId });
  });

  it('customer:close ends the session on the server; the closed id answers NOT_FOUND for every operation', async () => {
    const { customerId } = await open(customer);
    expect(await liveClientSessions(customer.clientPk)).toBe(1);
    expect(dataOf(await page.call('customer:close', { customerId }))).toEqual({ done: true });
    expect(await liveClientSessions(customer.clientPk)).toBe(0);
    for (const channel of [
      'customer:contracts',
      'customer:invoices',
      'customer:connections',
      'customer:supportOrders',
    ]) {
      expect(codeOf(await page.call(channel, { customerId, start: 0, limit: 10 }))).toBe('NOT_FOUND');
    }
    expect(codeOf(await page.call('customer:tasks', { customerId }))).toBe('NOT_FOUND');
    expect(
      codeOf(
        await page.call('customer:openSupportOrder', {
          customerId,
          priority: 1,
          task_pk: 1,
          phone: '(67) 99999-0000',
          os_obs: 'Internet lenta',
        }),
      ),
    ).toBe('NOT_FOUND');
    expect(
      codeOf(
        await page.call('customer:setPassword', {
          customerId,
          user_password: 'Outra-senha1',
          user_password_repeat: 'Outra-senha1',
        }),
      ),
    ).toBe('NOT_FOUND');
    // Closing twice is harmless.
    expect(dataOf(await page.call('customer:close', { customerId }))).toEqual({ done: true });
  });

  it('signing out closes every customer session still open', async () => {
    const { customerId } = await open(customer);
    expect(await liveClientSessions(customer.clientPk)).toBe(1);
    dataOf(await page.call('session:logout'));
    expect(await liveClientSessions(customer.clientPk)).toBe(0);
    expect(codeOf(await page.call('customer:invoices', { customerId, start: 0, limit: 10 }))).toBe('NOT_FOUND');
    await signIn();
  });
});
