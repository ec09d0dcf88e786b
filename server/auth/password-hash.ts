import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: { N: number; r: number; p: number; maxmem: number }) => Promise<Buffer>;

// scrypt parameters: N=2^15, r=8, p=1 (about 32 MiB and tens of ms per hash), the OWASP baseline.
const params = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const keyLength = 32;

/** Hashes a password with scrypt and a random salt, as `scrypt$N$r$p$salt$hash` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password.normalize('NFC'), salt, keyLength, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, hashText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashText, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: params.maxmem };
  if (!Number.isInteger(options.N) || expected.length !== keyLength) return false;
  const actual = await scryptAsync(password.normalize('NFC'), Buffer.from(saltText, 'base64'), keyLength, options);
  return timingSafeEqual(actual, expected);
}
