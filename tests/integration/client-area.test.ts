import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { RunningService } from '../../server/service.ts';
import {
  configInfoResponse,
  connectionListResponse,
  contractListResponse,
  invoiceListResponse,
  setPasswordResponse,
  supportCreateResponse,
  supportOrderListResponse,
  taskListResponse,
} from '../../shared/provider/client-area-operations.ts';
import type { FormValues } from '../../shared/provider/form-encode.ts';
import { FormClient } from '../support/form-client.ts';
import {
  adminSession,
  createCustomer,
  errorIds,
  expectFailure,
  pksOf,
  resultsOf,
  sessionHash,
  untouchedDemoCustomer,
  type TestCustomer,
} from '../support/integration-kit.ts';
import { engineNames, testPasswords, useService } from '../support/test-service.ts';

type Row = Record<string, unknown>;

/** One client-area list: its path, record schema, key field and the SQL giving the customer's keys in the default order. */
interface ListSpec {
  name: string;
  path: string;
  schema: z.ZodType;
  key: string;
  /** `$1` = client_pk; selects `pk`; `{order}` is replaced by the ORDER BY. */
  sql: string;
  defaultOrder: string;
  /** A second sort: form value and the SQL expression. */
  sort: [string, string];
}

const lists: ListSpec[] = [
  {
    name: 'contracts',
    path: '/client_ctl/contract/list',
    schema: contractListResponse,
    key: 'contract_pk',
    sql: 'select contract.contract_pk as pk from contract where contract.client_pk = $1 order by {order}',
    defaultOrder: 'contract.contract_number ASC, contract.contract_pk ASC',
    sort: ['contract_date_cad', 'contract.contract_date_cad'],
  },
  {
    name: 'invoices',
    path: '/invoice_ctl/invoice/list',
    schema: invoiceListResponse,
    key: 'invoice_pk',
    sql: 'select invoice.invoice_pk as pk from invoice left join contract on contract.contract_pk = invoice.contract_pk where invoice.client_pk = $1 order by {order}',
    defaultOrder: 'invoice.invoice_date_due ASC, invoice.invoice_pk ASC',
    sort: ['invoice_amount_document', 'invoice.invoice_amount_document'],
  },
  {
    name: 'connections',
    path: '/client_ctl/cpe/list',
    schema: connectionListResponse,
    key: 'network_cpe_pk',
    sql: 'select network_cpe.network_cpe_pk as pk from network_cpe where network_cpe.client_pk = $1 and not network_cpe.network_cpe_deleted order by {order}',
    defaultOrder: 'network_cpe.network_cpe_pk ASC',
    sort: ['network_cpe_date_cad', 'network_cpe.network_cpe_date_cad'],
  },
  {
    name: 'support orders',
    path: '/client_ctl/support/list',
    schema: supportOrderListResponse,
    key: 'os_pk',
    sql: 'select os.os_pk as pk from support join os on os.support_pk = support.support_pk join task on task.task_pk = os.task_pk where support.client_pk = $1 and not os.os_deleted order by {order}',
    defaultOrder: 'os.os_date_entry ASC, os.os_pk ASC',
    sort: ['task_name', 'task.task_name'],
  },
];

/** The tie-breaker of each list's order. */
const keyColumn: Record<string, string> = {
  contracts: 'contract.contract_pk',
  invoices: 'invoice.invoice_pk',
  connections: 'network_cpe.network_cpe_pk',
  'support orders': 'os.os_pk',
};

interface Customer {
  clientPk: number;
  username: string;
  session: FormClient;
}

