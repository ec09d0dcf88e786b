import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../../server/service.ts';
import { CLIENT_TEXT_MAX_LENGTH } from '../../../shared/registration/field-limits.ts';
import { FormClient } from '../../support/form-client.ts';
import {
  adminSession,
  createCustomer,
  errorIds,
  expectFailure,
  randomCpf,
  resultsOf,
  type TestCustomer,
} from '../../support/integration-kit.ts';
import { engineNames, useService } from '../../support/test-service.ts';

// tests/integration/bad-requests.test.ts tries injection in the create form's text and formatted columns,
// in `where`, in the client list's and the invoice list's sort, and in logins. These cover the rest: the
// update and remove forms, the fields it leaves out, and every client-area form and list.

/** Injection attempts; each has a quote, a comment or a statement separator. */
const injections = [
  "Robert'); DROP TABLE client;--",
  "' OR '1'='1",
  '1; UPDATE client SET client_status=3',
  "' UNION SELECT staff_password_hash FROM staff--",
  "x'::text || (SELECT 1)--",
];
const textColumns = Object.entries(CLIENT_TEXT_MAX_LENGTH);
/** Columns of the registration whose values have a format; injection text must be refused there, naming the column. */
const formattedColumns = [
  'client_pk',
  'offices_pk',
  'client_type',
  'client_status',
  'client_doc1',
  'client_mail',
  'client_username',
  'client_date_birth',
  'client_date_cad',
  'cli_addr_state',
];

