import { Transform } from 'node:stream';

/** Most bytes a channel file may have: real ones are a few KiB (versions, files, sha512s, release notes). */
export const channelFileLimit = 1024 * 1024;
/** Most bytes a channel file's `.sig` may have: real ones are about 300 (feed-signature.ts). */
export const signatureFileLimit = 16 * 1024;

/** A feed answer larger than any real channel or signature file; read no further. */
export class FeedTooLargeError extends Error {
  readonly code = 'ERR_FEED_TOO_LARGE';

  constructor(file: string, limit: number) {
    // Why no words: the detail line shows under the clerk's own sentence in any language; a file name and a size read alike.
    super(`${file} (> ${limit >= 1024 * 1024 ? `${limit / (1024 * 1024)} MiB` : `${limit / 1024} KiB`})`);
    this.name = 'FeedTooLargeError';
  }
}

/** The parts of a response (Node's or Electron's IncomingMessage, or a file feed's stream) a bounded read uses. */
export interface ResponseLike extends NodeJS.ReadableStream {
  statusCode?: number;
  statusMessage?: string;
  headers: Record<string, string | string[] | undefined>;
  destroy?(error?: Error): void;
}

/**
 * The same response, with its body passed on only up to `limit` bytes: past them (or when `content-length`
 * already says more) it fails with a FeedTooLargeError and `stop` ends the request, so no more is read. Why
 * while reading: builder-util-runtime's text requests gather the whole body into a string before anyone can
 * look at it, and a channel file is read before its signature is checked (400 MiB took main to about 1 GiB).
 */
export function boundedResponse(response: ResponseLike, limit: number, file: string, stop: () => void): Transform {
  let seen = 0;
  // Why the error first: its report is queued before anything the ended request may report, so the reason given is the size.
  const refuse = (): void => {
    bounded.destroy(new FeedTooLargeError(file, limit));
    stop();
    response.destroy?.();
  };
  const bounded = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) {
        done();
        refuse();
        return;
      }
      done(null, chunk);
    },
  });
  // Why a listener of our own: the executor rejects a 404 without reading, so it listens for no error then.
  bounded.on('error', () => undefined);
  Object.assign(bounded, {
    statusCode: response.statusCode,
    statusMessage: response.statusMessage,
    headers: response.headers,
  });
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    // Why on the next turn: the executor attaches its listeners right after it is handed the response.
    process.nextTick(refuse);
    return bounded;
  }
  response.on('error', (error: Error) => bounded.destroy(error));
  response.pipe(bounded);
  return bounded;
}
