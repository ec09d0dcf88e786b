import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Client } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDeskCore, type DeskCore } from '../core/create-desk-core.ts';
import type { DemoController } from '../demo/demo-controller.ts';
import { noSecretBox } from '../secrets/secret-box.ts';
import { startWebHost, type WebHost } from './web-host.ts';

const token = 'test-token-abcdefghijklmnopqrstuvwxyz-0123456789';
const csp =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; object-src 'none'";

/** A demo controller that never starts anything: these tests need no provider service. */
const stoppedDemo: DemoController = {
  status: () => ({ state: 'stopped' }),
  ensureRunning: () => Promise.reject(new Error('no demo service in these tests')),
  stop: () => Promise.resolve(),
};
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

let root: string;
let staticDir: string;
let core: DeskCore;
let host: WebHost;
let client: Client;
let port: number;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'web-host-'));
  staticDir = join(root, 'renderer');
  await mkdir(join(staticDir, 'assets'), { recursive: true });
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Provider Desk page</title>');
  await writeFile(join(staticDir, 'assets', 'app.js'), 'console.log("page");');
  await writeFile(join(staticDir, 'assets', 'app.css'), 'body { margin: 0 }');
  await writeFile(join(staticDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // A file next to the static folder that must never be served, and a link to it from inside.
  await writeFile(join(root, 'package.json'), '{"secret":"outside the static folder"}');
  await symlink(join(root, 'package.json'), join(staticDir, 'linked.json'));
  core = await createDeskCore({
    dataDir: join(root, 'data'),
    secretBox: noSecretBox,
    facts: { version: '9.9.9', host: 'browser', platform: 'linux', osRelease: 'test' },
    demo: () => stoppedDemo,
    log: silentLog,
  });
  host = await startWebHost({ core, port: 0, staticDir, token });
  port = Number(new URL(host.origin).port);
  client = new Client(host.origin);
});

afterAll(async () => {
  await client.close();
  await host.close();
  await core.close();
  await rm(root, { recursive: true, force: true });
});

/** One raw request (the path is sent as written, headers as given); every answer is checked for CORS headers. */
async function send(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer | Readable } = {},
): Promise<Answer> {
  const response = await client.request({
    path,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    body: options.body ?? null,
  });
  const text = await response.body.text();
  // Why on every answer: there is no CORS at all, whatever was asked.
  expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  return { status: response.statusCode, headers: response.headers, text };
}

/** A contract call with the token (unless headers say otherwise). */
function call(body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return send('/api/call', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-desk-token': token, ...headers },
    body: JSON.stringify(body),
  });
}

const json = (answer: Answer): unknown => JSON.parse(answer.text);

describe('the token', () => {
  it('refuses an API call without a token with 401', async () => {
    const answer = await call({ channel: 'app:info' }, { 'x-desk-token': '' });
    expect(answer.status).toBe(401);
    expect(json(answer)).toEqual({ error: expect.stringContaining('token') as unknown });
  });

  it('refuses a wrong token with 401, on every API route', async () => {
    expect((await call({ channel: 'app:info' }, { 'x-desk-token': `${token}x` })).status).toBe(401);
    expect((await send('/api/events', { headers: { 'x-desk-token': 'wrong' } })).status).toBe(401);
    expect(
      (
        await send('/api/cancel', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"callId":"a"}',
        })
      ).status,
    ).toBe(401);
  });

  it('answers a call with the right token: app:info says browser', async () => {
    const answer = await call({ channel: 'app:info', input: {} });
    expect(answer.status).toBe(200);
    expect(json(answer)).toEqual({
      ok: true,
      data: { version: '9.9.9', host: 'browser', platform: 'linux', secretsAvailable: false },
    });
  });

  it('is printed in the fragment of the address to open', () => {
    expect(host.url).toBe(`${host.origin}/#token=${token}`);
  });

  it('draws a random token when none is given, and refuses a short one', async () => {
    const own = await startWebHost({ core, port: 0, staticDir });
    try {
      expect(own.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#token=[A-Za-z0-9_-]{43}$/);
    } finally {
      await own.close();
    }
    await expect(startWebHost({ core, port: 0, staticDir, token: 'short' })).rejects.toThrow(RangeError);
  });
});

