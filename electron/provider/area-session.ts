import type { FormValues } from '../../shared/provider/form-encode.ts';
import type { AreaClient } from './area-client.ts';
import { ProviderError } from './provider-error.ts';

// "Wait N seconds" in the words of servers that throttle logins with HTTP 200 (pt-BR and English).
const throttleWords =
  /(?:muitas tentativas|too many (?:login )?attempts|aguarde|tente novamente em|try again in|wait)\D{0,40}?(?<seconds>\d{1,5})\s*(?:s\b|seg|sec)/i;

/**
 * What a failed login means, whatever shape the server gave it: deployed servers refuse a login as they
 * fail anything else (200 with `success: false` alone, 403 with code and message, a redirect to a login
 * page), so every refusal reads as a wrong user or password, with the server's own reason as its detail when it
 * gave one ("Conta bloqueada"); a throttle (429 or its words) says to wait.
 * Network failures, timeouts, a wrong address (404) and real server errors (5xx) keep their codes.
 */
export function refusedLogin(error: unknown): unknown {
  if (!(error instanceof ProviderError)) return error;
  const throttled = error.detail ? throttleWords.exec(error.detail) : null;
  if (error.code === 'RATE_LIMITED' || (throttled && error.code !== 'NETWORK')) {
    const retryAfter = error.retryAfter ?? (throttled?.groups?.seconds ? Number(throttled.groups.seconds) : undefined);
    return new ProviderError('RATE_LIMITED', error.detail, {
      ...(retryAfter !== undefined ? { retryAfter } : {}),
      ...(error.status !== undefined ? { status: error.status } : {}),
    });
  }
  const refusal =
    error.code === 'SESSION_EXPIRED' ||
    error.code === 'ACCESS_DENIED' ||
    error.code === 'VALIDATION' ||
    (error.code === 'SERVER' && (error.status === undefined || error.status < 500));
  if (!refusal) return error;
  const reason = loginRefusalReason(error);
  return new ProviderError('AUTH_FAILED', reason, error.status !== undefined ? { status: error.status } : {});
}

// Words that only say the user name or password is wrong, or bare "access denied" (which says no more on a login):
// the app's own message says that already.
const wrongCredentialWords =
  /^(?:(?:wrong|invalid|incorrect|bad)\s+(?:user(?:\s*name)?|login|credentials|password)|(?:usu[aá]rio|login|senha|credenciais)\s+(?:ou\s+senha\s+)?(?:incorret|inv[aá]lid|errad)|(?:acesso\s+negado|access\s+denied)[.!]?$)/i;

/**
 * The server's own reason for refusing a login ("Usuário já conectado em outra estação", "Conta bloqueada"), the
 * words a person needs; none when its message only says the credentials are wrong, is a bare code
 * (`LOGIN_DENIED`, 403), or is the app's own wording (a redirect).
 */
export function loginRefusalReason(error: ProviderError): string | undefined {
  const words = error.ownWords ? undefined : error.detail?.trim();
  if (!words || !/\p{L}/u.test(words) || /^[A-Z0-9_.-]+$/.test(words)) return undefined;
  return wrongCredentialWords.test(words) ? undefined : words;
}

/** The `code` of a JSON failure body, when it has one. */
function bodyCodeOf(error: ProviderError): unknown {
  try {
    return (JSON.parse(error.body ?? '') as { code?: unknown }).code;
  } catch {
    return undefined;
  }
}

/**
 * What a refused Basic sign-in means. A server that answers credentials it was sent with "this needs a
 * session" (`SESSION_REQUIRED`, as the project's service does with `--basic-auth false`) ignored them: it
 * does not take Basic, which no new password would fix. Anything else reads as a refused login.
 */
export function refusedBasic(error: unknown): unknown {
  if (
    error instanceof ProviderError &&
    error.code === 'SESSION_EXPIRED' &&
    error.status === 403 &&
    bodyCodeOf(error) === 'SESSION_REQUIRED'
  ) {
    return new ProviderError('BASIC_UNSUPPORTED', 'the server asks for a session: it ignored the Basic credentials', {
      status: 403,
      ownWords: true,
    });
  }
  return refusedLogin(error);
}

/**
 * Signs in to an area that takes HTTP Basic: no login call; the credentials go with every request from now
 * on, and one read that needs them checks them now. A refusal is a wrong user or password (or a server that
 * does not take Basic); the credentials are then dropped.
 */
async function signInWithBasic(
  area: AreaClient,
  check: { path: string; form: FormValues },
  username: string,
  password: string,
  signal?: AbortSignal,
): Promise<void> {
  area.useBasic(username, password);
  try {
    // Why 'read': the check changes nothing, and a dropped connection is worth another try.
    await area.call(check.path, check.form, { kind: 'read', signal });
  } catch (error) {
    area.forgetBasic();
    throw refusedBasic(error);
  }
}

/** Logs in to an area: `POST /login` (the session cookie stays in the area's own jar), or with Basic one checking read. */
export async function loginToArea(
  area: AreaClient,
  username: string,
  password: string,
  signal?: AbortSignal,
): Promise<void> {
  const auth = area.auth;
  if (auth.kind === 'basic') return signInWithBasic(area, auth.check, username, password, signal);
  // Why 'write': a login is not repeated behind the user's back (it counts towards the server's throttle).
  const body = await area.call('/login', { username, password }, { kind: 'write', signal }).catch((error: unknown) => {
    throw refusedLogin(error);
  });
  if (body.success !== true)
    throw new ProviderError('PROTOCOL', 'the login answer has no success: true', { ownWords: true });
  if (!(await area.hasCookie())) {
    const refusal = area.cookieRefusal;
    if (refusal)
      throw new ProviderError('COOKIE_REFUSED', `the session cookie was refused (${refusal.kind})`, {
        cookieRefusal: refusal,
        ownWords: true,
      });
    throw new ProviderError('PROTOCOL', 'the server accepted the login but set no session cookie', { ownWords: true });
  }
}

/** Ends an area's session on the server (`POST /session/logout`) and forgets its cookie, whatever the server says; with Basic, forgets the credentials (there is nothing to end). */
export async function logoutOfArea(area: AreaClient, signal?: AbortSignal): Promise<void> {
  if (area.auth.kind === 'basic') {
    area.forgetBasic();
    await area.jar.removeAllCookies();
    return;
  }
  try {
    await area.call('/session/logout', {}, { kind: 'write', signal });
  } finally {
    await area.jar.removeAllCookies();
  }
}
