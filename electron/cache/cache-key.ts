import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { SecretBox } from '../secrets/secret-box.ts';
import { newCacheKey } from './record-seal.ts';

/**
 * The read cache's key, kept in `file` wrapped by the OS keychain (safeStorage through `box`). Undefined when the
 * machine cannot seal: then there is no cache at all, never one in clear. A key that no longer opens (another
 * user's keychain, a damaged file) is replaced, and the caller wipes what the old key sealed.
 */
export async function loadCacheKey(file: string, box: SecretBox): Promise<{ key: Buffer; fresh: boolean } | undefined> {
  if (!box.available()) return undefined;
  const kept = await readFile(file).catch(() => undefined);
  if (kept) {
    try {
      const key = Buffer.from(await box.decrypt(kept), 'base64');
      if (key.byteLength === 32) return { key, fresh: false };
    } catch {
      // Why no error: the keychain changed under the file; the cache it sealed is unreadable and starts again.
    }
  }
  const key = newCacheKey();
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  await rm(file, { force: true });
  await writeFile(file, await box.encrypt(key.toString('base64')), { mode: 0o600 });
  return { key, fresh: true };
}
