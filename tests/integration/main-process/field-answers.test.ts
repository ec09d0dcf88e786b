import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskCore } from '../../../electron/core/create-desk-core.ts';
import type { Result } from '../../../shared/ipc/result.ts';
import type { CannedAnswer, StubServer } from '../../support/stub-server.ts';
import { startStubDesk, stubLoginPath, stubLoginAccepted } from '../../support/stub-desk.ts';

// What deployed servers were seen to answer (issue 16), through the real provider client and the
// dispatcher: what the page gets. The stub stands in for the servers; the project's own service
// answers the interface's shapes, tested elsewhere.

const listPath = '/admin_ctl/client/list';
const html = { 'content-type': 'text/html; charset=utf-8' };

let stub: StubServer;
let core: DeskCore;
let close: () => Promise<void>;

beforeAll(async () => {
  // Why a machine without a keychain: this suite is about how the server's answers read, and with a keychain main keeps
  // a local copy (issue 46) that answers a list while a read is retried, so the gateway's own code would not show.
  ({ stub, core, close } = await startStubDesk({}, { keychain: false }));
});
afterAll(() => close());

const login = (password = 'senha-errada') =>
  core.dispatcher.dispatch('session:login', { profileId: 'demo', username: 'operador', password, remember: false });
const list = () => core.dispatcher.dispatch('clients:list', { start: 0, limit: 50 });
const codeOf = (result: Result<unknown>) => (result.ok ? 'ok' : result.error.code);

async function signIn(): Promise<void> {
  stub.route(stubLoginPath, stubLoginAccepted);
  expect(codeOf(await login('senha-certa'))).toBe('ok');
}

describe('a refused login reads as a wrong user or password, in every shape servers use', () => {
  it.each<[string, CannedAnswer]>([
    ['200 success:false and nothing more', { body: '{"success":false}' }],
    ['200 success:false with a message', { body: '{"success":false,"message":"Login inválido"}' }],
    [
      '403 with code and message (the shape of a lost session)',
      { status: 403, body: '{"code":403,"message":"Acesso negado"}' },
    ],
    ['401 with an empty body', { status: 401, body: '' }],
    ['a redirect to a login page', { status: 302, body: '', headers: { location: '/login.php' } }],
  ])('%s', async (_name, answer) => {
    stub.route(stubLoginPath, answer);
    const result = await login();
    expect(codeOf(result)).toBe('AUTH_FAILED');
    expect(!result.ok && result.error.message).toContain('Usuário ou senha incorretos');
  });

  it('a throttled login still says to wait (429, or the words of servers that answer 200)', async () => {
    stub.route(stubLoginPath, {
      status: 429,
      body: '{"success":false,"message":"Too many attempts"}',
      headers: { 'retry-after': '30' },
    });
    expect(codeOf(await login())).toBe('RATE_LIMITED');
    stub.route(stubLoginPath, {
      body: '{"success":false,"message":"Muitas tentativas de login. Aguarde 120 segundos."}',
    });
    const worded = await login();
    expect(codeOf(worded)).toBe('RATE_LIMITED');
    expect(!worded.ok && worded.error.message).toContain('120');
  });

  it('the password dialog of an expired session reads a refusal the same way', async () => {
    await signIn();
    stub.route(listPath, { status: 403, body: '{"code":403,"message":"Sessão expirada"}' });
    expect(codeOf(await list())).toBe('SESSION_EXPIRED');
    stub.route(stubLoginPath, { body: '{"success":false}' });
    expect(codeOf(await core.dispatcher.dispatch('session:resume', { password: 'outra-senha-errada' }))).toBe(
      'AUTH_FAILED',
    );
  });
});

