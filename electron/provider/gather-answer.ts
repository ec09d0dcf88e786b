import type { Dispatcher } from 'undici';
import { ProviderError } from './provider-error.ts';

/** One request for gatherAnswer: method, absolute URL, headers, an optional body, a signal, and the largest answer read. */
export interface GatherRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string | undefined;
  signal?: AbortSignal | undefined;
  /** The largest answer read, in bytes; more is a PROTOCOL error, and reading stops there. */
  cap: number;
}

/** An answer gathered whole. */
export interface GatheredAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

function tooLarge(cap: number, why: string): ProviderError {
  return new ProviderError('PROTOCOL', `the answer is larger than ${cap} bytes (${why})`, { ownWords: true });
}

/** What a request aborted by `signal` fails with: its reason when that is an error, else CANCELLED. */
function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new ProviderError('CANCELLED');
}

/** Whether a Content-Length header is one plain byte count (several, or anything else, is not trusted). */
function knownLength(value: string | string[] | undefined): value is string {
  return typeof value === 'string' && /^\d+$/.test(value.trim());
}

/**
 * Sends one request through `dispatcher` and gathers its whole answer, at most `request.cap` bytes (an answer
 * that says it is larger is refused before its body; one without a length is counted as it comes and stopped
 * past the cap). The request is aborted when its signal is.
 *
 * Why undici's `dispatch` with a handler of our own, not its `request()`: request() hands the body over as a
 * stream and watches the signal through Node's event helpers; that cost ~50 µs of a 3.5 ms client page, and
 * ~40 µs more with a call's signal, on the bench machine (docs/benchmarks.md), and the transport reads every
 * answer whole anyway. The handler interface is undici's documented one, the one request() is built on.
 */
export function gatherAnswer(dispatcher: Dispatcher, request: GatherRequest): Promise<GatheredAnswer> {
  const { cap, signal } = request;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let status = 0;
    let headers: GatheredAnswer['headers'] = {};
    let stopWatching = (): void => undefined;
    const settle = (): void => {
      stopWatching();
      stopWatching = () => undefined;
    };
    try {
      const { origin, pathname, search } = new URL(request.url);
      dispatcher.dispatch(
        {
          origin,
          path: `${pathname}${search}`,
          method: request.method,
          headers: request.headers,
          ...(request.body !== undefined ? { body: request.body } : {}),
        },
        {
          onRequestStart(controller) {
            if (!signal) return;
            if (signal.aborted) {
              controller.abort(abortReason(signal));
              return;
            }
            const onAbort = (): void => controller.abort(abortReason(signal));
            signal.addEventListener('abort', onAbort, { once: true });
            stopWatching = () => signal.removeEventListener('abort', onAbort);
          },
          onResponseStart(controller, statusCode, responseHeaders) {
            status = statusCode;
            headers = responseHeaders;
            const length = responseHeaders['content-length'];
            if (knownLength(length) && Number(length) > cap) controller.abort(tooLarge(cap, `it says ${length} bytes`));
          },
          onResponseData(controller, chunk) {
            size += chunk.byteLength;
            // Why counted here: an answer without a length has nothing to check first, and gathering all of a
            // 200 MiB answer took over 1 GiB of memory; the Agent's own `maxResponseSize` is one size for every
            // call, fixed when it is made, and fails with a generic error.
            if (size > cap) controller.abort(tooLarge(cap, 'read stopped there'));
            else chunks.push(chunk);
          },
          onResponseEnd() {
            settle();
            resolve({ status, headers, bytes: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size) });
          },
          onResponseError(_controller, error) {
            settle();
            reject(error);
          },
        },
      );
    } catch (error) {
      settle();
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
