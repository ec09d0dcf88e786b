import { createSecureContext, type SecureContext } from 'node:tls';
import { TextDecoder } from 'node:util';
import { errors as undiciErrors, type Dispatcher } from 'undici';
import { acceptedEncodings, decodeContentEncoding, worthCompressing } from './decode-encoding.ts';
import { gatherAnswer } from './gather-answer.ts';
import { canonicalFingerprint } from './network/cert-fingerprint.ts';
import { DispatcherPool } from './network/dispatcher-pool.ts';
import { ProxyRouter, type ProxyResolver } from './network/proxy-router.ts';
import { loadTrustedCas } from './network/trusted-cas.ts';
import { ProviderError } from './provider-error.ts';
import { defaultTimeouts, type Timeouts } from './timeouts.ts';

// Why re-exported: the timeouts have a file of their own (the connection pools import them too), and
// callers keep importing them with the transport.
export type { Timeouts } from './timeouts.ts';

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
  /** The largest answer read, in bytes (`maxResponseBytes` when absent); more is a PROTOCOL error. */
  maxBytes?: number | undefined;
  /**
   * The SHA-256 fingerprint of the one certificate an https server may present (the profile's pin),
   * instead of one the trusted CAs vouch for.
   */
  pin?: string | undefined;
}

/** How provider traffic finds its way besides timeouts: the system proxy and the certificates it trusts. */
export interface NetworkOptions {
  /** The system proxy per URL, in PAC syntax (Electron's `session.resolveProxy`); always direct when absent. */
  resolveProxy?: ProxyResolver | undefined;
  /** The trusted CAs (PEM); when absent, Node's bundled ones and the operating system's store. */
  trustedCas?: readonly string[] | undefined;
  /** CAs trusted besides (IT's extra CA file, electron/provider/network/extra-cas.ts). */
  extraCas?: readonly string[] | undefined;
  /** Told, once each, of a proxy entry passed over or a system store that cannot be read (no addresses, no data). */
  warn?: ((line: string) => void) | undefined;
  /**
   * When answers are asked for compressed (`Accept-Encoding: gzip, deflate, br`): `auto` (the default) from every
   * server but one on this machine (decode-encoding.ts, `worthCompressing`), `always`, or `never`. A compressed
   * answer is decoded whichever it is: servers compress without being asked too.
   */
  compression?: 'auto' | 'always' | 'never' | undefined;
}

const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ETIMEDOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_RES_CONTENT_LENGTH_MISMATCH',
]);
const timeoutCodes = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** Maps what undici throws to a ProviderError (NETWORK, TIMEOUT, CANCELLED or PROTOCOL). */
export function classifyTransportError(error: unknown, signal?: AbortSignal): ProviderError {
  if (error instanceof ProviderError) return error;
  if (
    signal?.aborted ||
    (error as { name?: string }).name === 'AbortError' ||
    error instanceof undiciErrors.RequestAbortedError
  ) {
    return new ProviderError('CANCELLED', undefined, { cause: error });
  }
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code ?? '';
  if (timeoutCodes.has(code)) return new ProviderError('TIMEOUT', code, { cause: error, ownWords: true });
  if (networkCodes.has(code) || code.startsWith('CERT_') || code.startsWith('ERR_TLS') || code.includes('SSL')) {
    return new ProviderError('NETWORK', code, { cause: error, ownWords: true });
  }
  // Why not ownWords: a library's message may hold the address with its query, or bytes of the answer.
  return new ProviderError('NETWORK', error instanceof Error ? error.message : String(error), { cause: error });
}

/** The charset label an answer's Content-Type declares, lower-cased (`utf-8` when it declares none). */
function charsetOf(contentType: string | undefined): string {
  return (/;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '')?.[1] ?? 'utf-8').toLowerCase();
}

/**
 * Decodes a body in the charset its answer declares (`ISO-8859-1`, `windows-1252`: older PHP servers),
 * or in UTF-8 when it declares none or one the WHATWG Encoding standard does not know.
 */
export function decodeBody(bytes: Uint8Array, contentType: string | undefined): string {
  // Why the TextDecoder for UTF-8 too: it drops a byte-order mark and replaces a bad sequence, and it decodes a
  // 41 KB client page in 9–10 µs, as Buffer's own decoding does (10–11 µs) on the bench machine.
  return decoderFor(charsetOf(contentType)).decode(bytes);
}

