/**
 * Client-area passwords kept readable for the operators (the interface's client list carries `client_password`),
 * sealed with AES-256-GCM under the service's secret key, which never lives in the database (server/auth/secret-key.ts).
 * Why besides the scrypt hash, which still checks every login: a clerk opening a customer's invoices must not
 * have to ask the customer for a password the provider already set (issue 42). The threat accepted is written in
 * docs/security.md: whoever holds the database AND the key reads these passwords; the database alone does not.
 */
import { createCipheriv, createDecipheriv, createHmac, createSecretKey, randomBytes } from 'node:crypto';

/** Bytes of an AES-256 key. */
const secretKeyBytes = 32;

const version = 'v1';
const ivBytes = 12;
const tagBytes = 16;
// Why associated data: a sealed value is only ever a client-area password of this service's format; a value
// sealed for another purpose under the same key would not open here.
const associatedData = Buffer.from('provider-desk:client_password:v1', 'utf8');

/** Seals and opens client-area passwords under one key. */
export interface PasswordSealer {
  /** `v1:` and base64url of nonce, tag and ciphertext; a fresh random nonce every call. */
  seal(password: string): string;
  /** The password, or '' when nothing is sealed or the value does not open under this key (damaged or foreign). */
  open(sealed: string | null | undefined): string;
  /** An HMAC of a fixed text under the key: tells a start whether it holds the key the stored values were sealed with, without revealing it. */
  readonly fingerprint: string;
}

/** Reads a key written as 64 hex digits or as base64 of 32 bytes; anything else is refused with the reason (never the value). */
export function parseSecretKey(text: string, source: string): Buffer {
  const trimmed = text.trim();
  const hex = /^[0-9a-fA-F]{64}$/.test(trimmed);
  const base64 = /^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed);
  const key = hex ? Buffer.from(trimmed, 'hex') : base64 ? Buffer.from(trimmed, 'base64') : Buffer.alloc(0);
  if (key.length !== secretKeyBytes)
    throw new Error(
      `${source} is not a secret key: it must be ${secretKeyBytes} random bytes written as 64 hex digits or in base64 (for example the output of \`openssl rand -base64 32\`)`,
    );
  return key;
}

/** A new random key, in base64 (what a key file holds). */
export function newSecretKeyText(): string {
  return randomBytes(secretKeyBytes).toString('base64');
}

/** The sealer of one key. */
export function createPasswordSealer(key: Buffer): PasswordSealer {
  if (key.length !== secretKeyBytes) throw new RangeError(`a secret key has ${secretKeyBytes} bytes`);
  // Why a KeyObject: OpenSSL takes the raw key in again at every cipher made from a Buffer; from a KeyObject a
  // seal or open took about half the time (measured on the loaded two-core machine: 166 → 88 µs).
  const ownKey = createSecretKey(Buffer.from(key));
  return {
    seal(password) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', ownKey, iv);
      cipher.setAAD(associatedData);
      const body = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
      return `${version}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed) {
      if (!sealed || !sealed.startsWith(`${version}:`)) return '';
      const raw = Buffer.from(sealed.slice(version.length + 1), 'base64url');
      if (raw.length < ivBytes + tagBytes) return '';
      try {
        const decipher = createDecipheriv('aes-256-gcm', ownKey, raw.subarray(0, ivBytes));
        decipher.setAAD(associatedData);
        decipher.setAuthTag(raw.subarray(ivBytes, ivBytes + tagBytes));
        return Buffer.concat([decipher.update(raw.subarray(ivBytes + tagBytes)), decipher.final()]).toString('utf8');
      } catch {
        // Why '' and no error: one damaged row must not fail a whole page of the list; the app then asks for the
        // password, as with a row that has only a hash. A whole wrong key is refused at start (secret-key.ts).
        return '';
      }
    },
    fingerprint: createHmac('sha256', ownKey).update('provider-desk:key-check:v1').digest('base64url'),
  };
}
