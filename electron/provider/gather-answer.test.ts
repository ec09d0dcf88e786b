import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatherAnswer } from './gather-answer.ts';
import { ProviderError } from './provider-error.ts';

let server: Server;
let base = '';
const agent = new Agent();
/** How many bytes the server had written of its endless answer when the client stopped it. */
let endlessWritten = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/echo') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        response.writeHead(201, { 'content-type': 'application/json', 'x-seen': request.headers['x-given'] ?? '' });
        // Several writes: the answer comes in more than one piece.
        response.write('{"method":"');
        response.write(`${request.method}","body":${JSON.stringify(body)},"query":"${url.search}"}`);
        response.end();
      });
    } else if (url.pathname === '/says-large') {
      response.writeHead(200, { 'content-length': '5000' });
      response.end('x'.repeat(5000));
    } else if (url.pathname === '/endless') {
      // Chunked, no length: only counting stops it.
      response.writeHead(200, { 'content-type': 'text/plain' });
      endlessWritten = 0;
      const timer = setInterval(() => {
        endlessWritten += 1000;
        response.write('y'.repeat(1000));
      }, 1);
      response.on('close', () => clearInterval(timer));
    } else if (url.pathname === '/slow') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('first part');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await agent.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const errorOf = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('gatherAnswer (one request through undici, the answer gathered whole)', () => {
  it('sends the method, headers, query and body, and answers the status, headers and every byte', async () => {
    const answer = await gatherAnswer(agent, {
      method: 'POST',
      url: `${base}/echo?start=0`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-given': 'yes' },
      body: 'a=1&b=%C3%A3',
      cap: 1000,
    });
    expect(answer.status).toBe(201);
    expect(answer.headers['x-seen']).toBe('yes');
    expect(answer.headers['content-type']).toBe('application/json');
    expect(JSON.parse(answer.bytes.toString('utf8'))).toEqual({
      method: 'POST',
      body: 'a=1&b=%C3%A3',
      query: '?start=0',
    });
  });

  it('refuses an answer that says it is larger than the cap, as a PROTOCOL error naming the size', async () => {
    const error = await errorOf(
      gatherAnswer(agent, { method: 'GET', url: `${base}/says-large`, headers: {}, cap: 4999 }),
    );
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ code: 'PROTOCOL' });
    expect(String((error as Error).message)).toContain('5000 bytes');
  });

  it('stops reading an answer without a length once it passes the cap', async () => {
    const error = await errorOf(
      gatherAnswer(agent, { method: 'GET', url: `${base}/endless`, headers: {}, cap: 20_000 }),
    );
    expect(error).toMatchObject({ code: 'PROTOCOL' });
    const writtenThen = endlessWritten;
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Why: the connection is closed; the server cannot go on sending into it.
    expect(endlessWritten - writtenThen).toBeLessThan(20_000);
  });

  it('is aborted by its signal while the answer comes, and by one aborted before it was sent', async () => {
    const controller = new AbortController();
    const pending = gatherAnswer(agent, {
      method: 'GET',
      url: `${base}/slow`,
      headers: {},
      cap: 1000,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 20);
    expect(await errorOf(pending)).toBeDefined();
    expect(controller.signal.aborted).toBe(true);

    const aborted = AbortSignal.abort();
    const before = await errorOf(
      gatherAnswer(agent, { method: 'GET', url: `${base}/echo`, headers: {}, cap: 1000, signal: aborted }),
    );
    expect(before).toBeDefined();
  });

  it('leaves no listener on a signal it no longer needs', async () => {
    const controller = new AbortController();
    let listeners = 0;
    const { signal } = controller;
    const add = signal.addEventListener.bind(signal);
    const remove = signal.removeEventListener.bind(signal);
    signal.addEventListener = ((...args: Parameters<typeof add>) => {
      listeners += 1;
      add(...args);
    }) as typeof signal.addEventListener;
    signal.removeEventListener = ((...args: Parameters<typeof remove>) => {
      listeners -= 1;
      remove(...args);
    }) as typeof signal.removeEventListener;
    await gatherAnswer(agent, { method: 'POST', url: `${base}/echo`, headers: {}, body: 'x', cap: 1000, signal });
    expect(listeners).toBe(0);
  });
});
