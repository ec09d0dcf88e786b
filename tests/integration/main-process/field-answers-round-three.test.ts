import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeskCore, type DeskCore } from '../../../electron/core/create-desk-core.ts';
import type { Result } from '../../../shared/ipc/result.ts';
import type { CannedAnswer, StubServer } from '../../support/stub-server.ts';
import { startStubDesk, stubLoginPath, stubLoginAccepted } from '../../support/stub-desk.ts';
import { AliasProxy } from '../../support/alias-proxy.ts';
import { fakeSecretBox, memoryLog, removeDir, stubDemo, tempDir, testFacts } from '../../support/main-process-kit.ts';

// Deployed servers' answers of issue 44 (lists as objects, the server's own reason for a refused login, session
// cookies the jar refuses, amounts in Brazilian notation), through the real provider client and the dispatcher:
// what the page gets.

const listPath = '/admin_ctl/client/list';
const invoicesPath = '/invoice_ctl/invoice/list';
const contractsPath = '/client_ctl/contract/list';

let stub: StubServer;
let core: DeskCore;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ stub, core, close } = await startStubDesk(
    {
      '/session/logout': { body: '{"success":true}' },
      '/site_ctl/config/info': { body: '{"success":true,"title":"Provedor de Campo"}' },
      [contractsPath]: { body: '{"success":true,"total":0,"results":[]}' },
    },
    { keychain: true },
  ));
});
afterAll(() => close());

const login = (password = 'senha') =>
  core.dispatcher.dispatch('session:login', { profileId: 'demo', username: 'operador', password, remember: false });
const codeOf = (result: Result<unknown>) => (result.ok ? 'ok' : result.error.code);

async function signIn(): Promise<void> {
  stub.route(stubLoginPath, stubLoginAccepted);
  expect(codeOf(await login())).toBe('ok');
}

const client = (pk: number, name: string) => ({ client_pk: pk, client_status: 0, client_type: 0, client_name: name });

describe('a list whose results is an object keyed by position (PHP json_encode of an array with gaps)', () => {
  it('reads its values in the keys’ numeric order as the rows', async () => {
    await signIn();
    stub.route(listPath, {
      body: JSON.stringify({
        success: true,
        total: 3,
        results: { '10': client(30, 'Carla'), '0': client(10, 'Ana'), '3': client(20, 'Bruno') },
      }),
    });
    const result = await core.dispatcher.dispatch('clients:list', { start: 0, limit: 50 });
    expect(result).toMatchObject({ ok: true, data: { total: 3 } });
    const rows = (result as { data: { rows: Array<{ client_name: string }> } }).data.rows;
    expect(rows.map((row) => row.client_name)).toEqual(['Ana', 'Bruno', 'Carla']);
  });

  it('an empty object with total 0 is an empty page; an object with other keys is still a broken answer', async () => {
    await signIn();
    stub.route(listPath, { body: '{"success":true,"total":0,"results":{}}' });
    expect(await core.dispatcher.dispatch('clients:list', { start: 0, limit: 50 })).toMatchObject({
      ok: true,
      data: { total: 0, rows: [] },
    });
    stub.route(listPath, { body: JSON.stringify({ success: true, total: 1, results: { first: client(1, 'Ana') } }) });
    expect(codeOf(await core.dispatcher.dispatch('clients:list', { start: 0, limit: 50 }))).toBe('PROTOCOL');
  });
});

describe('the server’s own reason for a refused login', () => {
  it.each<[string, CannedAnswer, string]>([
    [
      '200 success:false with its reason',
      { body: '{"success":false,"message":"Usuário já conectado em outra estação"}' },
      'Usuário já conectado em outra estação',
    ],
    [
      '403 with code and its reason',
      { status: 403, body: '{"code":403,"message":"Conta bloqueada"}' },
      'Conta bloqueada',
    ],
    [
      '401 with its reason',
      { status: 401, body: '{"success":false,"message":"Fora do horário permitido"}' },
      'Fora do horário permitido',
    ],
  ])('%s: AUTH_FAILED, with the server’s words as the detail', async (_name, answer, words) => {
    stub.route(stubLoginPath, answer);
    const result = await login();
    expect(codeOf(result)).toBe('AUTH_FAILED');
    expect(!result.ok && result.error.detail).toBe(words);
    expect(!result.ok && result.error.message).toContain(words);
  });

  it.each<[string, CannedAnswer]>([
    ['no message', { body: '{"success":false}' }],
    ['a message that only says the credentials are wrong', { body: '{"success":false,"message":"Login inválido"}' }],
    ['the same in English', { status: 401, body: '{"code":"AUTH_FAILED","message":"Wrong user name or password."}' }],
    ['a bare "access denied"', { status: 403, body: '{"code":403,"message":"Acesso negado"}' }],
    ['the same in English', { status: 403, body: '{"code":403,"message":"Access denied."}' }],
    ['a bare code', { status: 403, body: '{"code":"LOGIN_DENIED"}' }],
    ['a redirect', { status: 302, body: '', headers: { location: '/login.php' } }],
  ])('%s: AUTH_FAILED with no detail (only "Usuário ou senha incorretos")', async (_name, answer) => {
    stub.route(stubLoginPath, answer);
    const result = await login();
    expect(codeOf(result)).toBe('AUTH_FAILED');
    expect(!result.ok && result.error.detail).toBeUndefined();
    expect(!result.ok && result.error.message).toBe('Usuário ou senha incorretos.');
  });
});

const invoice = (pk: number, extra: Record<string, unknown>) => ({
  invoice_pk: pk,
  contract_pk: 1,
  contract_number: 10,
  invoice_date_due: '2030-05-10',
  invoice_date_credit: '',
  invoice_amount_paid: '',
  invoice_type: 0,
  invoice_state: 0,
  invoice_obs: 0,
  ...extra,
});

