import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// The kept verifier of the idle lock: when the provider server cannot be reached, the operator's password is
// checked against a salted scrypt hash made at the last successful sign-in. It lives in main's memory only:
// never written to disk, never sent to the page, dropped at sign-out.

/** A salted scrypt hash of an operator's password, bound to the profile and user it was made for. */
export interface PasswordVerifier {
  readonly profileId: string;
  readonly username: string;
  readonly salt: Buffer;
  readonly hash: Buffer;
}

// Why these costs: N=2^15 (r=8) takes tens of milliseconds per check and 32 MiB, which makes guessing from a
// memory dump slow while an unlock still feels instant (OWASP's scrypt minimum is N=2^17 with r=8, p=1 for stored
// hashes; this one never leaves memory and dies with the session).
const scryptOptions: ScryptOptions = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const hashBytes = 32;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, hashBytes, scryptOptions, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Makes a verifier of `password` for this profile and user, with a fresh random salt. */
export async function makeVerifier(profileId: string, username: string, password: string): Promise<PasswordVerifier> {
  const salt = randomBytes(16);
  return { profileId, username, salt, hash: await derive(password, salt) };
}

/** Whether `password` is the one the verifier was made from (compared in constant time). */
export async function verifyPassword(verifier: PasswordVerifier, password: string): Promise<boolean> {
  const hash = await derive(password, verifier.salt);
  return timingSafeEqual(hash, verifier.hash);
}
