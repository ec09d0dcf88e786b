import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../../shared/ipc/result.ts';
import type { ProviderFieldError } from '../../../electron/provider/provider-error.ts';
import { rawFieldsKey } from '../../../electron/provider/record-parser.ts';
import { StubServer } from '../../support/stub-server.ts';
import { useStubTransport } from '../../support/stub-transport.ts';
import { adminKit, customerKit, quickRetry } from '../../support/main-process-kit.ts';
import { providerErrorOf } from '../../support/provider-error-of.ts';

const listPath = '/admin_ctl/client/list';
const html = { 'content-type': 'text/html; charset=utf-8' };

interface FailureCase {
  name: string;
  status: number;
  text: string;
  headers?: Record<string, string>;
  code: ErrorCode;
  detail?: string;
  fieldErrors?: ProviderFieldError[];
  retryAfter?: number;
}

// Every failure shape of the field notes, and the broken answers a wrong address or a proxy gives.
const failures: FailureCase[] = [
  {
    name: '403 {code,message}: session expired',
    status: 403,
    text: '{"code":403,"message":"Sessão expirada, faça login novamente"}',
    code: 'SESSION_EXPIRED',
  },
  {
    name: '403 {code,message}: not authenticated',
    status: 403,
    text: '{"code":"NO_SESSION","message":"Not authenticated"}',
    code: 'SESSION_EXPIRED',
  },
  {
    name: '403 {code,message}: sem permissão',
    status: 403,
    text: '{"code":403,"message":"Usuário sem permissão para acessar este recurso"}',
    code: 'ACCESS_DENIED',
    detail: 'Usuário sem permissão para acessar este recurso',
  },
  {
    name: '403 {code,message}: permission denied',
    status: 403,
    text: '{"code":403,"message":"Permission denied: you are not allowed to list clients"}',
    code: 'ACCESS_DENIED',
  },
  {
    name: '200 success:false SQLSTATE 23505',
    status: 200,
    text: '{"success":false,"code":23505,"message":"duplicate key value violates unique constraint \\"client_doc1_key\\""}',
    code: 'SERVER',
    detail: 'duplicate key value violates unique constraint "client_doc1_key"',
  },
  {
    name: '200 SQLSTATE 23505 on "client_login_key"',
    status: 200,
    text: '{"success":false,"code":23505,"message":"duplicate key value violates unique constraint \\"client_login_key\\""}',
    code: 'SERVER',
    detail: 'duplicate key value violates unique constraint "client_login_key"',
  },
  {
    name: '{errors:[{id,msg}]} alone',
    status: 200,
    text: '{"errors":[{"id":"client_name","msg":"Campo obrigatório"},{"id":"client_doc1","msg":"CPF inválido"}]}',
    code: 'VALIDATION',
    fieldErrors: [
      { field: 'client_name', message: 'Campo obrigatório' },
      { field: 'client_doc1', message: 'CPF inválido' },
    ],
  },
  {
    name: '401 with the service’s body',
    status: 401,
    text: '{"success":false,"code":"AUTH_FAILED","message":"Wrong user name or password."}',
    code: 'AUTH_FAILED',
  },
  { name: '401 with an empty body', status: 401, text: '', code: 'AUTH_FAILED' },
  {
    name: '429 with Retry-After',
    status: 429,
    text: '{"success":false,"code":"LOGIN_THROTTLED","message":"Too many attempts."}',
    headers: { 'retry-after': '30' },
    code: 'RATE_LIMITED',
    retryAfter: 30,
  },
  {
    name: '404 with an HTML page',
    status: 404,
    text: '<html><body><h1>404 Not Found</h1></body></html>',
    headers: html,
    code: 'NOT_FOUND',
  },
  {
    name: '404 with a JSON body',
    status: 404,
    text: '{"success":false,"code":"NOT_FOUND","message":"Unknown route"}',
    code: 'NOT_FOUND',
    detail: 'Unknown route',
  },
  {
    name: '500 with an HTML body',
    status: 500,
    text: '<!DOCTYPE html><html><body><h1>Internal Server Error</h1></body></html>',
    headers: html,
    code: 'SERVER',
  },
  {
    name: '502 from nginx',
    status: 502,
    text: '<html><head><title>502 Bad Gateway</title></head><body><center>nginx</center></body></html>',
    headers: html,
    code: 'SERVER_UNAVAILABLE',
  },
  {
    name: '200 with truncated JSON',
    status: 200,
    text: '{"success":true,"total":3,"results":[{"client_pk":1,"client_name":"Ana"',
    code: 'PROTOCOL',
  },
  {
    name: '200 with an HTML page (wrong address)',
    status: 200,
    text: '<html><body>Bem-vindo</body></html>',
    headers: html,
    code: 'PROTOCOL',
  },
  { name: '200 with a JSON array', status: 200, text: '[]', code: 'PROTOCOL' },
  // Without results but with matches counted: broken (with none counted it is an empty page: field-answers.test.ts).
  { name: '200 success without results, total 3', status: 200, text: '{"success":true,"total":3}', code: 'PROTOCOL' },
  {
    name: '200 with a record missing client_pk',
    status: 200,
    text: '{"success":true,"total":1,"results":[{"client_status":0,"client_type":0,"client_name":"Ana"}]}',
    code: 'PROTOCOL',
  },
];