describe.each(engineNames)('client area (%s)', (engineName) => {
  let service: RunningService;
  let admin: FormClient;
  const customers: Customer[] = [];

  const keysOf = async (spec: ListSpec, clientPk: number, order = spec.defaultOrder) =>
    pksOf(service.engine, spec.sql.replace('{order}', order), [clientPk]);

  const setSiteConfig = async (column: 'support_open_time' | 'change_password', value: number) => {
    await service.engine.query(`update site_config set ${column} = $1 where site_config_pk = 1`, [value]);
  };

  beforeAll(async () => {
    service = await useService(engineName);
    admin = await adminSession(service);
    const picked = await service.engine.query<{ client_pk: number; client_username: string }>(
      `select c.client_pk, c.client_username from client c
        where ${untouchedDemoCustomer('c')}
          and (select count(*) from contract k where k.client_pk = c.client_pk) >= 1
          and (select count(*) from invoice i where i.client_pk = c.client_pk) >= 2
          and (select count(*) from network_cpe n where n.client_pk = c.client_pk and not n.network_cpe_deleted) >= 1
        order by c.client_pk limit 2`,
    );
    expect(picked).toHaveLength(2);
    for (const row of picked) {
      const session = new FormClient(service.clientUrl);
      await session.login(row.client_username, testPasswords.client);
      customers.push({ clientPk: row.client_pk, username: row.client_username, session });
      // Two support orders each, so that the support list has something to page and sort.
      for (const [index, task] of [1, 2].entries()) {
        const answer = await session.post('/client_ctl/support/create', {
          priority: index,
          task_pk: task,
          phone: '(67) 99999-0000',
          os_obs: `Pedido de teste ${index}`,
        });
        expect(answer.status, answer.text).toBe(200);
      }
    }
  });

  describe.each(lists)('$name', (spec) => {
    it("lists only the logged-in customer's rows, with the right total, each a valid record", async () => {
      const seen: number[][] = [];
      for (const customer of customers) {
        const answer = await customer.session.post(spec.path, { limit: 1000 });
        const parsed = spec.schema.safeParse(answer.body);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        const keys = resultsOf<Row>(answer).map((row) => Number(row[spec.key]));
        const expected = await keysOf(spec, customer.clientPk);
        expect(keys).toEqual(expected);
        expect(answer.body.total).toBe(expected.length);
        expect(expected.length).toBeGreaterThan(0);
        seen.push(keys);
      }
      const [first = [], second = []] = seen;
      expect(first.filter((key) => second.includes(key))).toEqual([]);
    });

    it('pages with limit, start and page (page 2 with limit 1 is start 1; start wins over page)', async () => {
      const customer = customers[0] as Customer;
      const expected = await keysOf(spec, customer.clientPk);
      const byPage = await customer.session.post(spec.path, { limit: 1, page: 2 });
      const byStart = await customer.session.post(spec.path, { limit: 1, start: 1 });
      expect(resultsOf(byPage)).toEqual(resultsOf(byStart));
      expect(byPage.body.total).toBe(expected.length);
      const bothGiven = await customer.session.post(spec.path, { limit: 1, start: 0, page: 3 });
      expect(resultsOf<Row>(bothGiven).map((row) => Number(row[spec.key]))).toEqual(expected.slice(0, 1));
      const pageOne = await customer.session.post(spec.path, { limit: 1, page: 1 });
      expect(resultsOf<Row>(pageOne).map((row) => Number(row[spec.key]))).toEqual(expected.slice(0, 1));
      const past = await customer.session.post(spec.path, { limit: 10, page: 1000 });
      expect(resultsOf(past)).toEqual([]);
      expect(past.body.total).toBe(expected.length);
    });

    it.each(['ASC', 'DESC'] as const)('sorts by another column %s as SQL does', async (dir) => {
      for (const customer of customers) {
        const [sort, sql] = spec.sort;
        const answer = await customer.session.post(spec.path, { sort, dir, limit: 1000 });
        const keys = resultsOf<Row>(answer).map((row) => Number(row[spec.key]));
        expect(keys).toEqual(
          await keysOf(spec, customer.clientPk, `${sql} ${dir}, ${keyColumn[spec.name] ?? ''} ${dir}`),
        );
      }
    });

    it('refuses an unknown sort column with 400 BAD_SORT and a bad limit with 400 VALIDATION', async () => {
      const customer = customers[0] as Customer;
      expectFailure(await customer.session.post(spec.path, { sort: 'client_password_hash' }), 400, 'BAD_SORT');
      const answer = await customer.session.post(spec.path, { limit: 0, page: 0 });
      expectFailure(answer, 400, 'VALIDATION');
      expect(errorIds(answer).sort()).toEqual(['limit', 'page']);
    });

    it('needs a client-area session', async () => {
      expectFailure(await new FormClient(service.clientUrl).post(spec.path), 403, 'SESSION_REQUIRED');
    });
  });

  it('filters invoices with where, within the customer only', async () => {
    for (const customer of customers) {
      const answer = await customer.session.post('/invoice_ctl/invoice/list', {
        where: [{ field: 'invoice_state', oper: 21, value: [1, 2] }],
        limit: 1000,
      });
      const keys = resultsOf<Row>(answer).map((row) => Number(row.invoice_pk));
      expect(keys).toEqual(
        await pksOf(
          service.engine,
          'select invoice_pk as pk from invoice where client_pk = $1 and invoice_state in (1, 2) order by invoice_date_due, invoice_pk',
          [customer.clientPk],
        ),
      );
    }
    expectFailure(
      await (customers[0] as Customer).session.post('/invoice_ctl/invoice/list', {
        where: [{ field: 'client_pk', oper: 5, value: 1 }],
      }),
      400,
      'BAD_FILTER',
    );
  });

  it('sorts and filters contracts by contract_status and contract_plan_name, as the service documents', async () => {
    const customer = customers[0] as Customer;
    const byStatus = await customer.session.post('/client_ctl/contract/list', { sort: 'contract_status', dir: 'DESC' });
    expect(resultsOf<Row>(byStatus).map((row) => Number(row.contract_pk))).toEqual(
      await pksOf(
        service.engine,
        'select contract_pk as pk from contract where client_pk = $1 order by contract_status desc, contract_pk desc',
        [customer.clientPk],
      ),
    );
    const byPlan = await customer.session.post('/client_ctl/contract/list', { sort: 'contract_plan_name' });
    expect(byPlan.status, byPlan.text).toBe(200);
    const filtered = await customer.session.post('/client_ctl/contract/list', {
      where: [{ field: 'contract_status', oper: 5, value: 1 }],
    });
    expect(resultsOf<Row>(filtered).map((row) => Number(row.contract_pk))).toEqual(
      await pksOf(
        service.engine,
        'select contract_pk as pk from contract where client_pk = $1 and contract_status = 1 order by contract_number, contract_pk',
        [customer.clientPk],
      ),
    );
  });

  describe('support task kinds and orders', () => {
    it.each(['ASC', 'DESC'] as const)('lists the task kinds sorted by name %s', async (dir) => {
      const answer = await (customers[0] as Customer).session.post('/client_ctl/support/tasklist', {
        sort: 'task_name',
        dir,
      });
      expect(taskListResponse.safeParse(answer.body).success).toBe(true);
      const keys = resultsOf<Row>(answer).map((row) => Number(row.task_pk));
      const expected = await pksOf(service.engine, `select task_pk as pk from task order by task_name ${dir}, task_pk`);
      expect(keys).toEqual(expected);
      expect(answer.body.total).toBe(expected.length);
    });

    it('sorts the task kinds by name by default, and refuses an unknown sort', async () => {
      const session = (customers[0] as Customer).session;
      const keys = resultsOf<Row>(await session.post('/client_ctl/support/tasklist')).map((row) => Number(row.task_pk));
      expect(keys).toEqual(
        await pksOf(service.engine, 'select task_pk as pk from task order by task_name asc, task_pk'),
      );
      expectFailure(await session.post('/client_ctl/support/tasklist', { sort: 'task_desc' }), 400, 'BAD_SORT');
    });

    it('creates a support order that then appears in the list with its protocol', async () => {
      const customer = customers[1] as Customer;
      const [task] = await service.engine.query<{ task_pk: number; task_name: string }>(
        'select task_pk, task_name from task order by task_pk desc limit 1',
      );
      const answer = await customer.session.post('/client_ctl/support/create', {
        priority: 3,
        task_pk: task?.task_pk ?? 1,
        phone: '+55 67 3333-4444',
        os_obs: 'Sem conexão desde ontem à noite',
      });
      const parsed = supportCreateResponse.safeParse(answer.body);
      expect(parsed.success).toBe(true);
      const [record] = resultsOf<Row>(answer);
      expect(answer.body.total).toBe(1);
      expect(record).toMatchObject({
        os_obs: 'Sem conexão desde ontem à noite',
        os_desc: null,
        os_done: 0,
        os_deleted: false,
        os_amount: null,
        staff_pk: null,
        task_pk: task?.task_pk,
        os_create_type: 1,
      });
      expect(typeof record?.os_pk).toBe('number');
      expect(record?.os_pk).toBeGreaterThan(0);
      expect(record?.support_protocol).toMatch(/^\d{14}$/);
      const listed = resultsOf<Row>(await customer.session.post('/client_ctl/support/list', { limit: 1000 }));
      const mine = listed.find((row) => row.support_protocol === record?.support_protocol);
      expect(mine).toMatchObject({
        os_obs: 'Sem conexão desde ontem à noite',
        os_done: 0,
        task_name: task?.task_name,
        os_date_soluction: null,
      });
      // Not visible to the other customer.
      const other = resultsOf<Row>(
        await (customers[0] as Customer).session.post('/client_ctl/support/list', { limit: 1000 }),
      );
      expect(other.some((row) => row.support_protocol === record?.support_protocol)).toBe(false);
      const [audit] = await service.engine.query<{ audit_area: string; client_actor_pk: number }>(
        "select audit_area, client_actor_pk from audit_log where audit_entity = 'support' and audit_entity_pk = $1",
        [record?.support_pk],
      );
      expect(audit).toEqual({ audit_area: 'client', client_actor_pk: customer.clientPk });
    });

    const badOrders: Array<[string, FormValues]> = [
      ['priority', { priority: 9 }],
      ['priority', { priority: 'high' }],
      ['os_obs', { os_obs: 'abc' }],
      ['phone', { phone: 'call me' }],
      ['task_pk', { task_pk: 0 }],
    ];
    it.each(badOrders)('refuses a bad %s (%j) with 400 VALIDATION naming it', async (field, change) => {
      const answer = await (customers[0] as Customer).session.post('/client_ctl/support/create', {
        priority: 1,
        task_pk: 1,
        phone: '67 99999 0000',
        os_obs: 'Internet lenta',
        ...change,
      });
      expectFailure(answer, 400, 'VALIDATION');
      expect(errorIds(answer)).toEqual([field]);
    });

    it('refuses a task kind that does not exist, naming task_pk', async () => {
      const [row] = await service.engine.query<{ next: number }>(
        'select coalesce(max(task_pk), 0) + 1000 as next from task',
      );
      const answer = await (customers[0] as Customer).session.post('/client_ctl/support/create', {
        priority: 1,
        task_pk: row?.next ?? 9999,
        phone: '67 99999 0000',
        os_obs: 'Internet lenta',
      });
      expectFailure(answer, 400, 'VALIDATION');
      expect(errorIds(answer)).toEqual(['task_pk']);
    });

    it('refuses a task kind number beyond any task (2^31) with 400 naming task_pk, not a 500', async () => {
      const answer = await (customers[0] as Customer).session.post('/client_ctl/support/create', {
        priority: 1,
        task_pk: 2_147_483_648,
        phone: '67 99999 0000',
        os_obs: 'Internet lenta',
      });
      expectFailure(answer, 400, 'VALIDATION');
      expect(errorIds(answer)).toEqual(['task_pk']);
    });

    it('refuses a NUL character in os_obs with 400 naming it, not a 500', async () => {
      const answer = await (customers[0] as Customer).session.post('/client_ctl/support/create', {
        priority: 1,
        task_pk: 1,
        phone: '67 99999 0000',
        os_obs: 'Internet\u0000 lenta',
      });
      expectFailure(answer, 400, 'VALIDATION');
      expect(errorIds(answer)).toEqual(['os_obs']);
    });
  });

  describe('set password', () => {
    let customer: TestCustomer;
    let session: FormClient;

    beforeAll(async () => {
      customer = await createCustomer(admin);
      session = new FormClient(service.clientUrl);
      await session.login(customer.username, customer.password);
    });

    it('refuses a repeat that differs, naming user_password_repeat', async () => {
      const answer = await session.post('/session/setpassword', {
        user_password: 'Nova-senha1',
        user_password_repeat: 'Nova-senha2',
      });
      expectFailure(answer, 400, 'VALIDATION');
      expect(errorIds(answer)).toEqual(['user_password_repeat']);
    });

    it.each([
      ['7 characters', 'Curta-1'],
      ['17 characters', 'Muito-longa-12345'],
      ['4 emoji (8 UTF-16 units)', '🔑🔑🔑🔑'],
      ['7 characters with one emoji (8 UTF-16 units)', 'senha1🔑'],
    ])('refuses a password of %s, naming both fields', async (_what, password) => {
      const answer = await session.post('/session/setpassword', {
        user_password: password,
        user_password_repeat: password,
      });
      expectFailure(answer, 400, 'VALIDATION');
      expect(errorIds(answer).sort()).toEqual(['user_password', 'user_password_repeat']);
    });

    it('changes the password: new one works, old one fails, other sessions end, this one goes on', async () => {
      const other = new FormClient(service.clientUrl);
      await other.login(customer.username, customer.password);
      expect((await other.post('/client_ctl/contract/list')).status).toBe(200);
      const newPassword = 'Nova-senha-16ch';
      const answer = await session.post('/session/setpassword', {
        user_password: newPassword,
        user_password_repeat: newPassword,
      });
      expect(setPasswordResponse.safeParse(answer.body).success).toBe(true);
      expect(answer.body.total).toBe(1);
      expect(resultsOf(answer)).toEqual([{ client_username: customer.username, client_pk: customer.clientPk }]);
      expect((await session.post('/client_ctl/contract/list')).status).toBe(200);
      expectFailure(await other.post('/client_ctl/contract/list'), 403, 'SESSION_EXPIRED');
      expectFailure(
        await new FormClient(service.clientUrl).post('/login', {
          username: customer.username,
          password: customer.password,
        }),
        401,
        'AUTH_FAILED',
      );
      await new FormClient(service.clientUrl).login(customer.username, newPassword);
      const [audit] = await service.engine.query<Row>(
        "select audit_area, client_actor_pk, audit_after from audit_log where audit_entity = 'client' and audit_entity_pk = $1 and audit_action = 'set-password'",
        [customer.clientPk],
      );
      expect(audit).toMatchObject({ audit_area: 'client', client_actor_pk: customer.clientPk });
      expect(JSON.stringify(audit)).not.toContain(newPassword);
      expect(JSON.stringify(audit)).not.toContain('scrypt$');
      customer.password = newPassword;
    });

    it('counts an emoji as one character: 9 emoji (18 UTF-16 units) is a password, and signs in', async () => {
      const newPassword = '🔑'.repeat(9);
      const answer = await session.post('/session/setpassword', {
        user_password: newPassword,
        user_password_repeat: newPassword,
      });
      expect(answer.status, answer.text).toBe(200);
      await new FormClient(service.clientUrl).login(customer.username, newPassword);
      customer.password = newPassword;
    });
  });

  describe('configuration', () => {
    it('answers the public configuration without credentials', async () => {
      const answer = await new FormClient(service.clientUrl).post('/site_ctl/config/info');
      expect(answer.status).toBe(200);
      expect(configInfoResponse.safeParse(answer.body).success).toBe(true);
      const [row] = await service.engine.query<Record<string, string | number>>(
        'select * from site_config where site_config_pk = 1',
      );
      expect(answer.body).toEqual({
        success: true,
        title: row?.title,
        theme: row?.theme,
        social_network: { page: row?.social_network_page, title: row?.social_network_title },
        regulator: { scm: row?.regulator_scm, title: row?.regulator_title },
        support_open_time: Number(row?.support_open_time),
        print_contract: Number(row?.print_contract),
        change_password: Number(row?.change_password),
      });
    });

    it('checks credentials when they come: right ones answer the configuration without starting a session, wrong ones 401', async () => {
      const customer = await createCustomer(admin);
      const [before] = await service.engine.query<{ n: number }>(
        "select count(*)::int as n from session where client_pk = $1 and session_area = 'client'",
        [customer.clientPk],
      );
      const right = await new FormClient(service.clientUrl).post('/site_ctl/config/info', {
        username: customer.username,
        password: customer.password,
      });
      expect(right.status).toBe(200);
      expect(right.body.success).toBe(true);
      expect(right.headers['set-cookie']).toBeUndefined();
      const [after] = await service.engine.query<{ n: number }>(
        "select count(*)::int as n from session where client_pk = $1 and session_area = 'client'",
        [customer.clientPk],
      );
      expect(after?.n).toBe(before?.n);
      expectFailure(
        await new FormClient(service.clientUrl).post('/site_ctl/config/info', {
          username: customer.username,
          password: 'wrong-password',
        }),
        401,
        'AUTH_FAILED',
      );
      expectFailure(
        await new FormClient(service.clientUrl).post('/site_ctl/config/info', {
          username: 'nobody-at-all',
          password: 'wrong-password',
        }),
        401,
        'AUTH_FAILED',
      );
    });

    it('refuses support orders with 403 FORBIDDEN when the configuration disables them', async () => {
      const session = (customers[0] as Customer).session;
      await setSiteConfig('support_open_time', 0);
      try {
        expect((await session.post('/site_ctl/config/info')).body.support_open_time).toBe(0);
        const [before] = await service.engine.query<{ n: number }>('select count(*)::int as n from support');
        expectFailure(
          await session.post('/client_ctl/support/create', {
            priority: 1,
            task_pk: 1,
            phone: '67 99999 0000',
            os_obs: 'Internet lenta',
          }),
          403,
          'FORBIDDEN',
        );
        const [after] = await service.engine.query<{ n: number }>('select count(*)::int as n from support');
        expect(after?.n).toBe(before?.n);
      } finally {
        await setSiteConfig('support_open_time', 1);
      }
      expect(
        (
          await session.post('/client_ctl/support/create', {
            priority: 1,
            task_pk: 1,
            phone: '67 99999 0000',
            os_obs: 'Internet lenta',
          })
        ).status,
      ).toBe(200);
    });

    it('refuses set password with 403 FORBIDDEN when the configuration disables it', async () => {
      const customer = await createCustomer(admin);
      const session = new FormClient(service.clientUrl);
      await session.login(customer.username, customer.password);
      await setSiteConfig('change_password', 0);
      try {
        expectFailure(
          await session.post('/session/setpassword', {
            user_password: 'Outra-senha1',
            user_password_repeat: 'Outra-senha1',
          }),
          403,
          'FORBIDDEN',
        );
      } finally {
        await setSiteConfig('change_password', 1);
      }
      await new FormClient(service.clientUrl).login(customer.username, customer.password);
      const [row] = await service.engine.query<{ n: number }>(
        'select count(*)::int as n from session where session_token_hash = $1 and session_ended_at is null',
        [sessionHash(session.cookie)],
      );
      expect(row?.n).toBe(1);
    });
  });
});
