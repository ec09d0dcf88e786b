import { CookieJar } from 'tough-cookie';
import { VersionedCookieStore } from '../provider/versioned-cookie-store.ts';
import type { SecretFiles } from '../secrets/secret-files.ts';

/** A fresh, empty cookie jar (one per server profile and area; one per customer session). */
export function newJar(): CookieJar {
  // Why looseMode: deployed servers send cookies with odd attributes; keep what they set. Why a versioned
  // store: the Cookie header of each request is then built once per change (provider/cookie-header.ts).
  return new CookieJar(new VersionedCookieStore(), { looseMode: true });
}

/** Name of the encrypted file that keeps a profile's administrative session (user name and jar). */
export function sessionSecretName(profileId: string): string {
  return `session-${profileId}-admin`;
}

/**
 * Keeps the operator's user name and jar encrypted (safeStorage), sealed with the address they are
 * for (`boundTo`, see kept-binding.ts), so a restart does not force a new login.
 */
export async function persistSession(
  secrets: SecretFiles,
  profileId: string,
  boundTo: string,
  username: string,
  jar: CookieJar,
): Promise<boolean> {
  return secrets.saveFor(
    sessionSecretName(profileId),
    boundTo,
    JSON.stringify({ username, cookies: await jar.serialize() }),
  );
}

/**
 * Reads a kept session with the address it was kept for; the caller checks that address before using
 * it. An absent, unreadable, undecryptable or unbound one gives undefined.
 */
export async function restoreSession(
  secrets: SecretFiles,
  profileId: string,
): Promise<{ boundTo: string; username: string; jar: CookieJar } | undefined> {
  const kept = await secrets.loadBound(sessionSecretName(profileId));
  if (!kept) return undefined;
  try {
    const session = JSON.parse(kept.secret) as { username?: unknown; cookies?: unknown };
    if (typeof session.username !== 'string' || !session.username) return undefined;
    return {
      boundTo: kept.boundTo,
      username: session.username,
      jar: await CookieJar.deserialize(session.cookies as string, new VersionedCookieStore()),
    };
  } catch {
    return undefined;
  }
}
