import type { FastifyInstance } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, deflate, gzip } from 'node:zlib';

/** Answers smaller than this go plain: compressing them saves less than it costs (a login's answer, an error). */
export const compressFromBytes = 1024;

type Compress = (payload: Buffer) => Promise<Buffer>;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const deflateAsync = promisify(deflate);

// Why brotli at quality 4: its default (11) is built for static files and takes tens of milliseconds on a
// page of a thousand rows; 4 is about as fast as gzip's default and still smaller.
const compressors: ReadonlyArray<[coding: string, compress: Compress]> = [
  [
    'br',
    (payload) =>
      brotliAsync(payload, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: payload.byteLength,
        },
      }),
  ],
  ['gzip', (payload) => gzipAsync(payload)],
  ['deflate', (payload) => deflateAsync(payload)],
];

/**
 * The coding to answer in, from a request's Accept-Encoding: the one with the client's highest q-value
 * (RFC 9110 §12.5.3; `*` stands for any not named; q=0 refuses), ties broken by our own order (br, gzip,
 * deflate); none when the client asked for nothing we make.
 */
export function chooseCoding(acceptEncoding: string | undefined): string | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((item) => item.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name !== '' && Number.isFinite(weight)) weights.set(name, weight);
  }
  let best: string | undefined;
  let bestWeight = 0;
  for (const [coding] of compressors) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * Compresses the service's JSON answers for a client that asks (Accept-Encoding): a branch office on a slow
 * link gets a thousand-row page in a fraction of the time (docs/benchmarks.md). Answers under
 * `compressFromBytes`, and those already encoded, go as they are.
 */
export function compressAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || request.method === 'HEAD') return payload;
    reply.header('vary', 'Accept-Encoding');
    const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
    if (body.byteLength < compressFromBytes) return payload;
    const coding = chooseCoding(request.headers['accept-encoding']);
    const compress = compressors.find(([name]) => name === coding)?.[1];
    if (!coding || !compress) return payload;
    reply.header('content-encoding', coding);
    // Why removed: a length set before this hook would be the plain body's; Fastify sets the sent one's.
    reply.removeHeader('content-length');
    return compress(body);
  });
}
