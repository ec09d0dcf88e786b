import { Cookie, domainMatch, pathMatch, type CookieJar } from 'tough-cookie';
import { cookieRefusalProblem, type CheckProblem } from '../../shared/ipc/connection-check-words.ts';

/**
 * Why a jar refused a session cookie: set for another host name (`Domain=`), `Secure` over http, for a path
 * that does not cover the interface's address, or against another rule of cookies (a `__Host-` name, a
 * public suffix, a header that does not parse).
 */
export type CookieRefusalKind = 'domain' | 'secure' | 'path' | 'other';

/** A cookie the jar refused (or stored where no call of the area sends it): names and places, never its value. */
export interface CookieRefusal {
  kind: CookieRefusalKind;
  /** The cookie's name. */
  name: string;
  /** The host name the cookie was set for (`Domain=`), when it named one. */
  domain?: string | undefined;
  /** The path the cookie was set for (`Path=`), when it named one. */
  path?: string | undefined;
  /** The host name of the profile's address. */
  host: string;
  /** The path of the area's address that every call starts with (`/` at the root). */
  basePath: string;
}

function refusalOf(cookie: Cookie | undefined, url: URL, basePath: string): CookieRefusal {
  const domain = cookie?.cdomain() ?? undefined;
  const path = cookie?.path ?? undefined;
  const base = { name: cookie?.key ?? '', host: url.hostname, basePath, domain, path };
  if (domain && !domainMatch(url.hostname, domain, false)) return { kind: 'domain', ...base };
  if (cookie?.secure && url.protocol === 'http:') return { kind: 'secure', ...base };
  return { kind: 'other', ...base };
}

/**
 * Stores one Set-Cookie header of an answer from `url` in `jar`, and tells why when the cookie is of no use to
 * the area whose calls start with `basePath`: refused by the jar (tough-cookie's rules, RFC 6265), or kept for
 * a path the area's calls are not under. Never throws: a malformed cookie must not fail the call that carried it.
 */
export async function storeCookie(
  jar: CookieJar,
  header: string,
  url: string,
  basePath: string,
): Promise<CookieRefusal | undefined> {
  let stored: Cookie | undefined;
  try {
    stored = await jar.setCookie(header, url);
  } catch {
    // Why parsed again only here: the jar does not say which rule it applied, and a refusal is rare.
    return refusalOf(Cookie.parse(header, { loose: true }), new URL(url), basePath);
  }
  // Why undefined is a refusal: the jar drops a cookie that breaks a name prefix's rule (`__Host-`) without an error.
  if (!stored) return refusalOf(Cookie.parse(header, { loose: true }), new URL(url), basePath);
  // Why checked here: the jar keeps a cookie with `Path=/painel` and then never sends it to the area's calls;
  // every later call would look like a lost session.
  if (stored.path && !stored.pathIsDefault && !pathMatch(basePath, stored.path))
    return { ...refusalOf(stored, new URL(url), basePath), kind: 'path' };
  return undefined;
}

/** The connection check's problem and details for a refused cookie (the words main and "Testar conexão" show). */
export function cookieRefusalAdvice(refusal: CookieRefusal): {
  problem: CheckProblem;
  params: Record<string, string>;
} {
  return {
    problem: cookieRefusalProblem(refusal.kind),
    params: {
      host: refusal.host,
      domain: refusal.domain ?? refusal.host,
      path: refusal.path ?? '/',
      base: refusal.basePath,
      name: refusal.name,
    },
  };
}
