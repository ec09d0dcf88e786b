import { Agent, errors as undiciErrors, request } from 'undici';
import { ProviderError } from './provider-error.ts';

/** Timeouts of provider requests, in milliseconds. */
export interface Timeouts {
  connect: number;
  headers: number;
  body: number;
}

/** Sane defaults: a LAN or internet server answers a list in well under these. */
export const defaultTimeouts: Timeouts = { connect: 5_000, headers: 20_000, body: 30_000 };

/** Largest response body read (a 1000-row page is far smaller); more is a PROTOCOL error. */
export const maxResponseBytes = 32 * 1024 * 1024;

/** One raw HTTP answer. */
export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** What the transport sends: method, absolute URL, headers and an optional form body. */
export interface RawRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal | undefined;
}

const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ETIMEDOUT', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH']);
const timeoutCodes = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** Maps what undici throws to a ProviderError (NETWORK, TIMEOUT, CANCELLED or PROTOCOL). */
export function classifyTransportError(error: unknown, signal?: AbortSignal): ProviderError {
  if (error instanceof ProviderError) return error;
  if (signal?.aborted || (error as { name?: string }).name === 'AbortError' || error instanceof undiciErrors.RequestAbortedError) {
    return new ProviderError('CANCELLED', undefined, { cause: error });
  }
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code ?? '';
  if (timeoutCodes.has(code)) return new ProviderError('TIMEOUT', code, { cause: error });
  if (networkCodes.has(code) || code.startsWith('CERT_') || code.startsWith('ERR_TLS') || code.includes('SSL')) {
    return new ProviderError('NETWORK', code, { cause: error });
  }
  return new ProviderError('NETWORK', error instanceof Error ? error.message : String(error), { cause: error });
}

/**
 * HTTP for provider calls: one undici Agent (keep-alive connection pools per origin) with timeouts for
 * connecting, for the headers and for the body; cancellation by AbortSignal.
 */
export class HttpTransport {
  readonly #agent: Agent;

  constructor(timeouts: Timeouts = defaultTimeouts) {
    this.#agent = new Agent({
      connect: { timeout: timeouts.connect },
      headersTimeout: timeouts.headers,
      bodyTimeout: timeouts.body,
      keepAliveTimeout: 30_000,
      connections: 16,
    });
  }

  /** Sends one request and reads the whole answer as text. */
  async send(raw: RawRequest): Promise<RawResponse> {
    try {
      const answer = await request(raw.url, {
        method: raw.method,
        headers: raw.headers,
        dispatcher: this.#agent,
        ...(raw.body !== undefined ? { body: raw.body } : {}),
        ...(raw.signal ? { signal: raw.signal } : {}),
      });
      const length = Number(answer.headers['content-length'] ?? 0);
      if (length > maxResponseBytes) {
        answer.body.destroy();
        throw new ProviderError('PROTOCOL', `answer of ${length} bytes is larger than ${maxResponseBytes}`);
      }
      const text = await answer.body.text();
      return { status: answer.statusCode, headers: answer.headers, text };
    } catch (error) {
      throw classifyTransportError(error, raw.signal);
    }
  }

  /** Closes every pooled connection. */
  async close(): Promise<void> {
    await this.#agent.close();
  }
}
