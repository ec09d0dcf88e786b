import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../server/service.ts';
import { dashboardResponse } from '../../shared/provider/admin-operations.ts';
import { FormClient, type Answer } from '../support/form-client.ts';
import {
  adminSession,
  errorIds,
  expectFailure,
  expectNoLeak,
  pksOf,
  resultsOf,
  uniqueWord,
  untouchedDemoCustomer,
} from '../support/integration-kit.ts';
import { engineNames, testPasswords, useService } from '../support/test-service.ts';

const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** Injection attempts, each short enough for every free-text column it is put into. */
const injections = [
  "Robert'); DROP TABLE client;--",
  "' OR '1'='1",
  '"; DELETE FROM audit_log; --',
  '1; UPDATE client SET client_status=3',
  "' UNION SELECT staff_password_hash FROM staff--",
  '$1); TRUNCATE session; --',
  "\\'; --",
  "x'::text || (SELECT 1)--",
];
/** The free-text columns of the registration, and a payload that fits each one's length. */
const textColumns: Array<[string, number]> = [
  ['client_name', 120],
  ['client_lastname', 120],
  ['client_doc2', 30],
  ['client_observations', 4000],
  ['cli_addr_address', 200],
  ['cli_addr_number', 20],
  ['cli_addr_neighborhood', 120],
  ['cli_addr_zipcode', 20],
  ['cli_addr_province', 120],
  ['cli_addr_completation', 200],
];

