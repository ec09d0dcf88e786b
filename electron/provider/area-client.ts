import type { CookieJar } from 'tough-cookie';
import { encodeForm, type FormValues } from '../../shared/provider/form-encode.ts';
import { classifyResponse, type JsonObject } from './classify-response.ts';
import { cookieHeader } from './cookie-header.ts';
import { storeCookie, type CookieRefusal } from './cookie-refusal.ts';
import type { HttpTransport } from './http-transport.ts';
import { ProviderError } from './provider-error.ts';
import { defaultRetryPolicy, retryRead, type RetryPolicy } from './retry.ts';

/** The path every call of an area at `baseUrl` starts with: `/` at the root, else the address's own path. */
function basePathOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).pathname || '/';
  } catch {
    return '/';
  }
}

/** Whether an operation only reads (may be retried) or writes (never retried automatically). */
export type CallKind = 'read' | 'write';

/** Options of one call. */
export interface CallOptions {
  kind: CallKind;
  signal?: AbortSignal | undefined;
  method?: 'GET' | 'POST';
}

/** Told how the connection to a server is doing, for the top bar. */
/**
 * Hears the connection's state; `cause` is the failure a read is being retried for (with 'reconnecting'). `slow`: a
 * call has waited `slowAfterMs` with no answer yet (the server may still answer; nothing failed).
 */
export type ConnectionListener = (state: 'online' | 'reconnecting' | 'offline' | 'slow', cause?: ProviderError) => void;

/** How long a call waits with no answer before the connection is told it is slow. */
export const defaultSlowAfterMs = 4000;

/**
 * How an area signs in: a session (`POST /login`, then its cookie), or HTTP Basic credentials on every
 * request, checked at sign-in by one read (`check`: a path and form that need credentials and change nothing).
 */
export type AreaAuth = { kind: 'session' } | { kind: 'basic'; check: { path: string; form: FormValues } };

/** Settings of one area's client: its base address, its own cookie jar, the shared transport. */
export interface AreaClientOptions {
  baseUrl: string;
  jar: CookieJar;
  transport: HttpTransport;
  retry?: RetryPolicy;
  onConnection?: ConnectionListener;
  userAgent?: string;
  /**
   * The operator's language (`pt-BR` or `en`), asked of the server as Accept-Language: a server that words its
   * refusals in either (ours does) answers in the one on the clerk's screen. English when absent.
   */
  language?: () => string;
  /** The largest answer read, in bytes (the transport's cap when absent). */
  maxResponseBytes?: number;
  /** The one certificate this area's https server may show (the profile's pin, SHA-256), instead of a CA-trusted one. */
  pinnedCertSha256?: string | undefined;
  /** How this area signs in (a session when absent). */
  auth?: AreaAuth;
  /** After how long with no answer a call is told as slow (`defaultSlowAfterMs` when absent). */
  slowAfterMs?: number;
}

/**
 * One area (administrative or client) of one server: form-encoded POSTs with `Accept: application/json`,
 * its own cookie jar (cookies ignore ports, so two areas on one host must never share one), reads
 * retried on network failures, every answer classified.
 */
export class AreaClient {
  readonly baseUrl: string;
  readonly jar: CookieJar;
  readonly #options: AreaClientOptions;
  // Why only here, in main: the Authorization value holds the password; it never goes into a log or a Result.
  #authorization: string | undefined;
  readonly #basePath: string;
  #cookieRefusal: CookieRefusal | undefined;

  constructor(options: AreaClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.jar = options.jar;
    this.#options = options;
    this.#basePath = basePathOf(this.baseUrl);
  }

  /** Why the last answer's cookie was refused by the jar (or kept for a path no call is under), if it was. */
  get cookieRefusal(): CookieRefusal | undefined {
    return this.#cookieRefusal;
  }

  /** How this area signs in. */
  get auth(): AreaAuth {
    return this.#options.auth ?? { kind: 'session' };
  }

  /** Sends these HTTP Basic credentials (RFC 7617: UTF-8, base64) with every request from now on. */
  useBasic(username: string, password: string): void {
    this.#authorization = `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
  }

  /** Stops sending HTTP Basic credentials. */
  forgetBasic(): void {
    this.#authorization = undefined;
  }

  /** Calls an operation at `path` (relative to the base address) and answers its JSON object. */
  async call(path: string, form: FormValues, options: CallOptions): Promise<JsonObject> {
    const once = () => this.#once(path, form, options);
    // Why a timer of its own: a silent link (a cut cable, a router that drops) ends a call only at the headers
    // timeout, 20 s later; the clerk is told at once that the server is slow to answer (issue 46).
    const slow = setTimeout(
      () => this.#options.onConnection?.('slow'),
      this.#options.slowAfterMs ?? defaultSlowAfterMs,
    );
    slow.unref();
    try {
      const body =
        options.kind === 'read'
          ? await retryRead(once, this.#options.retry ?? defaultRetryPolicy, options.signal, (_attempt, cause) =>
              this.#options.onConnection?.('reconnecting', cause),
            )
          : await once();
      this.#options.onConnection?.('online');
      return body;
    } catch (error) {
      if (error instanceof ProviderError && (error.code === 'NETWORK' || error.code === 'TIMEOUT'))
        this.#options.onConnection?.('offline');
      else if (error instanceof ProviderError && error.code !== 'CANCELLED') this.#options.onConnection?.('online');
      // Why: with Basic every request signs in, so a refusal after the sign-in means the credentials no longer
      // hold (the password changed): the session, as the page knows it, has expired.
      if (this.#authorization && error instanceof ProviderError && error.code === 'AUTH_FAILED') {
        throw new ProviderError('SESSION_EXPIRED', error.detail, {
          ...(error.status !== undefined ? { status: error.status } : {}),
          ...(error.body !== undefined ? { body: error.body } : {}),
        });
      }
      throw error;
    } finally {
      clearTimeout(slow);
    }
  }

  async #once(path: string, form: FormValues, options: CallOptions): Promise<JsonObject> {
    const url = `${this.baseUrl}${path}`;
    const method = options.method ?? 'POST';
    const cookie = await cookieHeader(this.jar, url);
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': this.#options.userAgent ?? 'ProviderDesk',
      'accept-language': acceptLanguage(this.#options.language?.() ?? 'en'),
    };
    if (cookie) headers.cookie = cookie;
    if (this.#authorization) headers.authorization = this.#authorization;
    if (method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded; charset=UTF-8';
    const response = await this.#options.transport.send({
      method,
      url,
      headers,
      ...(method === 'POST' ? { body: encodeForm(form) } : {}),
      signal: options.signal,
      maxBytes: this.#options.maxResponseBytes,
      pin: this.#options.pinnedCertSha256,
    });
    const setCookie = response.headers['set-cookie'];
    let refusal: CookieRefusal | undefined;
    for (const header of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      // Why never thrown: a malformed cookie from a server must not fail the operation that carried it; why kept:
      // a login whose one cookie is refused must say why (area-session.ts).
      refusal ??= await storeCookie(this.jar, header, url, this.#basePath);
    }
    this.#cookieRefusal = refusal;
    return classifyResponse(response);
  }

  /** Whether this area's jar holds any cookie for its address (a session may be alive). */
  async hasCookie(): Promise<boolean> {
    return (await this.jar.getCookies(this.baseUrl)).length > 0;
  }
}

/** The Accept-Language header for the operator's language: it first, the other after (a server may have only one). */
export function acceptLanguage(language: string): string {
  return language === 'pt-BR' ? 'pt-BR, pt;q=0.9, en;q=0.5' : 'en, pt-BR;q=0.5';
}
