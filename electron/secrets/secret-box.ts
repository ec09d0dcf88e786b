/**
 * Encrypts secrets with the operating system's keychain (Electron's safeStorage: DPAPI on Windows,
 * Keychain on macOS, libsecret/kwallet on Linux). When it is unavailable nothing secret is kept.
 */
export interface SecretBox {
  /** Whether secrets can be kept at all on this machine (settled when the box is made). */
  available(): boolean;
  encrypt(plain: string): Promise<Uint8Array>;
  decrypt(sealed: Uint8Array): Promise<string>;
}

/**
 * The part of Electron's safeStorage a SecretBox needs: the asynchronous API. Why not the synchronous one:
 * Electron 45 deprecates isEncryptionAvailable/encryptString/decryptString (removed in 46); the asynchronous
 * API does not block main on the keychain and opens what the synchronous one sealed
 * (https://www.electronjs.org/docs/latest/api/safe-storage).
 */
export interface SafeStorageLike {
  isAsyncEncryptionAvailable(): Promise<boolean>;
  encryptStringAsync(plain: string): Promise<Buffer>;
  decryptStringAsync(sealed: Buffer): Promise<{ shouldReEncrypt: boolean; result: string }>;
  getSelectedStorageBackend?: () => string;
}

/**
 * A SecretBox over Electron's safeStorage, made after `ready`. Why `shouldReEncrypt` is not acted on here:
 * a value is sealed again at its next save (drafts at each change, a kept password at each login with
 * "Manter conectado"), and an audit line is never rewritten.
 */
export async function safeStorageBox(safeStorage: SafeStorageLike, platform: string): Promise<SecretBox> {
  // Why the backend check: on Linux without a keyring safeStorage falls back to a hard-coded key
  // ('basic_text'), which protects nothing; then passwords are not kept at all.
  const available =
    (await safeStorage.isAsyncEncryptionAvailable()) &&
    !(platform === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text');
  return {
    available: () => available,
    encrypt: (plain) => safeStorage.encryptStringAsync(plain),
    decrypt: async (sealed) => (await safeStorage.decryptStringAsync(Buffer.from(sealed))).result,
  };
}

/** A SecretBox that keeps nothing (browser mode, or a machine without a keychain). */
export const noSecretBox: SecretBox = {
  available: () => false,
  encrypt: () => Promise.reject(new Error('secrets cannot be kept on this machine')),
  decrypt: () => Promise.reject(new Error('secrets cannot be kept on this machine')),
};
