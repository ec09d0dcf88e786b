import { z } from 'zod';

/** Stable error codes every operation may answer with (docs/architecture.md). */
export const errorCodes = [
  'NETWORK',
  'CERT_UNTRUSTED',
  'TIMEOUT',
  'CANCELLED',
  'SESSION_EXPIRED',
  'AUTH_FAILED',
  'COOKIE_REFUSED',
  'BASIC_UNSUPPORTED',
  'RATE_LIMITED',
  'ACCESS_DENIED',
  'NOT_FOUND',
  'VALIDATION',
  'SERVER',
  'SERVER_UNAVAILABLE',
  'SERVER_BUSY',
  'PROTOCOL',
  'NOT_SIGNED_IN',
  'UNAVAILABLE',
  'LOCKED',
  'INTERNAL',
] as const;
/** One stable error code. */
export type ErrorCode = (typeof errorCodes)[number];

/** A field-level error: the field's name and a message for the user. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/** An operation's failure as the page sees it: a code, a message in the user's language, field errors. */
export const operationErrorSchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  fieldErrors: z.array(fieldErrorSchema).optional(),
  /** Seconds to wait before trying again (RATE_LIMITED, SERVER_BUSY). */
  retryAfter: z.number().optional(),
  /** The server's own words behind a refused login (AUTH_FAILED: "Conta bloqueada"), for the page to show as they are. */
  detail: z.string().optional(),
});
/** An operation's failure. */
export type OperationError = z.infer<typeof operationErrorSchema>;

/** What every call answers: the data, or the error; never a thrown exception across the bridge. */
export type Result<T> = { ok: true; data: T } | { ok: false; error: OperationError };
