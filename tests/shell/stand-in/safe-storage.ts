// Stand-in for Electron's safeStorage (https://www.electronjs.org/docs/latest/api/safe-storage).
// Not faithful where it cannot be: there is no OS keyring here, so a key kept in the user data folder
// plays the keyring's part (AES-256-GCM); what the test chooses decides whether one is "available",
// and `basic_text` models Linux without a keyring.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { app } from './app.ts';
import { report } from './control.ts';
import { hostConfig } from './host-config.ts';

function key(): Buffer {
  const path = join(app.getPath('userData'), 'stand-in-keyring');
  if (!existsSync(path)) {
    mkdirSync(app.getPath('userData'), { recursive: true });
    writeFileSync(path, randomBytes(32), { mode: 0o600 });
  }
  return readFileSync(path);
}

/** Seals with the stand-in's keyring key (AES-256-GCM; `v11` as Chromium's OSCrypt prefixes its values). */
function seal(plain: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from('v11'), iv, cipher.getAuthTag(), body]);
}

/** Opens what seal() sealed; throws for a damaged value. */
function open(sealed: Buffer): string {
  const iv = sealed.subarray(3, 15);
  const decipher = createDecipheriv('aes-256-gcm', key(), iv);
  decipher.setAuthTag(sealed.subarray(15, 31));
  return Buffer.concat([decipher.update(sealed.subarray(31)), decipher.final()]).toString('utf8');
}

/** The deprecated synchronous functions called so far (each reported once, for the test to see). */
const calledSync = new Set<string>();
function deprecated(name: string): void {
  if (calledSync.has(name)) return;
  calledSync.add(name);
  report({
    type: 'log',
    line: `(electron) '${name}' is deprecated and will be removed. Please use the async safeStorage API instead.`,
  });
}

/**
 * The stand-in safeStorage. Electron 45 deprecates the synchronous API (removed in 46) for
 * isAsyncEncryptionAvailable / encryptStringAsync / decryptStringAsync
 * (https://www.electronjs.org/docs/latest/api/safe-storage): the asynchronous encryptor starts lazily at
 * its first use after `ready`, and data the synchronous API sealed opens with decryptStringAsync. The
 * stand-in logs the deprecation (a test checks the app makes no synchronous call).
 */
export const safeStorage = {
  async isAsyncEncryptionAvailable(): Promise<boolean> {
    await app.whenReady();
    return hostConfig.safeStorage !== 'unavailable';
  },
  async encryptStringAsync(plain: string): Promise<Buffer> {
    if (!(await safeStorage.isAsyncEncryptionAvailable())) throw new Error('Encryption is not available.');
    return seal(plain);
  },
  async decryptStringAsync(sealed: Buffer): Promise<{ shouldReEncrypt: boolean; result: string }> {
    if (!(await safeStorage.isAsyncEncryptionAvailable())) throw new Error('Decryption is not available.');
    return { shouldReEncrypt: false, result: open(sealed) };
  },
  // Electron on Linux answers false before ready (the keyring is chosen at start-up).
  isEncryptionAvailable: (): boolean => {
    deprecated('safeStorage.isEncryptionAvailable');
    return app.isReady() && hostConfig.safeStorage !== 'unavailable';
  },
  getSelectedStorageBackend: (): string => (hostConfig.safeStorage === 'basic_text' ? 'basic_text' : 'gnome_libsecret'),
  encryptString(plain: string): Buffer {
    deprecated('safeStorage.encryptString');
    if (!app.isReady() || hostConfig.safeStorage === 'unavailable')
      throw new Error(
        'Error while encrypting the text provided to safeStorage.encryptString. Encryption is not available.',
      );
    return seal(plain);
  },
  decryptString(sealed: Buffer): string {
    deprecated('safeStorage.decryptString');
    if (!app.isReady() || hostConfig.safeStorage === 'unavailable')
      throw new Error(
        'Error while decrypting the ciphertext provided to safeStorage.decryptString. Decryption is not available.',
      );
    return open(sealed);
  },
};
