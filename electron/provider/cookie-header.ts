import { cookieCompare, type Cookie, type CookieJar } from 'tough-cookie';
import { VersionedCookieStore } from './versioned-cookie-store.ts';

interface KeptHeader {
  version: number;
  cookies: Cookie[];
  header: string;
}

// Why a cache: tough-cookie's lookup parses the URL twice, walks the domain's public suffix and the store's
// index on every request; profiled on a client page it was about a tenth of a millisecond of the app's cost,
// for a header that only changes when a cookie is set, removed or expires.
const kept = new WeakMap<CookieJar, Map<string, KeptHeader>>();
/** Distinct addresses kept per jar; an area calls a few dozen paths at most. */
const maxAddresses = 64;

/**
 * The Cookie header a request to `url` carries, exactly as `jar.getCookieString(url)` builds it. Kept per jar
 * and address while the jar's store (a VersionedCookieStore) is unchanged; each use checks that no kept
 * cookie has expired (then the lookup runs again and sweeps it) and marks them accessed, as a lookup does
 * (tough-cookie reckons a Max-Age from the last access). Another store is looked up every time.
 */
export async function cookieHeader(jar: CookieJar, url: string): Promise<string> {
  const store = jar.store;
  if (!(store instanceof VersionedCookieStore)) return jar.getCookieString(url);
  let headers = kept.get(jar);
  const last = headers?.get(url);
  if (last && last.version === store.version && stillValid(last.cookies)) return last.header;
  // Why the version is read before awaiting: the memory store answers within the call (expired cookies
  // swept), so this is the version the answer belongs to, whatever changes while the promise settles.
  const lookup = jar.getCookies(url);
  const version = store.version;
  const cookies = await lookup;
  const header = [...cookies]
    .sort(cookieCompare)
    .map((cookie) => cookie.cookieString())
    .join('; ');
  if (!headers) {
    headers = new Map();
    kept.set(jar, headers);
  }
  if (headers.size >= maxAddresses && !headers.has(url)) headers.clear();
  headers.set(url, { version, cookies, header });
  return header;
}

/** tough-cookie's expiry check of a lookup on the kept cookies; when all hold, they are marked accessed now. */
function stillValid(cookies: readonly Cookie[]): boolean {
  const now = Date.now();
  for (const cookie of cookies) {
    const expiry = expiryTime(cookie);
    if (expiry !== undefined && expiry <= now) return false;
  }
  const accessed = new Date(now);
  for (const cookie of cookies) cookie.lastAccessed = accessed;
  return true;
}

/**
 * `cookie.expiryTime()`, the same value. Why by hand for an Expires date: tough-cookie tests `expires == "Infinity"`,
 * which turns the date into text in the local time zone; measured in the app's process that was ~19 µs of every
 * provider call (docs/benchmarks.md, app cost). A Max-Age cookie takes tough-cookie's own reckoning.
 */
function expiryTime(cookie: Cookie): number | undefined {
  if (cookie.maxAge != null) return cookie.expiryTime();
  const expires = cookie.expires;
  if (expires instanceof Date) return expires.getTime();
  return expires === 'Infinity' ? Infinity : undefined;
}
