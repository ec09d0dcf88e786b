import type { IncomingMessage } from 'node:http';

/** The largest request body the API takes: 1 MiB (a client record is a few KiB). */
export const bodyLimit = 1024 * 1024;

/** Why a body cannot be used: the HTTP status to answer, a reason, and whether to drop the connection. */
export interface BodyFailure {
  ok: false;
  status: 400 | 413 | 415;
  error: string;
  /** Set when the rest of the body was left unread, so the connection cannot serve another request. */
  closeConnection?: boolean;
}

/** A JSON body read from a request, or why it cannot be used. */
export type BodyResult = { ok: true; value: unknown } | BodyFailure;

const isJsonType = (contentType: string | undefined): boolean =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

function readBytes(request: IncomingMessage, limit: number): Promise<Buffer | BodyFailure> {
  const tooLarge: BodyFailure = {
    ok: false,
    status: 413,
    error: `the body is larger than ${limit} bytes`,
    closeConnection: true,
  };
  // Why before reading: a declared size over the limit is refused without holding any of it in memory.
  if (Number(request.headers['content-length'] ?? 0) > limit) return Promise.resolve(tooLarge);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      // Why counted as it comes: a chunked body declares no length. The rest is left unread (pause, and
      // the connection closes after the answer) rather than drained, so no size of body costs us anything.
      if (size > limit) {
        request.off('data', onData);
        request.pause();
        resolve(tooLarge);
        return;
      }
      chunks.push(chunk);
    };
    request.on('data', onData);
    request.once('end', () => resolve(Buffer.concat(chunks)));
    request.once('error', () =>
      resolve({ ok: false, status: 400, error: 'the body was not received', closeConnection: true }),
    );
  });
}

/** Reads a request's JSON body: application/json only, at most `limit` bytes, valid UTF-8 and JSON. */
export async function readJsonBody(request: IncomingMessage, limit = bodyLimit): Promise<BodyResult> {
  // Why: a form post from another page can only send form or text types; insisting on JSON means such a
  // request never reaches a handler, whatever else failed to stop it.
  if (!isJsonType(request.headers['content-type']))
    return { ok: false, status: 415, error: 'the body must be application/json', closeConnection: true };
  const bytes = await readBytes(request, limit);
  if (!Buffer.isBuffer(bytes)) return bytes;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, status: 400, error: 'the body is not valid UTF-8' };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, status: 400, error: 'the body is not valid JSON' };
  }
}