describe('odd but valid answers of deployed servers', () => {
  it.each<[string, string]>([
    ['results null, total 0', '{"success":true,"total":0,"results":null}'],
    ['results null, total "0"', '{"success":true,"total":"0","results":null}'],
    ['results absent, total 0', '{"success":true,"total":0}'],
    ['results and total absent', '{"success":true}'],
  ])('an empty list: %s', async (_name, body) => {
    await signIn();
    stub.route(listPath, { body });
    const result = await list();
    expect(result).toMatchObject({ ok: true, data: { total: 0, rows: [] } });
  });

  it('a list without results but a total above zero is still a broken answer', async () => {
    await signIn();
    stub.route(listPath, { body: '{"success":true,"total":3}' });
    expect(codeOf(await list())).toBe('PROTOCOL');
  });

  it.each([
    ['ISO-8859-1', 'application/json; charset=ISO-8859-1', 'latin1'],
    ['windows-1252', 'application/json; charset=windows-1252', 'latin1'],
  ] as const)('a body in %s reads right ("José", "São Paulo")', async (_name, contentType, encoding) => {
    await signIn();
    const text =
      '{"success":true,"total":1,"results":[{"client_pk":7,"client_status":0,"client_type":0,"client_name":"José","cli_addr_city":"São Paulo"}]}';
    stub.route(listPath, { body: Buffer.from(text, encoding), headers: { 'content-type': contentType } });
    const result = await list();
    expect(result).toMatchObject({ ok: true, data: { rows: [{ client_name: 'José', cli_addr_city: 'São Paulo' }] } });
  });

  it.each([
    ['no charset (UTF-8 stays the default)', 'application/json'],
    ['charset=UTF-8', 'application/json; charset=UTF-8'],
    ['charset="utf8"', 'application/json; charset="utf8"'],
    ['an unknown charset (read as UTF-8)', 'application/json; charset=x-unknown'],
  ])('%s: UTF-8 reads right and a byte-order mark is skipped', async (_name, contentType) => {
    await signIn();
    const text =
      '{"success":true,"total":1,"results":[{"client_pk":8,"client_status":0,"client_type":0,"client_name":"Conceição"}]}';
    stub.route(listPath, {
      body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]),
      headers: { 'content-type': contentType },
    });
    expect(await list()).toMatchObject({ ok: true, data: { rows: [{ client_name: 'Conceição' }] } });
  });

  it.each([301, 302, 303, 307])(
    'a %i redirect (a portal or a proxy that lost the session) reads as an expired session',
    async (status) => {
      await signIn();
      stub.route(listPath, {
        status,
        body: '<html>Moved</html>',
        headers: { ...html, location: 'https://portal.example/login' },
      });
      expect(codeOf(await list())).toBe('SESSION_EXPIRED');
    },
  );

  it.each([502, 503, 504])(
    'a %i page from a gateway reads as "temporarily unavailable", and a read is retried',
    async (status) => {
      await signIn();
      const before = stub.requests.length;
      stub.route(listPath, {
        status,
        body: `<html><head><title>${status}</title></head><body><center>nginx</center></body></html>`,
        headers: html,
      });
      const result = await list();
      expect(codeOf(result)).toBe('SERVER_UNAVAILABLE');
      expect(!result.ok && result.error.message).toContain('temporariamente indisponível');
      expect(
        stub.requests.filter((request) => request.path === listPath).length -
          stub.requests.slice(0, before).filter((request) => request.path === listPath).length,
      ).toBe(3);
    },
  );

  it('a gateway that recovers while the read is retried answers the page', async () => {
    await signIn();
    let calls = 0;
    stub.route(listPath, () =>
      ++calls === 1
        ? { status: 503, body: 'busy', headers: { 'content-type': 'text/plain' } }
        : { body: '{"success":true,"total":0,"results":[]}' },
    );
    expect(await list()).toMatchObject({ ok: true, data: { total: 0 } });
    expect(calls).toBe(2);
  });

  it('a 500 stays a server error and is not retried', async () => {
    await signIn();
    let calls = 0;
    stub.route(listPath, () => {
      calls++;
      return { status: 500, body: '<html>Internal Server Error</html>', headers: html };
    });
    expect(codeOf(await list())).toBe('SERVER');
    expect(calls).toBe(1);
  });
});