describe.each(engineNames)('bad and hostile requests (%s)', (engineName) => {
  let service: RunningService;
  let admin: FormClient;
  let customer: FormClient;

  const tableCounts = async () => {
    const [row] = await service.engine.query<Record<string, number>>(
      `select (select count(*)::int from client) as clients, (select count(*)::int from staff) as staff,
              (select count(*)::int from session) as sessions, (select count(*)::int from audit_log) as audits`,
    );
    return row ?? {};
  };

  const expectHeaders = (answer: Answer) => {
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  };

  beforeAll(async () => {
    service = await useService(engineName);
    admin = await adminSession(service);
    const [row] = await service.engine.query<{ client_username: string }>(
      `select c.client_username from client c where ${untouchedDemoCustomer('c')} order by c.client_pk desc limit 1`,
    );
    customer = new FormClient(service.clientUrl);
    await customer.login(row?.client_username ?? '', testPasswords.client);
  });

  describe('transport', () => {
    it('answers a JSON body with 415 UNSUPPORTED_MEDIA_TYPE, in both areas', async () => {
      const list = await admin.send('POST', '/admin_ctl/client/list', '{"limit":1}', {
        'content-type': 'application/json',
      });
      expectFailure(list, 415, 'UNSUPPORTED_MEDIA_TYPE');
      expectHeaders(list);
      expectFailure(
        await new FormClient(service.clientUrl).send(
          'POST',
          '/login',
          JSON.stringify({ username: 'x', password: 'y' }),
          { 'content-type': 'application/json' },
        ),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
      // A text/plain form is taken (issue 16); text/plain JSON is not: real-client-requests.test.ts.
    });

    it('accepts a form content type with a charset', async () => {
      const answer = await admin.send('POST', '/admin_ctl/client/list', 'limit=2', {
        'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
      });
      expect(resultsOf(answer)).toHaveLength(2);
    });

    it('answers a body over 64 KiB with 413 PAYLOAD_TOO_LARGE, and one just under it normally', async () => {
      const big = `limit=1&_dc=${'a'.repeat(64 * 1024)}`;
      expectFailure(await admin.send('POST', '/admin_ctl/client/list', big, form), 413, 'PAYLOAD_TOO_LARGE');
      expectFailure(await customer.send('POST', '/client_ctl/contract/list', big, form), 413, 'PAYLOAD_TOO_LARGE');
      const under = await admin.send('POST', '/admin_ctl/client/list', `limit=1&_dc=${'a'.repeat(60 * 1024)}`, form);
      expect(resultsOf(under)).toHaveLength(1);
    });

    it('answers a field given twice with 400 VALIDATION naming it', async () => {
      const list = await admin.send('POST', '/admin_ctl/client/list', 'limit=1&start=0&limit=2', form);
      expectFailure(list, 400, 'VALIDATION');
      expect(errorIds(list)).toEqual(['limit']);
      const login = await new FormClient(service.adminUrl).send(
        'POST',
        '/login',
        'username=admin&username=operador&password=admin1234',
        form,
      );
      expectFailure(login, 400, 'VALIDATION');
      expect(errorIds(login)).toEqual(['username']);
      const create = await admin.send(
        'POST',
        '/admin_ctl/client/create',
        'offices_pk=1&client_type=0&client_status=0&client_name=A&client_lastname=B&client_name=C',
        form,
      );
      expectFailure(create, 400, 'VALIDATION');
      expect(errorIds(create)).toEqual(['client_name']);
    });

    it('ignores unknown fields (such as ExtJS _dc)', async () => {
      expect(
        resultsOf(await admin.post('/admin_ctl/client/list', { limit: 1, _dc: 1700000000000, page: 3 })),
      ).toHaveLength(1);
    });
  });

  describe('dashboard', () => {
    it.each(['GET', 'POST'] as const)('answers %s with counts matching SQL', async (method) => {
      const answer =
        method === 'GET'
          ? await admin.send('GET', '/admin_ctl/dashboard/info')
          : await admin.post('/admin_ctl/dashboard/info');
      expect(answer.status).toBe(200);
      expectHeaders(answer);
      const parsed = dashboardResponse.parse(answer.body);
      expect(parsed.total).toBe(1);
      const tz = service.config.timeZone;
      const [clients] = await service.engine.query<Record<string, number>>(
        `select count(*)::int as clients_total,
                count(*) filter (where client_status = 0)::int as clients_active,
                count(*) filter (where client_status = 1)::int as clients_deactivated,
                count(*) filter (where client_status = 2)::int as clients_interested,
                count(*) filter (where client_status = 3)::int as clients_removed,
                count(*) filter (where client_date_cad >= date_trunc('month', now() at time zone $1))::int as clients_new_month
           from client`,
        [tz],
      );
      const [other] = await service.engine.query<Record<string, number | string>>(
        `select (select count(*)::int from os where os_done = 0 and not os_deleted) as support_open,
                (select count(*)::int from invoice where invoice_state = 0) as invoices_open,
                (select count(*)::int from invoice where invoice_state = 0 and invoice_date_due < (now() at time zone $1)::date) as invoices_overdue,
                (select coalesce(sum(invoice_amount_document), 0)::numeric(14, 2)::text from invoice where invoice_state = 0 and invoice_date_due < (now() at time zone $1)::date) as invoices_overdue_amount`,
        [tz],
      );
      const [record] = resultsOf<Record<string, unknown>>(answer);
      expect(record).toMatchObject({ ...clients, ...other });
      expect(record?.generated_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(clients?.clients_total).toBeGreaterThan(0);
    });

    it('needs an administrative session', async () => {
      expectFailure(
        await new FormClient(service.adminUrl).send('GET', '/admin_ctl/dashboard/info'),
        403,
        'SESSION_REQUIRED',
      );
      expectFailure(
        await new FormClient(service.adminUrl, customer.cookie).send('GET', '/admin_ctl/dashboard/info'),
        403,
        'SESSION_REQUIRED',
      );
    });
  });

  describe('SQL injection attempts', () => {
    it('stores injection strings in every free-text column literally', async () => {
      const before = await tableCounts();
      for (const [index, payload] of injections.entries()) {
        // Form text is trimmed by the service, so each value is trimmed here too.
        const values = Object.fromEntries(textColumns.map(([column, max]) => [column, payload.slice(0, max).trim()]));
        // A unique marker keeps the rows of this test apart; the lastname still starts with the payload.
        const marker = uniqueWord();
        values.client_lastname = `${payload} ${marker}`;
        const answer = await admin.post('/admin_ctl/client/create', {
          offices_pk: 1,
          client_type: 0,
          client_status: 0,
          ...values,
        });
        expect(answer.status, `payload ${index}: ${answer.text}`).toBe(200);
        const clientPk = (answer.body.results as Array<{ client_pk: number }>)[0]?.client_pk;
        const listed = resultsOf<Record<string, unknown>>(
          await admin.post('/admin_ctl/client/list', { where: [{ field: 'client_pk', oper: 5, value: clientPk }] }),
        );
        expect(listed).toHaveLength(1);
        for (const [column] of textColumns) expect(listed[0]?.[column], column).toBe(values[column]);
        // The stored text also finds the row when used as a filter value.
        const found = await admin.post('/admin_ctl/client/list', {
          where: [
            { field: 'client_lastname', oper: 5, value: values.client_lastname },
            { field: 'AND' },
            { field: 'client_name', oper: 9, value: payload.replace(/[\\%_]/g, '\\$&') },
          ],
        });
        expect(resultsOf<{ client_pk: number }>(found).map((row) => row.client_pk)).toEqual([clientPk]);
      }
      const after = await tableCounts();
      expect(after.clients).toBe((before.clients ?? 0) + injections.length);
      expect(after.staff).toBe(before.staff);
      expect(after.audits).toBe((before.audits ?? 0) + injections.length);
      expect(after.sessions).toBeGreaterThanOrEqual(before.sessions ?? 0);
    });

    it('refuses injection strings in the formatted columns with 400 naming them, never 500', async () => {
      for (const payload of injections) {
        for (const column of [
          'client_doc1',
          'client_mail',
          'client_username',
          'cli_addr_state',
          'client_date_birth',
          'client_date_cad',
          'offices_pk',
          'client_type',
        ]) {
          const answer = await admin.post('/admin_ctl/client/create', {
            offices_pk: 1,
            client_type: 0,
            client_status: 0,
            client_name: 'Injection',
            client_lastname: 'Test',
            [column]: payload,
          });
          expectFailure(answer, 400, 'VALIDATION', [payload]);
          expect(errorIds(answer), `${column} ${payload}`).toContain(column);
        }
      }
    });

    it('takes a password with quotes and semicolons as any other, and the customer logs in with it', async () => {
      const username = `inj.${uniqueWord()}`;
      const password = "' OR 1=1; --x";
      const answer = await admin.post('/admin_ctl/client/create', {
        offices_pk: 1,
        client_type: 0,
        client_status: 0,
        client_name: 'Aspas',
        client_lastname: 'Senha',
        client_username: username,
        client_password: password,
        client_password1: password,
      });
      expect(answer.status, answer.text).toBe(200);
      await new FormClient(service.clientUrl).login(username, password);
      expectFailure(
        await new FormClient(service.clientUrl).post('/login', { username, password: "' OR '1'='1" }),
        401,
        'AUTH_FAILED',
      );
    });

    it('refuses injection in sort and dir with 400 VALIDATION', async () => {
      for (const payload of injections) {
        const sort = await admin.post('/admin_ctl/client/list', { sort: payload.slice(0, 45) });
        expectFailure(sort, 400, 'VALIDATION', [payload]);
        expect(errorIds(sort)).toEqual(['sort']);
        const dir = await admin.post('/admin_ctl/client/list', { dir: payload });
        expectFailure(dir, 400, 'VALIDATION', [payload]);
        expect(errorIds(dir)).toEqual(['dir']);
        const areaSort = await customer.post('/invoice_ctl/invoice/list', { sort: payload.slice(0, 45), dir: payload });
        expectFailure(areaSort, 400, 'VALIDATION', [payload]);
        expect(errorIds(areaSort).sort()).toEqual(['dir', 'sort']);
      }
      // A column-shaped name that is no column is BAD_SORT, naming it.
      const unknown = await admin.post('/admin_ctl/client/list', { sort: 'client.client_pk_drop_table' });
      expectFailure(unknown, 400, 'BAD_SORT');
    });

    it('compares injection strings in where values literally, and refuses them as column names', async () => {
      const before = await tableCounts();
      for (const payload of injections) {
        const literal = await admin.post('/admin_ctl/client/list', {
          where: [{ field: 'client_doc1', oper: 5, value: payload }],
        });
        expect(literal.status, literal.text).toBe(200);
        expect(literal.body.total).toBe(0);
        // The first test stored some payloads as client_doc2: the IN list finds exactly the rows holding them.
        const listed = await admin.post('/admin_ctl/client/list', {
          where: [{ field: 'client_doc2', oper: 21, value: [payload, `${payload}"`] }],
          limit: 1000,
          sort: 'client_pk',
        });
        expect(listed.status, listed.text).toBe(200);
        expect(resultsOf<{ client_pk: number }>(listed).map((row) => row.client_pk)).toEqual(
          await pksOf(
            service.engine,
            'select client_pk as pk from client where client_doc2 = any($1::text[]) order by client_pk',
            [[payload, `${payload}"`]],
          ),
        );
        const areaList = await customer.post('/client_ctl/support/list', {
          where: [{ field: 'os_obs', oper: 10, value: payload.replace(/\\/g, '\\\\') }],
        });
        expect(areaList.status, areaList.text).toBe(200);
        const column = await admin.post('/admin_ctl/client/list', { where: [{ field: payload, oper: 5, value: 1 }] });
        expectFailure(column, 400, 'BAD_FILTER', [payload]);
        const raw = await admin.post('/admin_ctl/client/list', { where: payload });
        expectFailure(raw, 400, 'BAD_FILTER', [payload]);
      }
      expect(await tableCounts()).toEqual(before);
    });

    it('refuses injection strings as login names with 401, never 500', async () => {
      for (const payload of injections) {
        for (const url of [service.adminUrl, service.clientUrl]) {
          const answer = await new FormClient(url).post('/login', { username: payload, password: payload });
          expectFailure(answer, 401, 'AUTH_FAILED', [payload]);
        }
      }
      // The real accounts are untouched.
      await new FormClient(service.adminUrl).login('admin', testPasswords.staff);
    });

    it('refuses a NUL character in a login name with 400 or 401, never 500', async () => {
      for (const url of [service.adminUrl, service.clientUrl]) {
        const answer = await new FormClient(url).post('/login', { username: 'ad\u0000min', password: 'admin1234' });
        expect(answer.status, answer.text).not.toBe(500);
        expect([400, 401]).toContain(answer.status);
        expect(['VALIDATION', 'AUTH_FAILED']).toContain(answer.body.code);
      }
    });
  });

  it('never puts SQL, a database message or a stack in failure bodies of malformed values', async () => {
    const answers = await Promise.all([
      admin.post('/admin_ctl/client/list', { where: '[{"field":"client_date_cad","oper":5,"value":"2024-02-30"}]' }),
      admin.post('/admin_ctl/client/list', { where: '[{"field":"network_cpe_ip","oper":17,"value":"300.1.1.1/8"}]' }),
      admin.post('/admin_ctl/client/list', { where: '[{"field":"client_pk","oper":5,"value":"1e400"}]' }),
      admin.post('/admin_ctl/client/list', { where: '[{"field":"client_name","oper":9,"value":"abc\\\\"}]' }),
      admin.post('/admin_ctl/client/list', { start: '99999999999999999999' }),
      admin.post('/admin_ctl/client/update', { client_pk: 'abc' }),
      admin.post('/admin_ctl/client/delete', { client_pk: -1, cur_client_status: 0 }),
      customer.post('/client_ctl/support/create', { priority: -1, task_pk: 'x', phone: '', os_obs: '' }),
    ]);
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(['VALIDATION', 'BAD_FILTER']).toContain(answer.body.code);
      expectNoLeak(answer.text);
    }
  });
});
