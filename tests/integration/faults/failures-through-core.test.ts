import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../../shared/ipc/result.ts';
import { createDeskCore, type DeskCore } from '../../../electron/core/create-desk-core.ts';
import { StubServer, type CannedAnswer } from '../../support/stub-server.ts';
import {
  codeOf,
  dataOf,
  fakeSecretBox,
  memoryLog,
  removeDir,
  stubDemo,
  tempDir,
  testFacts,
  watchPage,
} from '../../support/main-process-kit.ts';

const listPath = '/admin_ctl/client/list';
const html = { 'content-type': 'text/html; charset=utf-8' };
const goodPage =
  '{"success":true,"total":1,"results":[{"client_pk":1,"client_status":0,"client_type":0,"client_name":"Ana"}]}';

interface Shape {
  name: string;
  answer: CannedAnswer;
  code: ErrorCode;
}

// What a deployed server (or what stands in front of it) answers when it fails, and the stable code the
// page must get for each; tests/integration/main-process/failure-shapes.test.ts checks the provider
// client's codes one level down, these check what reaches the page: a Result, a message, nothing raw.
const shapes: Shape[] = [
  {
    name: '500 with an HTML page',
    answer: {
      status: 500,
      headers: html,
      body: '<!DOCTYPE html><html><body><h1>Internal Server Error</h1><pre>at Object.handler (/srv/app.js:10)</pre></body></html>',
    },
    code: 'SERVER',
  },
  {
    name: '500 with a JSON error',
    answer: {
      status: 500,
      body: '{"success":false,"code":"INTERNAL","message":"Internal error; the service log has the details."}',
    },
    code: 'SERVER',
  },
  {
    name: '502 from a proxy',
    answer: {
      status: 502,
      headers: html,
      body: '<html><head><title>502 Bad Gateway</title></head><body><center>nginx</center></body></html>',
    },
    code: 'SERVER_UNAVAILABLE',
  },
  { name: '503 with an empty body', answer: { status: 503, body: '' }, code: 'SERVER_UNAVAILABLE' },
  { name: '200 with truncated JSON', answer: { body: goodPage.slice(0, 60) }, code: 'PROTOCOL' },
  {
    name: '200 with malformed JSON',
    answer: { body: '{"success":true,"total":1,"results":[{"client_pk":1,}]}' },
    code: 'PROTOCOL',
  },
  {
    name: '200 with an HTML page',
    answer: { headers: html, body: '<html><body>Bem-vindo ao roteador</body></html>' },
    code: 'PROTOCOL',
  },
  { name: '200 with JSON null', answer: { body: 'null' }, code: 'PROTOCOL' },
  {
    name: '200 with a record of the wrong shape',
    answer: {
      body: '{"success":true,"total":1,"results":[{"client_pk":"um","client_status":0,"client_type":0,"client_name":"Ana"}]}',
    },
    code: 'PROTOCOL',
  },
  {
    name: '200 with results not a list',
    answer: { body: '{"success":true,"total":1,"results":{"client_pk":1}}' },
    code: 'PROTOCOL',
  },
  {
    name: '403 session gone',
    answer: { status: 403, body: '{"code":403,"message":"Sessão expirada, faça login novamente"}' },
    code: 'SESSION_EXPIRED',
  },
  {
    name: '429 throttled',
    answer: {
      status: 429,
      headers: { 'retry-after': '12' },
      body: '{"success":false,"code":"LOGIN_THROTTLED","message":"Too many attempts."}',
    },
    code: 'RATE_LIMITED',
  },
  { name: 'an answer slower than the headers timeout', answer: { body: goodPage, delayMs: 2_000 }, code: 'TIMEOUT' },
  { name: 'a body that stalls past the body timeout', answer: { body: goodPage, stallBody: true }, code: 'TIMEOUT' },
];

describe('every failure shape reaches the page as a clear Result, from a stub server', () => {
  let stub: StubServer;
  let dataDir: string;
  let core: DeskCore;
  let page: ReturnType<typeof watchPage>;

  beforeAll(async () => {
    stub = await StubServer.start({
      '/login': { body: '{"success":true}', headers: { 'set-cookie': 'SessionCookie=stub-session; Path=/; HttpOnly' } },
      [listPath]: { body: goodPage },
    });
    dataDir = await tempDir('desk-shapes-');
    core = await createDeskCore({
      dataDir,
      secretBox: fakeSecretBox(false),
      facts: testFacts,
      demo: () => stubDemo({ adminUrl: stub.url, clientUrl: stub.url, adminPrefix: 'admin_ctl' }),
      log: memoryLog(),
      // Why short: the slow shapes must pass the timeouts without making the suite slow.
      timeouts: { connect: 1_000, headers: 400, body: 400 },
    });
    page = watchPage(core);
    dataOf(await page.call('session:login', { profileId: 'demo', username: 'admin', password: 'x', remember: false }));
  });

  afterAll(async () => {
    page.stop();
    await core.close();
    await stub.close();
    await removeDir(dataDir);
  });

  it.each(shapes)(
    '$name → $code, with a message and nothing raw, sent once (a read tried again only when a gateway says unavailable)',
    async ({ answer, code }) => {
      stub.route(listPath, answer);
      const before = stub.requests.filter((request) => request.path === listPath).length;
      const result = await page.call('clients:list', { start: 0, limit: 1 });
      expect(codeOf(result)).toBe(code);
      const message = result.ok ? '' : result.error.message;
      expect(message.trim().length).toBeGreaterThan(0);
      expect(message).not.toMatch(/<\/?[a-z]+[\s>]|\bat Object\.|\/srv\/|undici|UND_ERR/i);
      // Failure answers and timeouts are not retried; only dropped connections and a gateway's "unavailable" are.
      expect(stub.requests.filter((request) => request.path === listPath).length - before).toBe(
        code === 'SERVER_UNAVAILABLE' ? 3 : 1,
      );
      // The app recovers as soon as the server answers properly again.
      stub.route(listPath, { body: goodPage });
      expect(dataOf<{ total: number }>(await page.call('clients:list', { start: 0, limit: 1 })).total).toBe(1);
    },
  );

  it('the page heard offline on a timeout and online once the server answered again', () => {
    const states = page.events
      .filter((event) => event.event === 'connection:changed')
      .map((event) => (event.payload as { state: string }).state);
    const offline = states.indexOf('offline');
    expect(offline).toBeGreaterThanOrEqual(0);
    expect(states.slice(offline)).toContain('online');
    expect(states.at(-1)).toBe('online');
  });
});
