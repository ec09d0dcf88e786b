import type { ErrorCode } from '../../shared/ipc/result.ts';

/** A field error as the server named it. */
export interface ProviderFieldError {
  field: string;
  message: string;
}

/** A failure of a provider operation with a stable code; `detail` keeps the server's own words. */
export class ProviderError extends Error {
  readonly code: ErrorCode;
  readonly detail: string | undefined;
  readonly fieldErrors: ProviderFieldError[] | undefined;
  readonly retryAfter: number | undefined;
  /** The raw body behind a PROTOCOL or SERVER error, for the log (never shown to the page). */
  readonly body: string | undefined;

  constructor(code: ErrorCode, detail?: string, options: { fieldErrors?: ProviderFieldError[]; retryAfter?: number; body?: string; cause?: unknown } = {}) {
    super(detail ? `${code}: ${detail}` : code, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ProviderError';
    this.code = code;
    this.detail = detail;
    this.fieldErrors = options.fieldErrors;
    this.retryAfter = options.retryAfter;
    this.body = options.body;
  }
}

/** Whether a value is a ProviderError. */
export function isProviderError(error: unknown): error is ProviderError {
  return error instanceof ProviderError;
}
