import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeskCore, type DeskCore } from '../../../electron/core/create-desk-core.ts';
import { HttpTransport } from '../../../electron/provider/http-transport.ts';
import { ProviderError } from '../../../electron/provider/provider-error.ts';
import type { Result } from '../../../shared/ipc/result.ts';
import { AliasProxy } from '../../support/alias-proxy.ts';
import {
  fakeSecretBox,
  memoryLog,
  removeDir,
  startCore,
  stubDemo,
  tempDir,
  testFacts,
} from '../../support/main-process-kit.ts';
import { StubServer, type CannedAnswer, type StubRequest } from '../../support/stub-server.ts';

// Compressed answers (issue 44), through the real provider client and the dispatcher: asked for from a server
// that is not on this machine (called by name through a loopback proxy), decoded whether asked for or not, and
// held to the answer cap by their decoded size.

const listPath = '/admin_ctl/client/list';
const okLogin: CannedAnswer = { body: '{"success":true}', headers: { 'set-cookie': 'SessionCookie=abc; Path=/' } };
const page = JSON.stringify({
  success: true,
  total: 2,
  results: [
    { client_pk: 1, client_status: 0, client_type: 0, client_name: 'José', cli_addr_city: 'São Paulo' },
    { client_pk: 2, client_status: 0, client_type: 0, client_name: 'Conceição', cli_addr_city: 'Cuiabá' },
  ],
});
const encoders: Record<string, (text: string) => Buffer> = {
  gzip: (text) => gzipSync(text),
  deflate: (text) => deflateSync(text),
  br: (text) => brotliCompressSync(text),
};

/** Answers the page compressed by the first encoding the request asked for, plain when it asked for none. */
function negotiated(request: StubRequest): CannedAnswer {
  const asked = String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .map((coding) => coding.trim())
    .find((coding) => coding in encoders);
  return asked
    ? { body: encoders[asked]!(page), headers: { 'content-encoding': asked, vary: 'Accept-Encoding' } }
    : { body: page };
}

let stub: StubServer;
let proxy: AliasProxy;
let local: DeskCore;
let remote: DeskCore;
const dirs: string[] = [];

beforeAll(async () => {
  stub = await StubServer.start({ '/login': okLogin, '/session/logout': { body: '{"success":true}' } });
  proxy = await AliasProxy.start(Number(new URL(stub.url).port));
  const localDir = await tempDir();
  const remoteDir = await tempDir();
  dirs.push(localDir, remoteDir);
  local = await startCore(localDir, fakeSecretBox(), {
    adminUrl: stub.url,
    clientUrl: stub.url,
    adminPrefix: 'admin_ctl',
  });
  const named = 'http://painel.exemplo.com.br';
  remote = await createDeskCore({
    dataDir: remoteDir,
    secretBox: fakeSecretBox(),
    facts: testFacts,
    demo: () => stubDemo({ adminUrl: named, clientUrl: named, adminPrefix: 'admin_ctl' }),
    log: memoryLog(),
    resolveProxy: () => Promise.resolve(`PROXY 127.0.0.1:${proxy.port}`),
  });
  for (const core of [local, remote]) {
    const login = await core.dispatcher.dispatch('session:login', {
      profileId: 'demo',
      username: 'operador',
      password: 'senha',
      remember: false,
    });
    if (!login.ok) throw new Error(login.error.message);
  }
});
afterAll(async () => {
  await Promise.all([local.close(), remote.close()]);
  await proxy.close();
  await stub.close();
  await Promise.all(dirs.map((dir) => removeDir(dir)));
});

const list = (core: DeskCore) => core.dispatcher.dispatch('clients:list', { start: 0, limit: 50 });
const codeOf = (result: Result<unknown>) => (result.ok ? 'ok' : result.error.code);
const names = (result: Result<unknown>) =>
  (result as { data: { rows: Array<{ client_name: string }> } }).data.rows.map((row) => row.client_name);
const lastAsked = () => stub.requests.filter((request) => request.path === listPath).at(-1);

describe('compressed answers', () => {
  it('are asked for from a server that is not on this machine, and read right', async () => {
    stub.route(listPath, negotiated);
    const result = await list(remote);
    expect(lastAsked()?.headers['accept-encoding']).toBe('gzip, deflate, br');
    expect(names(result)).toEqual(['José', 'Conceição']);
  });

  it('are not asked for from a server on this machine (loopback: compressing would only cost time)', async () => {
    stub.route(listPath, negotiated);
    expect(names(await list(local))).toEqual(['José', 'Conceição']);
    expect(lastAsked()?.headers['accept-encoding']).toBeUndefined();
  });

  it.each<[string, () => Buffer]>([
    ['gzip', () => gzipSync(page)],
    ['x-gzip', () => gzipSync(page)],
    ['deflate', () => deflateSync(page)],
    ['deflate', () => deflateRawSync(page)],
    ['br', () => brotliCompressSync(page)],
    ['gzip, br', () => brotliCompressSync(gzipSync(page))],
  ])('a server that compresses without being asked (%s) reads right too', async (encoding, body) => {
    stub.route(listPath, { body: body(), headers: { 'content-encoding': encoding } });
    expect(names(await list(local))).toEqual(['José', 'Conceição']);
  });

  it('damaged compressed data, or an encoding the app does not read, is a broken answer (PROTOCOL)', async () => {
    stub.route(listPath, { body: gzipSync(page).subarray(0, 40), headers: { 'content-encoding': 'gzip' } });
    expect(codeOf(await list(local))).toBe('PROTOCOL');
    stub.route(listPath, { body: Buffer.from('\x1f\x9d\x90'), headers: { 'content-encoding': 'compress' } });
    expect(codeOf(await list(local))).toBe('PROTOCOL');
  });
});

describe('the answer cap counts decoded bytes', () => {
  it('a small compressed answer that would expand past the cap is refused, not expanded', async () => {
    // 8 MiB of one character compresses to about 8 KB of gzip: far below the cap, far above it once decoded.
    const bomb = gzipSync(Buffer.alloc(8 * 1024 * 1024, 0x20));
    expect(bomb.byteLength).toBeLessThan(64 * 1024);
    stub.route('/bomb', { body: bomb, headers: { 'content-encoding': 'gzip' } });
    const transport = new HttpTransport();
    try {
      const before = process.memoryUsage().arrayBuffers;
      const error = await transport
        .send({ method: 'GET', url: `${stub.url}/bomb`, headers: {}, maxBytes: 1024 * 1024 })
        .then(
          () => undefined,
          (failure: unknown) => failure,
        );
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ code: 'PROTOCOL' });
      expect((error as ProviderError).detail).toContain('once decompressed');
      // Why a loose bound: the point is that the 8 MiB were never made, whatever else the process holds.
      expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(6 * 1024 * 1024);
      const fits = await transport.send({
        method: 'GET',
        url: `${stub.url}/bomb`,
        headers: {},
        maxBytes: 9 * 1024 * 1024,
      });
      expect(fits.text.length).toBe(8 * 1024 * 1024);
    } finally {
      await transport.close();
    }
  });
});