describe.each(engineNames)('SQL injection in every remaining field (%s)', (engineName) => {
  let service: RunningService;
  let admin: FormClient;
  let target: TestCustomer;
  let customer: FormClient;

  const tableCounts = async () =>
    (
      await service.engine.query<Record<string, number>>(
        `select (select count(*)::int from client) as clients, (select count(*)::int from staff) as staff, (select count(*)::int from task) as tasks, (select count(*)::int from contract) as contracts`,
      )
    )[0];
  const stored = async (clientPk: number) =>
    (await service.engine.query<Record<string, unknown>>('select * from client where client_pk = $1', [clientPk]))[0] ??
    {};

  beforeAll(async () => {
    service = await useService(engineName);
    admin = await adminSession(service);
    target = await createCustomer(admin);
    const own = await createCustomer(admin);
    customer = new FormClient(service.clientUrl);
    await customer.login(own.username, own.password);
  });

  it('update stores injection text in every free-text column literally and changes only that client', async () => {
    const before = await tableCounts();
    for (const payload of injections) {
      const values = Object.fromEntries(textColumns.map(([column, max]) => [column, payload.slice(0, max).trim()]));
      const answer = await admin.post('/admin_ctl/client/update', {
        client_pk: target.clientPk,
        offices_pk: 1,
        client_type: 0,
        client_status: 0,
        ...values,
      });
      expect(answer.status, answer.text).toBe(200);
      const row = await stored(target.clientPk);
      for (const [column] of textColumns) expect(row[column], column).toBe(values[column]);
    }
    expect(await tableCounts()).toEqual(before);
  });

  it('update refuses injection text in every formatted column with 400 naming it, and changes nothing', async () => {
    const before = await stored(target.clientPk);
    for (const payload of injections) {
      for (const column of formattedColumns) {
        const answer = await admin.post('/admin_ctl/client/update', {
          client_pk: target.clientPk,
          offices_pk: 1,
          client_type: 0,
          client_status: 0,
          client_name: 'Injeção',
          client_lastname: 'Teste',
          [column]: payload,
        });
        expectFailure(answer, 400, 'VALIDATION', [payload]);
        expect(errorIds(answer), `${column} ${payload}`).toContain(column);
      }
    }
    expect(await stored(target.clientPk)).toEqual(before);
  });

  it('create refuses injection text in client_status, office_pk and client_password1 with 400 naming the field', async () => {
    const base = {
      offices_pk: 1,
      client_type: 0,
      client_status: 0,
      client_name: 'Injeção',
      client_lastname: 'Teste',
      client_doc1: randomCpf(),
    };
    for (const payload of injections) {
      const status = await admin.post('/admin_ctl/client/create', { ...base, client_status: payload });
      expectFailure(status, 400, 'VALIDATION', [payload]);
      expect(errorIds(status)).toEqual(['client_status']);
      const { offices_pk: _office, ...withoutOffice } = base;
      const alias = await admin.post('/admin_ctl/client/create', { ...withoutOffice, office_pk: payload });
      expectFailure(alias, 400, 'VALIDATION', [payload]);
      // The alias is read as offices_pk, and named so.
      expect(errorIds(alias)).toEqual(['offices_pk']);
      const confirmation = await admin.post('/admin_ctl/client/create', {
        ...base,
        client_username: `inj.${Date.now()}`,
        client_password: 'Senha-123',
        client_password1: payload,
      });
      expectFailure(confirmation, 400, 'VALIDATION', [payload]);
      expect(errorIds(confirmation)).toContain('client_password1');
    }
  });

  it('remove refuses injection text in client_pk and cur_client_status with 400 naming it', async () => {
    for (const payload of injections) {
      const key = await admin.post('/admin_ctl/client/delete', { client_pk: payload, cur_client_status: 0 });
      expectFailure(key, 400, 'VALIDATION', [payload]);
      expect(errorIds(key)).toEqual(['client_pk']);
      const status = await admin.post('/admin_ctl/client/delete', {
        client_pk: target.clientPk,
        cur_client_status: payload,
      });
      expectFailure(status, 400, 'VALIDATION', [payload]);
      expect(errorIds(status)).toEqual(['cur_client_status']);
    }
    expect((await stored(target.clientPk)).client_status).toBe(0);
  });

  it('a support order stores injection text in its description literally; its other fields refuse it, naming them', async () => {
    const before = await tableCounts();
    for (const payload of injections) {
      const opened = await customer.post('/client_ctl/support/create', {
        priority: 1,
        task_pk: 1,
        phone: '(67) 99999-0000',
        os_obs: payload,
      });
      const [order] = resultsOf<{ os_pk: number }>(opened);
      const [row] = await service.engine.query<{ os_obs: string }>('select os_obs from os where os_pk = $1', [
        order?.os_pk,
      ]);
      expect(row?.os_obs).toBe(payload);
      for (const field of ['priority', 'task_pk', 'phone']) {
        const answer = await customer.post('/client_ctl/support/create', {
          priority: 1,
          task_pk: 1,
          phone: '(67) 99999-0000',
          os_obs: 'Sem conexão',
          [field]: payload,
        });
        expectFailure(answer, 400, 'VALIDATION', [payload]);
        expect(errorIds(answer)).toEqual([field]);
      }
    }
    expect(await tableCounts()).toEqual(before);
  });

  it('a client-area password with quotes and comments is kept as any other: the customer logs in with it', async () => {
    const password = "x' OR 1=1;--";
    const own = await createCustomer(admin);
    const session = new FormClient(service.clientUrl);
    await session.login(own.username, own.password);
    const changed = await session.post('/session/setpassword', {
      user_password: password,
      user_password_repeat: password,
    });
    expect(changed.status, changed.text).toBe(200);
    await new FormClient(service.clientUrl).login(own.username, password);
    expectFailure(
      await new FormClient(service.clientUrl).post('/login', { username: own.username, password: "' OR '1'='1" }),
      401,
      'AUTH_FAILED',
    );
  });

  it('the public configuration refuses injection text as credentials with 401', async () => {
    for (const payload of injections) {
      expectFailure(
        await new FormClient(service.clientUrl).post('/site_ctl/config/info', { username: payload, password: payload }),
        401,
        'AUTH_FAILED',
        [payload],
      );
    }
  });

  it.each([
    '/client_ctl/contract/list',
    '/client_ctl/cpe/list',
    '/client_ctl/support/list',
    '/client_ctl/support/tasklist',
  ])('%s refuses injection text in sort and dir with 400 naming them', async (path) => {
    for (const payload of injections) {
      const answer = await customer.post(path, { sort: payload.slice(0, 45), dir: payload });
      expectFailure(answer, 400, 'VALIDATION', [payload]);
      expect(errorIds(answer).sort()).toEqual(['dir', 'sort']);
    }
    // A column-shaped name that no list has is BAD_SORT, naming sort; so are the names every JavaScript object
    // answers (the task list once looked its columns up in a plain object, and `__proto__` gave a 500).
    for (const sort of ['client_password', '__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const unknown = await customer.post(path, { sort });
      expectFailure(unknown, 400, 'BAD_SORT');
      expect(errorIds(unknown)).toEqual(['sort']);
    }
  });

  it('the client list refuses the names every JavaScript object answers as sort columns with 400 BAD_SORT', async () => {
    for (const sort of ['__proto__', 'constructor', 'toString', 'client.__proto__']) {
      const answer = await admin.post('/admin_ctl/client/list', { sort });
      expectFailure(answer, 400, 'BAD_SORT');
      expect(errorIds(answer)).toEqual(['sort']);
    }
  });
});
