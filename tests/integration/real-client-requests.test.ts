// Issue 16, "The provider service": the service takes what real clients send (form bodies under other
// labels, empty bodies, extra fields), answers unknown routes as deployed servers do, and never turns a
// misnamed filter into "no filter".
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProviderService, type RunningService } from '../../server/service.ts';
import { FormClient } from '../support/form-client.ts';
import {
  adminSession,
  createCustomer,
  errorIds,
  expectFailure,
  randomCpf,
  resultsOf,
  uniqueWord,
  type TestCustomer,
} from '../support/integration-kit.ts';
import { engineNames, testPasswords, useService, testSecretKey } from '../support/test-service.ts';

const formLabel = { 'content-type': 'application/x-www-form-urlencoded' };
const textLabel = { 'content-type': 'text/plain; charset=utf-8' };

/** A filter on one client, as the interface writes it. */
const onePk = (pk: number) => JSON.stringify([{ field: 'client_pk', oper: 5, value: pk }]);

/** Percent-encodes a form value. */
const enc = encodeURIComponent;

describe.each(engineNames)('what real clients send (%s)', (engineName) => {
  let service: RunningService;
  let admin: FormClient;
  let customer: TestCustomer;
  let customerClient: FormClient;

  beforeAll(async () => {
    service = await useService(engineName);
    admin = await adminSession(service);
    customer = await createCustomer(admin);
    customerClient = new FormClient(service.clientUrl);
    await customerClient.login(customer.username, customer.password);
  });

  describe('bodies as real clients label them', () => {
    it('reads a text/plain body that is a form (a popular Python client sends text/plain; charset=utf-8): login and lists', async () => {
      const client = new FormClient(service.clientUrl);
      const login = await client.send(
        'POST',
        '/login',
        `username=${enc(customer.username)}&password=${enc(customer.password)}`,
        textLabel,
      );
      expect(login.status, login.text).toBe(200);
      expect(login.body).toEqual({ success: true });
      expect(resultsOf(await client.send('POST', '/client_ctl/contract/list', 'limit=5', textLabel))).toEqual([]);
      const list = await admin.send(
        'POST',
        '/admin_ctl/client/list',
        `limit=1&where=${enc(onePk(customer.clientPk))}`,
        { 'content-type': 'text/plain' },
      );
      expect(resultsOf<{ client_pk: number }>(list).map((row) => row.client_pk)).toEqual([customer.clientPk]);
    });

    it('takes an empty POST under any label: a logout labelled application/octet-stream ends the session', async () => {
      const client = new FormClient(service.clientUrl);
      await client.login(customer.username, customer.password);
      const cookie = client.cookie;
      const logout = await client.send('POST', '/session/logout', '', { 'content-type': 'application/octet-stream' });
      expect(logout.status, logout.text).toBe(200);
      expect(logout.body).toEqual({ success: true });
      expectFailure(
        await new FormClient(service.clientUrl, cookie).post('/client_ctl/contract/list'),
        403,
        'SESSION_EXPIRED',
      );
      // An empty list call labelled JSON or octet-stream is a call without fields (the defaults).
      expect(
        resultsOf(await admin.send('POST', '/admin_ctl/client/list', '', { 'content-type': 'application/json' })),
      ).toHaveLength(25);
      expect(
        resultsOf(
          await admin.send('POST', '/admin_ctl/dashboard/info', '', { 'content-type': 'application/octet-stream' }),
        ),
      ).toHaveLength(1);
    });

    it('refuses JSON and multipart with 415 and a message saying what to send', async () => {
      const json = await admin.send('POST', '/admin_ctl/client/list', '{"limit":1}', {
        'content-type': 'application/json',
      });
      expectFailure(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect(json.body.message).toMatch(/JSON/);
      expect(json.body.message).toContain('application/x-www-form-urlencoded');
      const jsonAsText = await admin.send('POST', '/admin_ctl/client/list', '{"limit":1}', textLabel);
      expectFailure(jsonAsText, 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect(jsonAsText.body.message).toMatch(/JSON/);
      const multipart = await admin.send(
        'POST',
        '/admin_ctl/client/list',
        '--xyz\r\ncontent-disposition: form-data; name="limit"\r\n\r\n1\r\n--xyz--\r\n',
        {
          'content-type': 'multipart/form-data; boundary=xyz',
        },
      );
      expectFailure(multipart, 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect(multipart.body.message).toMatch(/multipart/);
      const text = await admin.send('POST', '/admin_ctl/client/list', 'limit 1\nstart 0', textLabel);
      expectFailure(text, 415, 'UNSUPPORTED_MEDIA_TYPE');
      const octets = await admin.send('POST', '/admin_ctl/client/list', 'limit=1', {
        'content-type': 'application/octet-stream',
      });
      expectFailure(octets, 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect(octets.body.message).toContain('application/octet-stream');
    });
  });

  describe('routes', () => {
    it('answers an unknown route 403 with code and message naming it, with or without a session', async () => {
      for (const [client, path] of [
        [admin, '/admin_ctl/client/explode'],
        [new FormClient(service.adminUrl), '/admin_ctl/nothing'],
        [customerClient, '/client_ctl/contract/delete'],
        [new FormClient(service.clientUrl), '/admin_ctl/client/list'],
      ] as const) {
        const answer = await client.post(path, {});
        expectFailure(answer, 403, 'NOT_FOUND');
        expect(answer.headers['content-type']).toMatch(/^application\/json/);
        expect(answer.body.message).toContain(path);
      }
    });

    it('answers a known route with the wrong method 405 with Allow', async () => {
      for (const [client, path, allowed] of [
        [admin, '/admin_ctl/client/list', 'POST'],
        [new FormClient(service.adminUrl), '/login', 'POST'],
        [customerClient, '/client_ctl/support/create', 'POST'],
      ] as const) {
        const answer = await client.send('GET', path);
        expectFailure(answer, 405, 'METHOD_NOT_ALLOWED');
        expect(answer.headers.allow).toBe(allowed);
      }
      const put = await admin.send('PUT', '/admin_ctl/dashboard/info', '', formLabel);
      expectFailure(put, 405, 'METHOD_NOT_ALLOWED');
      expect(String(put.headers.allow).split(', ')).toEqual(expect.arrayContaining(['GET', 'POST']));
    });
  });

  describe('malformed filters are refused, never read as no filter', () => {
    const misnamed = [
      ['where[0][field]', 'where[0][field]=client_pk&where[0][oper]=5&where[0][value]=1'],
      ['where:', `${enc('where:')}=${enc('[{"field":"client_pk","oper":5,"value":1}]')}`],
      ['where ', `${enc('where ')}=${enc('[{"field":"client_pk","oper":5,"value":1}]')}`],
      ['WHERE', `WHERE=${enc('[{"field":"client_pk","oper":5,"value":1}]')}`],
    ] as const;

    it.each(misnamed)('refuses a field named %j in the client list, naming it', async (name, body) => {
      const answer = await admin.send('POST', '/admin_ctl/client/list', body, formLabel);
      expectFailure(answer, 400, 'BAD_FILTER', [name]);
      expect(errorIds(answer)).toContain(name);
      expect(answer.body.message).toContain(JSON.stringify(name));
    });

    it('refuses a whole curl line sent as one field name (where: [...] without =)', async () => {
      const line = 'where: [{"field":"client_pk","oper":5,"value":1}]';
      const answer = await admin.send('POST', '/admin_ctl/client/list', enc(line), formLabel);
      expectFailure(answer, 400, 'BAD_FILTER', [line]);
      expect(errorIds(answer)).toEqual([line]);
    });

    it('refuses them in the client-area lists too', async () => {
      for (const path of [
        '/client_ctl/contract/list',
        '/invoice_ctl/invoice/list',
        '/client_ctl/cpe/list',
        '/client_ctl/support/list',
      ]) {
        const answer = await customerClient.send(
          'POST',
          path,
          'where[0][field]=contract_pk&where[0][oper]=5&where[0][value]=1',
          formLabel,
        );
        expectFailure(answer, 400, 'BAD_FILTER', ['where[0][field]']);
      }
    });

    it('refuses a where that is one JSON object instead of an array of them', async () => {
      const answer = await admin.post('/admin_ctl/client/list', { where: onePk(customer.clientPk).slice(1, -1) });
      expectFailure(answer, 400, 'BAD_FILTER', [onePk(customer.clientPk)]);
      expect(errorIds(answer)).toEqual(['where']);
    });

    it('still takes where itself and unrelated names that begin with the word', async () => {
      const answer = await admin.send(
        'POST',
        '/admin_ctl/client/list',
        `where=${enc(onePk(customer.clientPk))}&whereabouts=1&_dc=1`,
        formLabel,
      );
      expect(resultsOf<{ client_pk: number }>(answer).map((row) => row.client_pk)).toEqual([customer.clientPk]);
    });
  });

  describe('extra fields on writes', () => {
    let logged: RunningService;
    const lines: string[] = [];

    beforeAll(async () => {
      // A service on the same database whose log is kept here, at info (the level of answer lines).
      const logStream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
          done();
        },
      });
      logged = await startProviderService(
        { secretKey: testSecretKey, adminPort: 0, clientPort: 0, logLevel: 'info' },
        { engine: service.engine, logStream },
      );
    });

    afterAll(async () => {
      await logged?.close();
    });

    it('accepts and ignores them, and the answer’s log line names them without their values', async () => {
      const client = new FormClient(logged.adminUrl);
      await client.login('admin', testPasswords.staff);
      const secret = `segredo-${uniqueWord()}`;
      const lastname = `Extra${uniqueWord()}`;
      const base = {
        offices_pk: 1,
        client_type: 0,
        client_status: 0,
        client_name: 'Cliente',
        client_lastname: lastname,
        client_doc1: randomCpf(),
      };
      const create = await client.post('/admin_ctl/client/create', {
        ...base,
        category_pk: 7,
        x_observacao_interna: secret,
      });
      const [created] = resultsOf<{ client_pk: number }>(create);
      const update = await client.post('/admin_ctl/client/update', {
        client_pk: created?.client_pk ?? 0,
        ...base,
        category_pk: 9,
        client_group: secret,
      });
      expect(update.status, update.text).toBe(200);
      const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const ignored = records
        .filter((record) => Array.isArray(record.ignoredFields))
        .map((record) => record.ignoredFields);
      expect(ignored).toEqual(
        expect.arrayContaining([
          ['category_pk', 'x_observacao_interna'],
          ['category_pk', 'client_group'],
        ]),
      );
      // The answer line is the one that names them: it carries the status.
      const answered = records.filter(
        (record) => Array.isArray(record.ignoredFields) && record.msg === 'request completed',
      );
      expect(answered.length).toBeGreaterThanOrEqual(2);
      const all = lines.join('\n');
      expect(all).not.toContain(secret);
      expect(all).not.toContain(lastname);
      expect(all).not.toContain(testPasswords.staff);
    });
  });
});
