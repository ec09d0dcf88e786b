import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { request } from 'undici';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../server/service.ts';
import { encodeForm } from '../../shared/provider/form-encode.ts';
import { adminSession } from '../support/integration-kit.ts';
import { engineNames, useService } from '../support/test-service.ts';

// The service compresses its answers when a client asks (Accept-Encoding), as the field's servers do (issue 44):
// br, gzip or deflate by the client's preference and ours, never below a kilobyte, never when not asked.

let service: RunningService;
let cookie = '';

async function page(acceptEncoding?: string, limit = 100) {
  const answer = await request(`${service.adminUrl}/admin_ctl/client/list`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
      cookie,
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
    body: encodeForm({ start: 0, limit }),
  });
  const bytes = Buffer.from(await answer.body.arrayBuffer());
  return { status: answer.statusCode, headers: answer.headers, bytes };
}

const decoders: Record<string, (bytes: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
};

// Why both engines: the compressing is the HTTP layer's, but each engine's service answers through it.
describe.each(engineNames)('the service compresses its answers when asked (%s)', (engineName) => {
  beforeAll(async () => {
    service = await useService(engineName);
    cookie = (await adminSession(service)).cookie ?? '';
  });

  it('answers plain to a client that does not ask', async () => {
    const plain = await page();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((JSON.parse(plain.bytes.toString('utf8')) as { success: boolean }).success).toBe(true);
  });

  it.each<[string, string]>([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['deflate', 'deflate'],
    ['gzip;q=1, br;q=0', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
  ])('Accept-Encoding %j: %s, the same JSON as plain, smaller', async (asked, expected) => {
    const plain = await page();
    const packed = await page(asked);
    expect(packed.headers['content-encoding']).toBe(expected);
    expect(String(packed.headers.vary)).toMatch(/accept-encoding/i);
    expect(packed.bytes.byteLength).toBeLessThan(plain.bytes.byteLength / 3);
    expect(decoders[expected]!(packed.bytes).toString('utf8')).toBe(plain.bytes.toString('utf8'));
  });

  // Why streamed: on a slow link the first compressed bytes go out while the rest of the page is still being
  // compressed, instead of after all of it (issue 46's branch office); a plain answer keeps its length.
  it.each(['br', 'gzip', 'deflate'])(
    'streams a 1,000-row page through %s: chunked, no length, the same JSON',
    async (coding) => {
      const plain = await page(undefined, 1000);
      const packed = await page(coding, 1000);
      expect(plain.headers['content-length']).toBe(String(plain.bytes.byteLength));
      expect(packed.headers['content-encoding']).toBe(coding);
      expect(packed.headers['content-length']).toBeUndefined();
      expect(packed.headers['transfer-encoding']).toBe('chunked');
      expect(decoders[coding]!(packed.bytes).toString('utf8')).toBe(plain.bytes.toString('utf8'));
    },
  );

  it('answers plain when nothing asked for is offered, and below a kilobyte', async () => {
    expect((await page('compress, zstd;q=0')).headers['content-encoding']).toBeUndefined();
    expect((await page('identity')).headers['content-encoding']).toBeUndefined();
    const small = await request(`${service.adminUrl}/session/logout`, {
      method: 'POST',
      headers: { 'accept-encoding': 'gzip', 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    await small.body.arrayBuffer();
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
