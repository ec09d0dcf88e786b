import type { ErrorCode } from '../../shared/ipc/result.ts';
import type { CookieRefusal } from './cookie-refusal.ts';

/** A field error as the server named it. */
export interface ProviderFieldError {
  field: string;
  message: string;
}

/** How a ProviderError is made: field errors, Retry-After, the HTTP status and body behind it, where its words come from. */
export interface ProviderErrorOptions {
  fieldErrors?: ProviderFieldError[];
  retryAfter?: number;
  /** The HTTP status of the answer behind the failure. */
  status?: number;
  /** The raw body behind a failure, for its shape in the log (never its text, never shown to the page). */
  body?: string;
  /**
   * Whether `detail` is the app's own wording with no value in it (field and operation names only),
   * so the log may quote it. Why opt-in: details are a server's words or carry what the user typed unless
   * the site that writes them says otherwise.
   */
  ownWords?: boolean;
  /** The SHA-256 fingerprint (`AB:CD:…`) of a certificate that was not trusted (CERT_UNTRUSTED). */
  fingerprint?: string;
  /** Why the session cookie of an accepted login was refused (COOKIE_REFUSED): names and places, no value. */
  cookieRefusal?: CookieRefusal;
  cause?: unknown;
}

/** A failure of a provider operation with a stable code; `detail` keeps the server's own words. */
export class ProviderError extends Error {
  readonly code: ErrorCode;
  readonly retryAfter: number | undefined;
  readonly status: number | undefined;
  readonly ownWords: boolean;
  /** The SHA-256 fingerprint of the certificate that was refused (CERT_UNTRUSTED): public, not personal data. */
  readonly fingerprint: string | undefined;
  /** Why the session cookie of an accepted login was refused (COOKIE_REFUSED): a host name, a path, a cookie's name. */
  readonly cookieRefusal: CookieRefusal | undefined;
  // Why private (read through getters): util.inspect, and so electron-log, prints own fields, and these
  // hold a server's words and body, which quote customers' records.
  readonly #detail: string | undefined;
  readonly #fieldErrors: ProviderFieldError[] | undefined;
  readonly #body: string | undefined;

  constructor(code: ErrorCode, detail?: string, options: ProviderErrorOptions = {}) {
    // Why the message holds only our own words: String(error) and stacks reach logs.
    super(
      detail && options.ownWords ? `${code}: ${detail}` : code,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'ProviderError';
    this.code = code;
    this.#detail = detail;
    this.#fieldErrors = options.fieldErrors;
    this.retryAfter = options.retryAfter;
    this.status = options.status;
    this.ownWords = options.ownWords ?? false;
    this.fingerprint = options.fingerprint;
    this.cookieRefusal = options.cookieRefusal;
    this.#body = options.body;
  }

  /** The server's own words (or ours, when `ownWords`), for the page's message. */
  get detail(): string | undefined {
    return this.#detail;
  }

  /** The fields a server named as wrong, with its messages. */
  get fieldErrors(): ProviderFieldError[] | undefined {
    return this.#fieldErrors;
  }

  /** The raw body behind a PROTOCOL or SERVER error, for its shape in the log (never shown to the page). */
  get body(): string | undefined {
    return this.#body;
  }
}
