// Stand-in for Electron's safeStorage (https://www.electronjs.org/docs/latest/api/safe-storage).
// Not faithful where it cannot be: there is no OS keyring here, so a key kept in the user data folder
// plays the keyring's part (AES-256-GCM); what the test chooses decides whether one is "available",
// and `basic_text` models Linux without a keyring.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { app } from './app.ts';
import { hostConfig } from './host-config.ts';

function key(): Buffer {
  const path = join(app.getPath('userData'), 'stand-in-keyring');
  if (!existsSync(path)) {
    mkdirSync(app.getPath('userData'), { recursive: true });
    writeFileSync(path, randomBytes(32), { mode: 0o600 });
  }
  return readFileSync(path);
}

/** The stand-in safeStorage. */
export const safeStorage = {
  // Electron on Linux answers false before ready (the keyring is chosen at start-up).
  isEncryptionAvailable: (): boolean => app.isReady() && hostConfig.safeStorage !== 'unavailable',
  getSelectedStorageBackend: (): string => (hostConfig.safeStorage === 'basic_text' ? 'basic_text' : 'gnome_libsecret'),
  encryptString(plain: string): Buffer {
    if (!safeStorage.isEncryptionAvailable())
      throw new Error(
        'Error while encrypting the text provided to safeStorage.encryptString. Encryption is not available.',
      );
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key(), iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([Buffer.from('v11'), iv, cipher.getAuthTag(), body]);
  },
  decryptString(sealed: Buffer): string {
    if (!safeStorage.isEncryptionAvailable())
      throw new Error(
        'Error while decrypting the ciphertext provided to safeStorage.decryptString. Decryption is not available.',
      );
    const iv = sealed.subarray(3, 15);
    const decipher = createDecipheriv('aes-256-gcm', key(), iv);
    decipher.setAuthTag(sealed.subarray(15, 31));
    return Buffer.concat([decipher.update(sealed.subarray(31)), decipher.final()]).toString('utf8');
  },
};
