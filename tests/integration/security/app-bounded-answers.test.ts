import { createServer, type Server, type ServerResponse } from 'node:http';
import { CookieJar } from 'tough-cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskCore } from '../../../electron/core/create-desk-core.ts';
import { AdminApi } from '../../../electron/provider/admin-api.ts';
import { AreaClient } from '../../../electron/provider/area-client.ts';
import { HttpTransport } from '../../../electron/provider/http-transport.ts';
import { reportOncePerField } from '../../../electron/provider/record-parser.ts';
import { StubServer } from '../../support/stub-server.ts';
import { dataOf, fakeSecretBox, removeDir, startCore, tempDir } from '../../support/main-process-kit.ts';
import { providerErrorOf } from '../../support/provider-error-of.ts';

const MiB = 1024 * 1024;

/** What the chunked stub sent for one answer: bytes written, and whether the client hung up before the end. */
interface Sent {
  written: number;
  cutShort: boolean;
}

/**
 * A server whose dashboard answers without a content-length (chunked), `total` bytes of valid JSON in
 * 64 KiB writes that wait for the client to take them (as a real server streaming a huge answer does).
 */
async function chunkedServer(): Promise<{ url: string; server: Server; sent: Sent[]; total: { bytes: number } }> {
  const sent: Sent[] = [];
  const total = { bytes: 2 * MiB };
  const server = createServer((request, response: ServerResponse) => {
    request.resume();
    const record: Sent = { written: 0, cutShort: false };
    sent.push(record);
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    const head = '{"success":true,"clients_total":3,"padding":"';
    const tail = '"}';
    response.write(head);
    record.written += head.length;
    // Why multi-byte text: the reader must count bytes, not characters, and decode across chunk edges.
    const chunk = 'ç'.repeat(32 * 1024);
    const pump = (): void => {
      while (record.written + Buffer.byteLength(chunk) + tail.length <= total.bytes) {
        record.written += Buffer.byteLength(chunk);
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
      response.end(tail);
      record.written += tail.length;
    };
    response.once('close', () => {
      record.cutShort = !response.writableFinished;
    });
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server, sent, total };
}

describe('answers without a length are bounded while they are read', () => {
  let stub: Awaited<ReturnType<typeof chunkedServer>>;
  let transport: HttpTransport;
  const api = (maxResponseBytes: number): AdminApi =>
    new AdminApi(
      new AreaClient({ baseUrl: stub.url, jar: new CookieJar(), transport, maxResponseBytes }),
      'admin_ctl',
      reportOncePerField(() => undefined),
    );

  beforeAll(async () => {
    stub = await chunkedServer();
    transport = new HttpTransport();
  });

  afterAll(async () => {
    await transport.close();
    await new Promise<void>((resolve) => stub.server.close(() => resolve()));
  });

  it('a chunked 2 MiB answer over a 1 MiB cap is PROTOCOL with a clear message, and is not retried', async () => {
    stub.total.bytes = 2 * MiB;
    const before = stub.sent.length;
    const error = await providerErrorOf(api(MiB).dashboard());
    expect({ code: error.code, detail: error.detail }).toEqual({
      code: 'PROTOCOL',
      detail: 'the answer is larger than 1048576 bytes (read stopped there)',
    });
    expect(stub.sent.length - before).toBe(1);
  });

  it('the read stops at the cap: a 64 MiB answer is cut short, not read whole', async () => {
    stub.total.bytes = 64 * MiB;
    const error = await providerErrorOf(api(MiB).dashboard());
    expect(error.code).toBe('PROTOCOL');
    const last = stub.sent.at(-1);
    await expect.poll(() => last?.cutShort).toBe(true);
    // Socket buffers may hold a few MiB the client never read; far from the 64 MiB it would have taken.
    expect(last?.written ?? Infinity).toBeLessThan(16 * MiB);
  });

  it('a chunked answer under the cap reads whole, multi-byte text intact', async () => {
    stub.total.bytes = MiB - 1024;
    const record = await api(MiB).dashboard();
    expect(record.clients_total).toBe(3);
    expect(typeof record.padding === 'string' && /^ç+$/.test(record.padding)).toBe(true);
  });
});

describe('unknown dashboard fields reach the page only within a small budget', () => {
  let stub: StubServer;
  let dataDir: string;
  let core: DeskCore;

  beforeAll(async () => {
    stub = await StubServer.start({
      '/login': {
        headers: { 'set-cookie': 'SessionCookie=0123456789abcdef0123456789abcdef; Path=/' },
        body: '{"success":true}',
      },
    });
    dataDir = await tempDir('desk-budget-');
    core = await startCore(dataDir, fakeSecretBox(true), {
      adminUrl: stub.url,
      clientUrl: stub.url,
      adminPrefix: 'admin_ctl',
    });
    dataOf(
      await core.dispatcher.dispatch('session:login', {
        profileId: 'demo',
        username: 'admin',
        password: 'whatever-1',
        remember: false,
      }),
    );
  });

  afterAll(async () => {
    await core.close();
    await removeDir(dataDir);
    await stub.close();
  });

  it('a 4 MiB dashboard with huge and many unknown fields reaches the page as a small record with every known figure', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 2_000 }, (_, index) => [`custom_${String(index).padStart(4, '0')}`, `valor ${index}`]),
    );
    const body = {
      success: true,
      clients_total: 61,
      clients_active: 50,
      invoices_overdue_amount: '1234.5',
      aaa_huge: 'x'.repeat(4 * MiB),
      ...many,
      zzz_nested: { deep: Array.from({ length: 1000 }, () => 'y'.repeat(100)) },
    };
    stub.route('/admin_ctl/dashboard/info', { body: JSON.stringify(body) });
    const result = await core.dispatcher.dispatch('dashboard:info', {});
    const record = dataOf<{ record: Record<string, unknown> }>(result).record;
    expect(JSON.stringify(result).length).toBeLessThanOrEqual(20 * 1024);
    expect(record).toMatchObject({ clients_total: 61, clients_active: 50, invoices_overdue_amount: '1234.50' });
    // Small unknown fields pass (the first ones, in the server's order); the huge ones never do.
    expect(record.custom_0000).toBe('valor 0');
    expect(record).not.toHaveProperty('aaa_huge');
    expect(record).not.toHaveProperty('zzz_nested');
  });
});