describe('every failure shape of deployed servers, from a stub', () => {
  const stubbed = useStubTransport();

  it.each(failures)('$name → $code', async ({ status, text, headers, code, detail, fieldErrors, retryAfter }) => {
    stubbed.stub.route(listPath, { status, body: text, ...(headers ? { headers } : {}) });
    const kit = adminKit(stubbed.stub.url, stubbed.transport, quickRetry);
    const before = stubbed.stub.requests.length;
    const error = await providerErrorOf(kit.api.listClients({ start: 0, limit: 10, where: [] }));
    expect(error.code).toBe(code);
    if (detail !== undefined) expect(error.detail).toBe(detail);
    if (fieldErrors !== undefined) expect(error.fieldErrors).toEqual(fieldErrors);
    if (retryAfter !== undefined) expect(error.retryAfter).toBe(retryAfter);
    // A failure answer is never retried (only dropped connections and a gateway's "unavailable" are).
    expect(stubbed.stub.requests.length - before).toBe(code === 'SERVER_UNAVAILABLE' ? quickRetry.attempts : 1);
    // What the server sent (all of it, or the offending record) stays on the error for the log of SERVER and PROTOCOL failures.
    if ((code === 'SERVER' || code === 'PROTOCOL') && text.startsWith('{')) {
      expect(error.body).toBeDefined();
      expect(text).toContain(error.body);
    }
  });

  it('sends the request as the interface says: form-encoded POST, Accept JSON, the filter as JSON text', async () => {
    stubbed.stub.route(listPath, { body: '{"success":true,"total":0,"results":[]}' });
    const kit = adminKit(stubbed.stub.url, stubbed.transport);
    const before = stubbed.stub.requests.length;
    await kit.api.listClients({
      start: 20,
      limit: 10,
      sort: 'client_doc1',
      dir: 'DESC',
      where: [{ field: 'client_status', oper: 5, value: 0 }],
    });
    const [sent] = stubbed.stub.requests.slice(before);
    expect(sent?.method).toBe('POST');
    expect(sent?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent?.headers.accept).toBe('application/json');
    expect(Object.fromEntries(new URLSearchParams(sent?.body))).toEqual({
      start: '20',
      limit: '10',
      sort: 'client_doc1',
      dir: 'DESC',
      where: '[{"field":"client_status","oper":5,"value":0}]',
    });
  });
});