describe('Host and Origin', () => {
  it('refuses a foreign Host with 403 even with the right token, API and page alike', async () => {
    const api = await call({ channel: 'app:info' }, { host: `evil.example:${port}` });
    expect(api.status).toBe(403);
    expect(json(api)).toEqual({ error: expect.stringContaining('host') as unknown });
    expect((await send('/', { headers: { host: `evil.example:${port}` } })).status).toBe(403);
    expect((await send('/assets/app.js', { headers: { host: `127.0.0.1:${port + 1}` } })).status).toBe(403);
    expect((await send('/', { headers: { host: '127.0.0.1' } })).status).toBe(403);
  });

  it('accepts localhost:PORT as Host', async () => {
    expect((await call({ channel: 'app:info' }, { host: `localhost:${port}` })).status).toBe(200);
    expect((await send('/', { headers: { host: `localhost:${port}` } })).status).toBe(200);
  });

  it('refuses a foreign Origin with 403 even with the right token', async () => {
    for (const origin of ['http://evil.example', `http://localhost:${port}`, 'null', `https://127.0.0.1:${port}`]) {
      const answer = await call({ channel: 'app:info' }, { origin });
      expect(answer.status, origin).toBe(403);
      expect(json(answer)).toEqual({ error: expect.stringContaining('origin') as unknown });
    }
    expect((await send('/', { headers: { origin: 'http://evil.example' } })).status).toBe(403);
  });

  it('accepts its own Origin', async () => {
    expect((await call({ channel: 'app:info' }, { origin: host.origin })).status).toBe(200);
    expect(
      (await call({ channel: 'app:info' }, { origin: `http://localhost:${port}`, host: `localhost:${port}` })).status,
    ).toBe(200);
  });

  it('refuses CORS preflights and never sends Access-Control headers', async () => {
    const preflight = await send('/api/call', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-desk-token, content-type',
      },
    });
    expect(preflight.status).toBe(403);
    const ownPreflight = await send('/api/call', {
      method: 'OPTIONS',
      headers: { origin: host.origin, 'access-control-request-method': 'POST' },
    });
    expect(ownPreflight.status).toBe(403);
    expect(json(ownPreflight)).toEqual({ error: expect.stringContaining('cross-origin') as unknown });
  });
});

describe('calls', () => {
  it('answers an unknown channel with a Result that is not ok', async () => {
    const answer = await call({ channel: 'files:delete', input: {} });
    expect(answer.status).toBe(200);
    expect(json(answer)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });

  it('answers invalid input with a VALIDATION Result naming the field', async () => {
    const answer = await call({ channel: 'settings:set', input: { zoom: 'huge' } });
    expect(answer.status).toBe(200);
    expect(json(answer)).toMatchObject({ ok: false, error: { code: 'VALIDATION', fieldErrors: [{ field: 'zoom' }] } });
  });

  it('runs a call through to the core and back', async () => {
    const changed = await call({ channel: 'settings:set', input: { theme: 'dark' } });
    expect(json(changed)).toMatchObject({ ok: true, data: { theme: 'dark' } });
    expect(await core.settings.get()).toMatchObject({ theme: 'dark' });
  });

  it('passes the call id to the dispatcher, and cancel to its cancel', async () => {
    const dispatch = vi.spyOn(core.dispatcher, 'dispatch');
    const cancel = vi.spyOn(core.dispatcher, 'cancel');
    try {
      await call({ channel: 'app:info', input: {}, callId: 'grid-7' });
      expect(dispatch).toHaveBeenCalledWith('app:info', {}, 'grid-7');
      const answer = await send('/api/cancel', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-desk-token': token },
        body: '{"callId":"grid-7"}',
      });
      expect(answer.status).toBe(200);
      expect(json(answer)).toEqual({ ok: true, data: { done: true } });
      expect(cancel).toHaveBeenCalledWith('grid-7');
    } finally {
      dispatch.mockRestore();
      cancel.mockRestore();
    }
  });

  it('refuses a body over 1 MiB with 413, declared or chunked', async () => {
    const big = JSON.stringify({ channel: 'app:info', input: { padding: 'x'.repeat(1024 * 1024) } });
    expect((await call(JSON.parse(big))).status).toBe(413);
    async function* chunks(): AsyncIterable<Buffer> {
      for (let index = 0; index < 40; index += 1) yield Buffer.alloc(64 * 1024, 32);
    }
    const chunked = await send('/api/call', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-desk-token': token },
      body: Readable.from(chunks()),
    });
    expect(chunked.status).toBe(413);
    expect((await call({ channel: 'app:info' })).status).toBe(200);
  });

  it('refuses a body that is not application/json with 415', async () => {
    const body = 'channel=app%3Ainfo';
    const form = await send('/api/call', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-desk-token': token },
      body,
    });
    expect(form.status).toBe(415);
    const text = await send('/api/call', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-desk-token': token },
      body: '{"channel":"app:info"}',
    });
    expect(text.status).toBe(415);
    const charset = await send('/api/call', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'x-desk-token': token },
      body: '{"channel":"app:info"}',
    });
    expect(charset.status).toBe(200);
  });

  it('refuses malformed JSON and bodies that are not objects with 400', async () => {
    const headers = { 'content-type': 'application/json', 'x-desk-token': token };
    expect((await send('/api/call', { method: 'POST', headers, body: '{"channel":' })).status).toBe(400);
    expect((await send('/api/call', { method: 'POST', headers, body: '["app:info"]' })).status).toBe(400);
    expect((await send('/api/call', { method: 'POST', headers, body: Buffer.from([0x7b, 0xff, 0x7d]) })).status).toBe(
      400,
    );
  });

  it('answers a wrong method with 405 and an unknown API route with 404, never the page', async () => {
    const get = await send('/api/call', { headers: { 'x-desk-token': token } });
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    const unknown = await send('/api/nothing', { headers: { 'x-desk-token': token } });
    expect(unknown.status).toBe(404);
    expect(unknown.text).not.toContain('Provider Desk page');
  });
});

