import type { FastifyInstance } from 'fastify';
import type { Transform } from 'node:stream';
import { constants, createBrotliCompress, createDeflate, createGzip } from 'node:zlib';

/** Answers smaller than this go plain: compressing them saves less than it costs (a login's answer, an error). */
export const compressFromBytes = 1024;

/** A compressing stream for a body of the given size, and the flush that makes it hand out what it has. */
interface Compressor {
  make: (size: number) => Transform & { flush(kind: number, callback: () => void): void };
  /** Why brotli alone: its encoder keeps a whole page in its window and gives out nothing until the end, unless
   * flushed; deflate hands out its blocks as it goes, and a flush would only make them larger. */
  flush?: number;
}

/**
 * How much of an answer brotli compresses before a flush: ~30 KB out, ~3 ms of CPU, ~25 ms of a 10 Mbit/s link.
 * Why not less: each write and flush is a trip to zlib's thread pool, and on a loaded machine each trip waits for a
 * core; measured on a 1,000-row page over the bench's link at load 8–12, 256 KiB beat 128 KiB (and both beat the
 * whole page compressed at once).
 */
const flushEveryBytes = 256 * 1024;

// Why brotli at quality 5: measured on a 1,000-row page (818 KB; docs/architecture.md, field notes), quality 4 takes ~5 ms of CPU for
// 109 KB, 5 ~10 ms for 98 KB, 6 ~11 ms for 95 KB, 7 ~50 ms, and the default 11 is built for static files. Streamed
// and flushed every 256 KiB, the first bytes leave after a few ms and the compressor stays far ahead of a slow link, so
// the link's time is what counts: 11 KB less is ~9 ms at 10 Mbit/s. gzip at its default level 6 (8 ms, 114 KB).
const compressors: ReadonlyArray<[coding: string, compress: Compressor]> = [
  [
    'br',
    {
      make: (size) =>
        createBrotliCompress({
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: size,
          },
        }),
      flush: constants.BROTLI_OPERATION_FLUSH,
    },
  ],
  ['gzip', { make: () => createGzip() }],
  ['deflate', { make: () => createDeflate() }],
];

/** Writes `body` into `stream` piece by piece, flushing after each when `flush` is given, then ends it. */
function feed(stream: ReturnType<Compressor['make']>, body: Buffer, flush: number | undefined): void {
  if (flush === undefined) {
    stream.end(body);
    return;
  }
  let offset = 0;
  const next = (): void => {
    // Why stop: a client gone away destroys the stream; a flush's callback may then never come.
    if (stream.destroyed) return;
    if (offset >= body.byteLength) {
      stream.end();
      return;
    }
    const piece = body.subarray(offset, offset + flushEveryBytes);
    offset += piece.byteLength;
    stream.write(piece);
    stream.flush(flush, next);
  };
  next();
}

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
 * `compressFromBytes`, and those already encoded, go as they are. A compressed answer is streamed (chunked):
 * its first bytes are on the wire while the rest of the page is still being compressed.
 */
export function compressAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || request.method === 'HEAD') return payload;
    reply.header('vary', 'Accept-Encoding');
    const size = typeof payload === 'string' ? Buffer.byteLength(payload, 'utf8') : payload.byteLength;
    if (size < compressFromBytes) return payload;
    const coding = chooseCoding(request.headers['accept-encoding']);
    const compress = compressors.find(([name]) => name === coding)?.[1];
    if (!coding || !compress) return payload;
    reply.header('content-encoding', coding);
    // Why removed: a length set before this hook would be the plain body's; a stream goes chunked.
    reply.removeHeader('content-length');
    const stream = compress.make(size);
    feed(stream, typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload, compress.flush);
    return stream;
  });
}
