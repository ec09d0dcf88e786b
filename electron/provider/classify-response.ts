import { z } from 'zod';
import { fieldError } from '../../shared/provider/envelope.ts';
import type { RawResponse } from './http-transport.ts';
import { ProviderError, type ProviderFieldError } from './provider-error.ts';
import { parseTolerantJson } from './tolerant-json.ts';

// Servers say "your session is gone" in many ways: 403 with any message (deployed servers use it for
// missing sessions, rights and routes alike), or 200 with success false and words like these.
const sessionWords =
  /sess(ion|ão|ao)\s+(expired|expirad|inv[aá]lid|encerrad|ended)|access denied|acesso negado|n[aã]o autenticad|not authenticated|not logged in|login required|fa[cç]a login/i;
const permissionWords = /permiss|not allowed|n[aã]o permitid|forbidden|proibid|privileg/i;

const gatewayStatuses: ReadonlySet<number> = new Set([502, 503, 504]);

/** A JSON object body (the answer of every operation). */
export type JsonObject = Record<string, unknown>;

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function fieldErrorsOf(body: JsonObject): ProviderFieldError[] | undefined {
  const parsed = z.array(fieldError).min(1).safeParse(body.errors);
  return parsed.success ? parsed.data.map((error) => ({ field: error.id, message: error.msg })) : undefined;
}

function failureOf(response: RawResponse, body: JsonObject): ProviderError {
  const code = body.code;
  const message = textOf(body.message);
  const fieldErrors = fieldErrorsOf(body);
  const detail = message ?? (typeof code === 'string' || typeof code === 'number' ? String(code) : undefined);
  const status = response.status;
  // Why not ownWords: the detail is the server's message, which may quote what it refused.
  const options = { ...(fieldErrors ? { fieldErrors } : {}), body: response.text, status };
  if (status === 429 || code === 'LOGIN_THROTTLED') {
    const retryAfter = Number(firstHeader(response.headers['retry-after']));
    return new ProviderError('RATE_LIMITED', detail, {
      ...options,
      ...(Number.isFinite(retryAfter) ? { retryAfter } : {}),
    });
  }
  if (status === 401 || code === 'AUTH_FAILED') return new ProviderError('AUTH_FAILED', detail, options);
  // Why before the 403 rule: servers answer an unknown path 403 like a lost session; one that says NOT_FOUND
  // (the project's service does) names a wrong address or prefix, and a new login would not help.
  if (code === 'NOT_FOUND') return new ProviderError('NOT_FOUND', detail, options);
  if (status === 403 || code === 'SESSION_EXPIRED' || code === 'SESSION_REQUIRED') {
    const permission =
      code === 'FORBIDDEN' || (detail !== undefined && permissionWords.test(detail) && !/session/i.test(String(code)));
    return new ProviderError(permission ? 'ACCESS_DENIED' : 'SESSION_EXPIRED', detail, options);
  }
  if (status === 404) return new ProviderError('NOT_FOUND', detail, options);
  if (
    fieldErrors ||
    status === 400 ||
    status === 409 ||
    code === 'VALIDATION' ||
    code === 'BAD_FILTER' ||
    code === 'BAD_SORT' ||
    code === 'CONFLICT'
  ) {
    return new ProviderError('VALIDATION', detail, options);
  }
  // Why not for numeric codes: a database error (SQLSTATE) may well mention a "login" column.
  const databaseError = typeof code === 'number' || (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code));
  if (status === 200 && message && !databaseError && sessionWords.test(message))
    return new ProviderError('SESSION_EXPIRED', detail, options);
  if (status === 413 || status === 415) return new ProviderError('PROTOCOL', detail, options);
  return new ProviderError('SERVER', detail, options);
}

/**
 * The provider service's own "busy, retry" (503 with code SERVICE_BUSY): it refused the request before doing
 * anything, so a read may go again after Retry-After and a write is known not to have happened.
 */
function busyAnswer(response: RawResponse): ProviderError | undefined {
  if (response.status !== 503) return undefined;
  let code: unknown;
  try {
    code = (parseTolerantJson(response.text) as { code?: unknown } | null)?.code;
  } catch {
    return undefined;
  }
  if (code !== 'SERVICE_BUSY') return undefined;
  const retryAfter = Number(firstHeader(response.headers['retry-after']));
  return new ProviderError('SERVER_BUSY', undefined, {
    status: response.status,
    body: response.text,
    ...(Number.isFinite(retryAfter) && retryAfter >= 0 ? { retryAfter } : {}),
  });
}

/**
 * Reads an answer of any deployed provider server: every failure shape of the field notes (403 with
 * code and message, 200 with success false, a bare `errors` array, HTML error pages, invalid JSON)
 * becomes a ProviderError with a stable code; a success answers its JSON object.
 */
export function classifyResponse(response: RawResponse): JsonObject {
  // Why a redirect is a lost session: the interface never redirects; a portal, an SSO front or a reverse
  // proxy that lost the session sends the browser to its login page, which the app cannot follow.
  if (response.status >= 300 && response.status < 400) {
    throw new ProviderError(
      'SESSION_EXPIRED',
      `HTTP ${response.status}: the server redirected the call (a login page?)`,
      { status: response.status, ownWords: true },
    );
  }
  // Why apart from SERVER: 502, 503 and 504 are a gateway's words (nginx, a load balancer) about a server
  // that is down or busy for a moment; a read is worth another try, and "the server reported an error" misleads.
  if (gatewayStatuses.has(response.status)) {
    throw (
      busyAnswer(response) ??
      new ProviderError('SERVER_UNAVAILABLE', undefined, { status: response.status, body: response.text })
    );
  }
  let parsed: unknown;
  try {
    parsed = response.text.trim() === '' ? {} : parseTolerantJson(response.text);
  } catch {
    if (
      response.status === 401 ||
      response.status === 403 ||
      response.status === 404 ||
      response.status === 429 ||
      response.status >= 500
    ) {
      return classifyResponse({ ...response, text: '{}' });
    }
    throw new ProviderError('PROTOCOL', `HTTP ${response.status}: the answer is not JSON`, {
      body: response.text,
      status: response.status,
      ownWords: true,
    });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ProviderError('PROTOCOL', `HTTP ${response.status}: the answer is not a JSON object`, {
      body: response.text,
      status: response.status,
      ownWords: true,
    });
  }
  const body = parsed as JsonObject;
  const failed =
    response.status >= 400 || body.success === false || (body.success === undefined && Array.isArray(body.errors));
  if (failed) throw failureOf(response, body);
  return body;
}