// Why kept: every answer was decoded by two new TextDecoders; one decode() without `stream` keeps no state
// from one call to the next, so a decoder per label serves every answer.
const decoders = new Map<string, TextDecoder>();
/** Labels kept at most (servers use one or two; an odd label is looked up again, never kept without bound). */
const maxDecoders = 16;

function decoderFor(label: string): TextDecoder {
  let decoder = decoders.get(label);
  if (!decoder) {
    try {
      decoder = new TextDecoder(label);
    } catch {
      // An unknown label: UTF-8, the interface's own charset.
      decoder = new TextDecoder('utf-8');
    }
    if (decoders.size < maxDecoders) decoders.set(label, decoder);
  }
  return decoder;
}

/**
 * HTTP for provider calls: undici keep-alive pools with timeouts for connecting, for the headers and for
 * the body; cancellation by AbortSignal. Each request goes direct or through the system proxy (decided
 * per origin), and an https server must show a certificate the trusted CAs vouch for, or exactly the
 * pinned one; otherwise CERT_UNTRUSTED names its SHA-256 (network/verified-connect.ts).
 */
export class HttpTransport {
  readonly #network: NetworkOptions;
  readonly #router: ProxyRouter;
  readonly #pool: DispatcherPool;
  readonly #direct: Dispatcher;
  #context: SecureContext | undefined;
  #closed = false;

  constructor(timeouts: Timeouts = defaultTimeouts, network: NetworkOptions = {}) {
    this.#network = network;
    this.#router = new ProxyRouter({ resolve: network.resolveProxy, ...(network.warn ? { warn: network.warn } : {}) });
    this.#pool = new DispatcherPool({ timeouts, secureContext: () => this.#secureContext() });
    this.#direct = this.#pool.get({ kind: 'direct' }, undefined);
  }

  #secureContext(): SecureContext {
    if (!this.#context) {
      const given = this.#network.trustedCas;
      const trusted = given ? { cas: [...given], systemStore: 'read' } : loadTrustedCas();
      if (trusted.systemStore === 'unavailable')
        this.#network.warn?.(
          "the operating system's certificate store could not be read; provider traffic trusts the bundled CAs only",
        );
      this.#context = createSecureContext({ ca: [...trusted.cas, ...(this.#network.extraCas ?? [])] });
    }
    return this.#context;
  }

  async #dispatcherFor(raw: RawRequest): Promise<Dispatcher> {
    // Why the closed transport keeps answering with its destroyed agent: a call after quit fails as before.
    if (this.#closed) return this.#direct;
    const pin = raw.pin && raw.url.startsWith('https:') ? canonicalFingerprint(raw.pin) : undefined;
    const route = await this.#router.route(raw.url);
    return route.kind === 'direct' && pin === undefined ? this.#direct : this.#pool.get(route, pin);
  }

  #asksCompressed(url: string): boolean {
    const policy = this.#network.compression ?? 'auto';
    return policy === 'always' || (policy === 'auto' && worthCompressing(url));
  }

  /** Sends one request and reads the whole answer as text (decompressed when it came compressed). */
  async send(raw: RawRequest): Promise<RawResponse> {
    try {
      const cap = raw.maxBytes ?? maxResponseBytes;
      const headers =
        raw.headers['accept-encoding'] === undefined && this.#asksCompressed(raw.url)
          ? { ...raw.headers, 'accept-encoding': acceptedEncodings }
          : raw.headers;
      const answer = await gatherAnswer(await this.#dispatcherFor(raw), {
        method: raw.method,
        url: raw.url,
        headers,
        body: raw.body,
        signal: raw.signal,
        cap,
      });
      const encoding = answer.headers['content-encoding'];
      const bytes = encoding === undefined ? answer.bytes : await decodeContentEncoding(answer.bytes, encoding, cap);
      const header = answer.headers['content-type'];
      return {
        status: answer.status,
        headers: answer.headers,
        text: decodeBody(bytes, Array.isArray(header) ? header[0] : header),
      };
    } catch (error) {
      throw classifyTransportError(error, raw.signal);
    }
  }

  /** Closes every pooled connection at once, aborting the requests still in flight. */
  async close(): Promise<void> {
    // Why destroy, not close: close() waits for every request in flight, so one slow or hanging server
    // would hold the app's quit; the app is going, and what was in flight is aborted.
    this.#closed = true;
    await this.#pool.destroy();
  }
}
