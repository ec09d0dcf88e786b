import type { KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { CoreLog } from '../core/create-desk-core.ts';
import { parsePublicKeys } from './feed-signature.ts';

/**
 * The file of the public keys the app trusts for update feeds, relative to the app's root (inside
 * app.asar in a packaged app, listed in build/electron-builder.yml `files`). docs/packaging.md says how
 * maintainers replace the placeholder it holds in the repository.
 */
export const trustedKeysFile = 'build/update-public-key.pem';

/** Reads the trusted keys; a missing or broken file gives none, so every feed is refused (never all accepted). */
export async function readTrustedKeys(path: string, log: CoreLog): Promise<KeyObject[]> {
  try {
    const keys = parsePublicKeys(await readFile(path, 'utf8'));
    if (keys.length === 0) log.warn(`${path} holds no public key: every update feed will be refused`);
    return keys;
  } catch (error) {
    log.warn(
      `the trusted update keys could not be read from ${path} (${String(error)}): every update feed will be refused`,
    );
    return [];
  }
}
