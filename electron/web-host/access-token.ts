import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header that carries the per-launch token on every API call. */
export const tokenHeader = 'x-desk-token';

/** A new per-launch token: 32 random bytes from the OS's CSPRNG, base64url (43 characters). */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/** Whether a presented token is the expected one, compared in constant time. */
export function tokenMatches(presented: string | string[] | undefined, expected: string): boolean {
  if (typeof presented !== 'string' || presented === '') return false;
  // Why hash first: timingSafeEqual needs equal lengths, and comparing digests keeps even the length of
  // the token from showing in the time an answer takes.
  return timingSafeEqual(digest(presented), digest(expected));
}
