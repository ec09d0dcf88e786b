/**
 * Encrypts secrets with the operating system's keychain (Electron's safeStorage: DPAPI on Windows,
 * Keychain on macOS, libsecret/kwallet on Linux). When it is unavailable nothing secret is kept.
 */
export interface SecretBox {
  /** Whether secrets can be kept at all on this machine. */
  available(): boolean;
  encrypt(plain: string): Uint8Array;
  decrypt(sealed: Uint8Array): string;
}

/** The part of Electron's safeStorage a SecretBox needs. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(sealed: Buffer): string;
  getSelectedStorageBackend?: () => string;
}

/** A SecretBox over Electron's safeStorage. */
export function safeStorageBox(safeStorage: SafeStorageLike, platform: string): SecretBox {
  return {
    // Why the backend check: on Linux without a keyring safeStorage falls back to a hard-coded key
    // ('basic_text'), which protects nothing; then passwords are not kept at all.
    available: () =>
      safeStorage.isEncryptionAvailable() &&
      !(platform === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text'),
    encrypt: (plain) => safeStorage.encryptString(plain),
    decrypt: (sealed) => safeStorage.decryptString(Buffer.from(sealed)),
  };
}

/** A SecretBox that keeps nothing (browser mode, or a machine without a keychain). */
export const noSecretBox: SecretBox = {
  available: () => false,
  encrypt: () => {
    throw new Error('secrets cannot be kept on this machine');
  },
  decrypt: () => {
    throw new Error('secrets cannot be kept on this machine');
  },
};
