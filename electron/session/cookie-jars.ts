import { CookieJar } from 'tough-cookie';
import type { SecretFiles } from '../secrets/secret-files.ts';

/** Which area a jar belongs to. */
export type JarArea = 'admin' | 'client';

/** A fresh, empty cookie jar (one per server profile and area; one per customer session). */
export function newJar(): CookieJar {
  // Why looseMode: deployed servers send cookies with odd attributes; keep what they set.
  return new CookieJar(undefined, { looseMode: true });
}

/** Name of the encrypted file that keeps a profile's administrative jar. */
export function jarSecretName(profileId: string): string {
  return `cookies-${profileId}-admin`;
}

/** Keeps a jar encrypted (safeStorage), so a restart does not force a new login while the session lives. */
export async function persistJar(secrets: SecretFiles, profileId: string, jar: CookieJar): Promise<boolean> {
  return secrets.save(jarSecretName(profileId), JSON.stringify(await jar.serialize()));
}

/** Restores a kept jar; an absent, unreadable or undecryptable one gives undefined. */
export async function restoreJar(secrets: SecretFiles, profileId: string): Promise<CookieJar | undefined> {
  const text = await secrets.load(jarSecretName(profileId));
  if (!text) return undefined;
  try {
    return await CookieJar.deserialize(text);
  } catch {
    return undefined;
  }
}