describe('tolerant reading of what deployed servers send, from a stub', () => {
  const stubbed = useStubTransport();

  it('keeps values behind invalid escapes, reads numbers from strings, normalises datetimes and zip codes, keeps unknown fields', async () => {
    stubbed.stub.route(listPath, {
      body: String.raw`{"success":true,"total":"500","results":[{"client_pk":"12","client_status":"0","client_type":0,"client_name":"a\d","client_lastname":"O\'Brien","client_date_cad":"2024-03-05 10:11:12.345678","client_date_birth":"1990-01-02","cli_addr_zipcode":"79.117-101","offices_pk":"1","client_doc1":"","client_extra_field":{"nested":true},"client_phones":"Celular#-#(67) 99999-0000,Casa#-#(67) 3333-0000"},{"client_pk":13,"client_status":1,"client_type":1,"client_name":"Bia","cli_addr_zipcode":"79117101","client_date_deactivation":null}]}`,
    });
    const kit = adminKit(stubbed.stub.url, stubbed.transport);
    const page = await kit.api.listClients({ start: 0, limit: 2, where: [] });
    // `total` counts every match, not the rows of this page.
    expect(page.total).toBe(500);
    const [first, second] = page.rows;
    expect(first).toMatchObject({
      client_pk: 12,
      client_status: 0,
      client_name: 'a\\d',
      client_lastname: "O\\'Brien",
      client_date_cad: '2024-03-05 10:11:12',
      client_date_birth: '1990-01-02 00:00:00',
      cli_addr_zipcode: '79117101',
      offices_pk: 1,
      client_doc1: null,
      client_extra_field: { nested: true },
      client_phones: 'Celular#-#(67) 99999-0000,Casa#-#(67) 3333-0000',
    });
    expect(first).not.toHaveProperty(rawFieldsKey);
    expect(second).toMatchObject({ client_pk: 13, cli_addr_zipcode: '79117101', client_date_deactivation: null });
    expect(kit.reported).toEqual([]);
  });

  it('keeps a field of an unexpected type raw, lists it in _rawFields and reports it once, even across two calls', async () => {
    stubbed.stub.route(listPath, {
      body: '{"success":true,"total":2,"results":[{"client_pk":1,"client_status":0,"client_type":0,"client_name":"Ana","client_mail":["ana@example.com"]},{"client_pk":2,"client_status":0,"client_type":0,"client_name":"Bia","client_mail":{"main":"bia@example.com"}}]}',
    });
    const kit = adminKit(stubbed.stub.url, stubbed.transport);
    const first = await kit.api.listClients({ start: 0, limit: 2, where: [] });
    const second = await kit.api.listClients({ start: 0, limit: 2, where: [] });
    for (const page of [first, second]) {
      expect(page.rows[0]).toMatchObject({
        client_pk: 1,
        client_mail: ['ana@example.com'],
        [rawFieldsKey]: ['client_mail'],
      });
      expect(page.rows[1]).toMatchObject({
        client_pk: 2,
        client_mail: { main: 'bia@example.com' },
        [rawFieldsKey]: ['client_mail'],
      });
    }
    expect(kit.reported).toHaveLength(1);
    expect(kit.reported[0]).toMatch(/clients\.client_mail/);
  });

  it('reads amounts written as strings or numbers as two-place decimals, and dates from date-times', async () => {
    stubbed.stub.route('/invoice_ctl/invoice/list', {
      body: '{"success":true,"total":3,"results":[{"invoice_pk":1,"contract_pk":null,"invoice_amount_document":"69.9","invoice_date_due":"2024-03-05 00:00:00","invoice_amount_paid":"79.9000","invoice_state":"1"},{"invoice_pk":"2","invoice_amount_document":69.9,"invoice_date_due":"2024-04-05T00:00:00.000Z","invoice_date_credit":""},{"invoice_pk":3,"invoice_amount_document":"100","invoice_date_due":"2024-05-05"}]}',
    });
    const kit = customerKit(stubbed.stub.url, stubbed.transport);
    const page = await kit.api.invoices({ start: 0, limit: 3 });
    expect(page.rows.map((row) => [row.invoice_pk, row.invoice_amount_document, row.invoice_date_due])).toEqual([
      [1, '69.90', '2024-03-05'],
      [2, '69.90', '2024-04-05'],
      [3, '100.00', '2024-05-05'],
    ]);
    expect(page.rows[0]).toMatchObject({ contract_pk: null, invoice_amount_paid: '79.90', invoice_state: 1 });
    expect(page.rows[1]?.invoice_date_credit).toBeNull();
    expect(kit.reported).toEqual([]);
  });

  it('reads the dashboard whether it comes as the envelope or as the record itself', async () => {
    stubbed.stub.route('/admin_ctl/dashboard/info', {
      body: '{"success":true,"clients_total":"61","custom_figure":7}',
    });
    const kit = adminKit(stubbed.stub.url, stubbed.transport);
    expect(await kit.api.dashboard()).toMatchObject({ clients_total: 61, custom_figure: 7 });
    stubbed.stub.route('/admin_ctl/dashboard/info', {
      body: '{"success":true,"total":1,"results":[{"clients_total":61,"invoices_overdue_amount":"1234.5"}]}',
    });
    expect(await kit.api.dashboard()).toMatchObject({ clients_total: 61, invoices_overdue_amount: '1234.50' });
  });
});

describe('timeouts and unreachable servers, from a stub', () => {
  const stubbed = useStubTransport({}, { connect: 1_000, headers: 300, body: 300 });

  it('an answer slower than headersTimeout is TIMEOUT, and a read is not retried on it', async () => {
    stubbed.stub.route('/admin_ctl/dashboard/info', { body: '{"success":true}', delayMs: 3_000 });
    const kit = adminKit(stubbed.stub.url, stubbed.transport, quickRetry);
    const before = stubbed.stub.requests.length;
    const error = await providerErrorOf(kit.api.dashboard());
    expect(error.code).toBe('TIMEOUT');
    expect(stubbed.stub.requests.length - before).toBe(1);
  });

  it('a body that stalls past bodyTimeout is TIMEOUT', async () => {
    stubbed.stub.route(listPath, {
      body: '{"success":true,"total":1,"results":[{"client_pk":1,"client_status":0,"client_type":0,"client_name":"Ana"}]}',
      stallBody: true,
    });
    const kit = adminKit(stubbed.stub.url, stubbed.transport, quickRetry);
    expect((await providerErrorOf(kit.api.listClients({ start: 0, limit: 1, where: [] }))).code).toBe('TIMEOUT');
  });

  it('the transport answers again after timeouts', async () => {
    stubbed.stub.route('/admin_ctl/dashboard/info', { body: '{"success":true,"clients_total":3}' });
    const kit = adminKit(stubbed.stub.url, stubbed.transport);
    expect(await kit.api.dashboard()).toMatchObject({ clients_total: 3 });
  });

  it('a closed port is NETWORK', async () => {
    const gone = await StubServer.start();
    const url = gone.url;
    await gone.close();
    const kit = adminKit(url, stubbed.transport, quickRetry);
    const error = await providerErrorOf(kit.api.dashboard());
    expect(error.code).toBe('NETWORK');
    expect(error.detail).toBe('ECONNREFUSED');
  });
});