describe('security headers', () => {
  it('sends the strict CSP on the page, files, API answers and refusals', async () => {
    const answers = [
      await send('/'),
      await send('/assets/app.js'),
      await call({ channel: 'app:info' }),
      await call({ channel: 'app:info' }, { 'x-desk-token': 'wrong' }),
      await send('/', { headers: { host: 'evil.example' } }),
      await send('/missing.js'),
    ];
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toBe(csp);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('never lets API answers be cached', async () => {
    expect((await call({ channel: 'app:info' })).headers['cache-control']).toBe('no-store');
    expect((await call({ channel: 'app:info' }, { 'x-desk-token': 'wrong' })).headers['cache-control']).toBe(
      'no-store',
    );
  });
});

describe('static files', () => {
  it('serves index.html at / and each file with its type', async () => {
    const page = await send('/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('Provider Desk page');
    const script = await send('/assets/app.js');
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.text).toBe('console.log("page");');
    expect((await send('/assets/app.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await send('/logo.svg')).headers['content-type']).toBe('image/svg+xml');
  });

  it('answers index.html for the page routes (paths without an extension)', async () => {
    for (const path of ['/clients', '/clients/42/invoices', '/assets']) {
      const answer = await send(path);
      expect(answer.status, path).toBe(200);
      expect(answer.text, path).toContain('Provider Desk page');
    }
  });

  it('answers 404 for a missing file with an extension', async () => {
    expect((await send('/assets/missing.js')).status).toBe(404);
  });

  it('never serves a file outside the folder', async () => {
    const paths = [
      '/../package.json',
      '/%2e%2e/package.json',
      '/..%2fpackage.json',
      '/%2e%2e%2fpackage.json',
      '/assets/..%2f..%2fpackage.json',
      '/assets%2f..%2f..%2fpackage.json',
      '/..%5cpackage.json',
      '/linked.json',
      '/index.html%00.json',
    ];
    for (const path of paths) {
      const answer = await send(path);
      expect(answer.status, path).not.toBe(200);
      expect(answer.text, path).not.toContain('secret');
    }
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await send('/assets/app.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength('console.log("page");')));
    expect(
      (await send('/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status,
    ).toBe(405);
  });

  it('says the renderer is not built yet when the folder has no index.html', async () => {
    const empty = join(root, 'not-built');
    await mkdir(empty, { recursive: true });
    const bare = await startWebHost({ core, port: 0, staticDir: empty, token });
    const bareClient = new Client(bare.origin);
    try {
      const response = await bareClient.request({ path: '/', method: 'GET' });
      const text = await response.body.text();
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-security-policy']).toBe(csp);
      expect(text).toContain('not been built');
      expect(text).toContain('dist/renderer');
    } finally {
      await bareClient.close();
      await bare.close();
    }
  });
});

/** Reads a stream's text until it contains `wanted`; answers all the text read so far. */
async function readUntil(reader: AsyncIterator<Buffer>, seen: { text: string }, wanted: string): Promise<string> {
  while (!seen.text.includes(wanted)) {
    const next = await reader.next();
    if (next.done) throw new Error(`the stream ended before ${wanted}: ${seen.text}`);
    seen.text += next.value.toString('utf8');
  }
  return seen.text;
}

/** Opens the event stream on a connection of its own (a stream holds its connection). */
async function openStream(origin = host.origin): Promise<{
  reader: AsyncIterator<Buffer>;
  seen: { text: string };
  status: number;
  headers: Answer['headers'];
  close(): Promise<void>;
}> {
  const own = new Client(origin);
  const response = await own.request({ path: '/api/events', method: 'GET', headers: { 'x-desk-token': token } });
  const reader = (response.body as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  return {
    reader,
    seen: { text: '' },
    status: response.statusCode,
    headers: response.headers,
    close: async () => {
      response.body.destroy();
      await own.destroy();
    },
  };
}

describe('events', () => {
  it('streams hub events as Server-Sent Events and unsubscribes when the reader goes away', async () => {
    const subscribe = core.hub.subscribe.bind(core.hub);
    let listening = 0;
    const spy = vi.spyOn(core.hub, 'subscribe').mockImplementation((listener) => {
      listening += 1;
      const unsubscribe = subscribe(listener);
      return () => {
        listening -= 1;
        unsubscribe();
      };
    });
    try {
      const stream = await openStream();
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers['content-security-policy']).toBe(csp);
      await readUntil(stream.reader, stream.seen, ': connected\n\n');
      expect(listening).toBe(1);
      core.hub.emit('demo:status', { state: 'starting', progress: { done: 10, total: 2000 } });
      core.hub.emit('session:expired', { area: 'admin' });
      const text = await readUntil(stream.reader, stream.seen, 'event: session:expired');
      expect(text).toContain('event: demo:status\ndata: {"state":"starting","progress":{"done":10,"total":2000}}\n\n');
      await readUntil(stream.reader, stream.seen, 'event: session:expired\ndata: {"area":"admin"}\n\n');
      await stream.close();
      await vi.waitFor(() => expect(listening).toBe(0));
    } finally {
      spy.mockRestore();
    }
  });

  it('opens with the latest of each state sent before it connected, and not with one-off events', async () => {
    core.hub.emit('demo:status', { state: 'starting', progress: { done: 5, total: 2000 } });
    core.hub.emit('demo:status', { state: 'running' });
    core.hub.emit('ui:command', { command: 'show-shortcuts' });
    const stream = await openStream();
    core.hub.emit('session:expired', { area: 'client' });
    const text = await readUntil(stream.reader, stream.seen, 'event: session:expired');
    const afterConnected = text.slice(text.indexOf(': connected\n\n'));
    expect(afterConnected).toContain('event: demo:status\ndata: {"state":"running"}\n\n');
    expect(afterConnected.indexOf('event: demo:status')).toBeLessThan(afterConnected.indexOf('event: session:expired'));
    expect(text).not.toContain('"done":5');
    expect(text).not.toContain('ui:command');
    await stream.close();
  });

  it('sends a heartbeat comment every 25 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stream = await openStream();
      await readUntil(stream.reader, stream.seen, ': connected\n\n');
      expect(stream.seen.text).not.toContain('heartbeat');
      vi.advanceTimersByTime(25_000);
      await readUntil(stream.reader, stream.seen, ': heartbeat\n\n');
      await stream.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends open streams when the host closes', async () => {
    const other = await startWebHost({ core, port: 0, staticDir, token });
    const stream = await openStream(other.origin);
    await readUntil(stream.reader, stream.seen, ': connected\n\n');
    await other.close();
    let next = await stream.reader.next();
    while (!next.done) next = await stream.reader.next();
    expect(next.done).toBe(true);
    await stream.close();
  });
});

describe('listening', () => {
  it('is bound to 127.0.0.1 only', async () => {
    expect(new URL(host.origin).hostname).toBe('127.0.0.1');
    const reach = (address: string): Promise<string> =>
      new Promise((resolve) => {
        const socket = connect({ host: address, port }, () => {
          resolve(socket.remoteAddress ?? 'connected');
          socket.destroy();
        });
        socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      });
    expect(await reach('127.0.0.1')).toBe('127.0.0.1');
    // Other addresses of this machine: its network interfaces, and (Linux routes all of 127/8 to the
    // loopback interface) 127.0.0.2, which a host bound to every address would answer.
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((entry) => entry !== undefined && !entry.internal && entry.family === 'IPv4')
      .map((entry) => entry?.address ?? '');
    if (process.platform === 'linux') others.push('127.0.0.2');
    for (const address of others) expect(await reach(address), address).toBe('ECONNREFUSED');
  });
});
