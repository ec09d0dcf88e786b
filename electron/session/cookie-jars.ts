import { CookieJar } from 'tough-cookie';
import type { SecretFiles } from '../secrets/secret-files.ts';

/** Which area a jar belongs to. */
export type JarArea = 'admin' | 'client';

/** A fresh, empty cookie jar (one per server profile and area; one per customer session). */
export function newJar(): CookieJar {
  // Why looseMode: deployed servers send cookies with odd attributes; keep what they set.
  return new CookieJar(undefined, { looseMode: true });
}

/** Name of the encrypted file that keeps a profile's administrative session (user name and jar). */
export function sessionSecretName(profileId: string): string {
  return `session-${profileId}-admin`;
}

/** Keeps the operator's user name and jar encrypted (safeStorage), so a restart does not force a new login. */
export async function persistSession(secrets: SecretFiles, profileId: string, username: string, jar: CookieJar): Promise<boolean> {
  return secrets.save(sessionSecretName(profileId), JSON.stringify({ username, cookies: await jar.serialize() }));
}

/** Restores a kept session; an absent, unreadable or undecryptable one gives undefined. */
export async function restoreSession(secrets: SecretFiles, profileId: string): Promise<{ username: string; jar: CookieJar } | undefined> {
  const text = await secrets.load(sessionSecretName(profileId));
  if (!text) return undefined;
  try {
    const kept = JSON.parse(text) as { username?: unknown; cookies?: unknown };
    if (typeof kept.username !== 'string' || !kept.username) return undefined;
    return { username: kept.username, jar: await CookieJar.deserialize(kept.cookies as string) };
  } catch {
    return undefined;
  }
}
