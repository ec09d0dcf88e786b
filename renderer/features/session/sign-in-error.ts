import type { ErrorCode } from '../../../shared/ipc/result.ts';

/** What a failed sign-in means to the operator: a string key of the `session` namespace, or none (use the error's own message). */
export type SignInErrorKey =
  'signInErrors.authFailed' | 'signInErrors.unreachable' | 'signInErrors.wrongAddress' | 'signInErrors.rateLimited';

/** The message key of a failed sign-in (login or resume) by error code. */
export function signInErrorKey(code: ErrorCode): SignInErrorKey | undefined {
  switch (code) {
    case 'AUTH_FAILED':
      return 'signInErrors.authFailed';
    case 'NETWORK':
    case 'TIMEOUT':
      return 'signInErrors.unreachable';
    case 'NOT_FOUND':
    case 'PROTOCOL':
      return 'signInErrors.wrongAddress';
    case 'RATE_LIMITED':
      return 'signInErrors.rateLimited';
    // Main's own message says it best: a gateway's "temporarily unavailable", a busy server's "try again",
    // the certificate's fingerprint, "choose Sessão (login)", or the host name the session cookie was set for.
    case 'SERVER_UNAVAILABLE':
    case 'SERVER_BUSY':
    case 'CERT_UNTRUSTED':
    case 'BASIC_UNSUPPORTED':
    case 'COOKIE_REFUSED':
    case 'CANCELLED':
    case 'SESSION_EXPIRED':
    case 'ACCESS_DENIED':
    case 'VALIDATION':
    case 'SERVER':
    case 'NOT_SIGNED_IN':
    case 'UNAVAILABLE':
    case 'LOCKED':
    case 'INTERNAL':
      return undefined;
  }
}