describe('amounts in Brazilian notation', () => {
  it('are read as money in invoices and contracts ("1.069,90", "R$ 69,90", "R$ -5,00")', async () => {
    await signIn();
    stub.route(invoicesPath, {
      body: JSON.stringify({
        success: true,
        total: 4,
        results: [
          invoice(1, { invoice_amount_document: '1.069,90' }),
          invoice(2, { invoice_amount_document: 'R$ 69,90', invoice_amount_paid: 'R$ 69,90' }),
          invoice(3, { invoice_amount_document: 'R$\u00a01.234.567,89' }),
          invoice(4, { invoice_amount_document: '79.9000' }),
        ],
      }),
    });
    stub.route(contractsPath, {
      body: JSON.stringify({
        success: true,
        total: 1,
        results: [{ contract_pk: 1, contract_number: 10, contract_amount: 'R$ -5,00' }],
      }),
    });
    const opened = await core.dispatcher.dispatch('customer:open', { username: 'cliente', password: 'senha' });
    const customerId = (opened as { data: { customerId: string } }).data.customerId;
    const invoices = await core.dispatcher.dispatch('customer:invoices', { customerId, start: 0, limit: 50 });
    expect(invoices).toMatchObject({
      ok: true,
      data: {
        rows: [
          { invoice_amount_document: '1069.90' },
          { invoice_amount_document: '69.90', invoice_amount_paid: '69.90' },
          { invoice_amount_document: '1234567.89' },
          { invoice_amount_document: '79.90' },
        ],
      },
    });
    const rows = (invoices as { data: { rows: Array<Record<string, unknown>> } }).data.rows;
    expect(rows.some((row) => '_rawFields' in row)).toBe(false);
    const contracts = await core.dispatcher.dispatch('customer:contracts', { customerId, start: 0, limit: 50 });
    expect(contracts).toMatchObject({ ok: true, data: { rows: [{ contract_amount: '-5.00' }] } });
  });
});

describe('a session cookie the jar refuses', () => {
  const loginWithCookie = async (cookie: string) => {
    stub.route(stubLoginPath, { body: '{"success":true}', headers: { 'set-cookie': cookie } });
    return login();
  };

  it('set for another host name: says so and names the fix, at login and in "Testar conexão"', async () => {
    const result = await loginWithCookie('SessionCookie=abc; Domain=painel.exemplo.com.br; Path=/');
    expect(codeOf(result)).toBe('COOKIE_REFUSED');
    expect(!result.ok && result.error.message).toContain(
      'o servidor definiu o cookie para painel.exemplo.com.br: use esse nome no endereço do perfil',
    );
    expect(!result.ok && result.error.message).not.toContain('abc');

    const checked = await core.dispatcher.dispatch('profiles:test', {
      adminUrl: stub.url,
      clientUrl: stub.url,
      adminPrefix: 'admin_ctl',
      username: 'operador',
      password: 'senha',
    });
    const steps = (checked as { data: { steps: Array<{ id: string; status: string; detail: string }> } }).data.steps;
    const loginStep = steps.find((step) => step.id === 'login');
    expect(loginStep?.status).toBe('fail');
    expect(loginStep?.detail).toContain(
      'o servidor definiu o cookie para painel.exemplo.com.br: use esse nome no endereço do perfil',
    );
  });

  it('set for a path the interface is not under: names the path', async () => {
    const result = await loginWithCookie('SessionCookie=abc; Path=/painel');
    expect(codeOf(result)).toBe('COOKIE_REFUSED');
    expect(!result.ok && result.error.message).toContain('caminho /painel');
  });

  it('one that breaks another rule (a __Host- cookie without Secure) is named as refused, not "no cookie"', async () => {
    const result = await loginWithCookie('__Host-sessao=abc; Path=/');
    expect(codeOf(result)).toBe('COOKIE_REFUSED');
    expect(!result.ok && result.error.message).toContain('__Host-sessao');
  });

  it('a login that sets no cookie at all is still told apart', async () => {
    stub.route(stubLoginPath, { body: '{"success":true}' });
    expect(codeOf(await login())).toBe('PROTOCOL');
  });
});

describe('a Secure session cookie over http, from a server by its name (not loopback)', () => {
  let proxy: AliasProxy;
  let named: DeskCore;
  let namedDir: string;

  beforeAll(async () => {
    proxy = await AliasProxy.start(Number(new URL(stub.url).port));
    namedDir = await tempDir();
    named = await createDeskCore({
      dataDir: namedDir,
      secretBox: fakeSecretBox(),
      facts: testFacts,
      demo: () =>
        stubDemo({
          adminUrl: 'http://painel.exemplo.com.br',
          clientUrl: 'http://painel.exemplo.com.br',
          adminPrefix: 'admin_ctl',
        }),
      log: memoryLog(),
      resolveProxy: () => Promise.resolve(`PROXY 127.0.0.1:${proxy.port}`),
    });
  });
  afterAll(async () => {
    await named.close();
    await proxy.close();
    await removeDir(namedDir);
  });

  it('says the cookie holds only over https and names the fix', async () => {
    stub.route(stubLoginPath, {
      body: '{"success":true}',
      headers: { 'set-cookie': 'SessionCookie=abc; Path=/; Secure' },
    });
    const result = await named.dispatcher.dispatch('session:login', {
      profileId: 'demo',
      username: 'operador',
      password: 'senha',
      remember: false,
    });
    expect(proxy.seen.some((host) => host.startsWith('painel.exemplo.com.br'))).toBe(true);
    expect(codeOf(result)).toBe('COOKIE_REFUSED');
    expect(!result.ok && result.error.message).toContain('use https:// no endereço do perfil');
  });
});
