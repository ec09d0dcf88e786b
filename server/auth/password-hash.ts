import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { HashGate, type HashRunner } from './hash-gate.ts';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** scrypt's cost parameters, as a hash string stores them. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * Parameters of new hashes: N=2^17, r=8, p=1, OWASP's minimum for scrypt (128 MiB and about 0.3 s per
 * hash here). Hashes made with other parameters (N=2^15 before issue 15) still verify with their own,
 * and `needsRehash` says to replace them at the next successful login.
 */
export const productionScryptParams: Readonly<ScryptParams> = { N: 2 ** 17, r: 8, p: 1 };
const keyLength = 32;

/**
 * Parameters of hashes of the demo's published passwords (`demoPasswords`, printed in the README): N=2^10
 * (1 MiB, the least a stored hash may have). Why not production's: scrypt's cost slows down guessing an unknown
 * password, and these are known to everyone, so N=2^17 protected nothing and cost every login to the demo
 * 0.4–0.6 s (issue 20: later demo start → login); N=2^12 still took ~20 ms of a login on the bench machine,
 * most of it the first touch of its 4 MiB, ~5 ms at 2^10. The service refuses to serve the demo's operators
 * with it beyond loopback (service.ts), and any password of one's own gets production's parameters.
 */
export const publishedPasswordParams: Readonly<ScryptParams> = { N: 2 ** 10, r: 8, p: 1 };

let newHashParams: Readonly<ScryptParams> = productionScryptParams;

/** The parameters new hashes get: always `productionScryptParams`, except in a test process that lowered them. */
export function currentScryptParams(): Readonly<ScryptParams> {
  return newHashParams;
}

/**
 * Test suites only: new hashes in this process use N=2^logN (at least 2^12) instead of 2^17. Why: the
 * integration suites create and log in hundreds of users against one shared service, and at 0.3 s a hash
 * they took minutes more on a two-core machine. There is no flag or environment variable for it: only
 * code running inside the process can call it (tests/support/test-service.ts does). The tests of the
 * parameters themselves (password-hash.test.ts, the spawned `npm run server`) run without it.
 */
export function lowerHashCostForTests(logN: number): void {
  newHashParams = { ...productionScryptParams, N: 2 ** Math.max(12, Math.min(logN, 17)) };
}

// Why bounds on stored parameters: a hash string from the database decides how much memory a check takes;
// one with N=2^30 must not be able to take the process down. Anything outside never matches.
const storedBounds = { minLogN: 10, maxLogN: 20, maxR: 32, maxP: 16 };

/** Memory scrypt needs for these parameters (OpenSSL's own check: 128·r·(N + p + 2)), plus slack. */
const maxmemFor = ({ N, r, p }: ScryptParams): number => 128 * r * (N + p + 2) + 1024 * 1024;

/**
 * The process's password hashing gate: every scrypt of the service runs through it (at most two at once,
 * taken in turn among clients). Logins take their place with `passwordHashing.admit(address)`.
 */
export const passwordHashing = new HashGate();

const anyTurn: HashRunner = (job) => passwordHashing.run('service', job);

/** Hashes a password with scrypt and a random salt, as `scrypt$N$r$p$salt$hash` (base64). */
export async function hashPassword(
  password: string,
  params: ScryptParams = currentScryptParams(),
  runner: HashRunner = anyTurn,
): Promise<string> {
  const salt = randomBytes(16);
  const hash = await runner(() =>
    scryptAsync(password.normalize('NFC'), salt, keyLength, { ...params, maxmem: maxmemFor(params) }),
  );
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/**
 * A stored-hash string with today's parameters, a random salt and a random digest, made without hashing: what
 * an unknown user name is checked against, so that the check costs one scrypt with the same parameters as a
 * known name's (names cannot be probed by timing). Why no hash of a password: no password can match a random
 * 32-byte digest (a chance of 2^-256), and the login refuses an unknown name anyway; a real hash cost one more
 * scrypt of 128 MiB at every start, which the first login waited for and which raised the start's peak memory.
 */
export function unmatchableHash(params: ScryptParams = currentScryptParams()): string {
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    randomBytes(16).toString('base64'),
    randomBytes(keyLength).toString('base64'),
  ].join('$');
}

/** The parameters a stored hash was made with, or undefined when it is malformed or outside the accepted bounds. */
export function storedParams(stored: string | null | undefined): ScryptParams | undefined {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map((part) => (/^\d{1,8}$/.test(part) ? Number(part) : Number.NaN)) as [
    number,
    number,
    number,
  ];
  const logN = Math.log2(N);
  if (!Number.isInteger(logN) || logN < storedBounds.minLogN || logN > storedBounds.maxLogN) return undefined;
  if (!Number.isInteger(r) || r < 1 || r > storedBounds.maxR || !Number.isInteger(p) || p < 1 || p > storedBounds.maxP)
    return undefined;
  return { N, r, p };
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  runner: HashRunner = anyTurn,
): Promise<boolean> {
  const params = storedParams(stored);
  if (!params || !stored) return false;
  const [saltText, hashText] = stored.split('$').slice(4) as [string, string];
  const expected = Buffer.from(hashText, 'base64');
  if (expected.length !== keyLength) return false;
  const actual = await runner(() =>
    scryptAsync(password.normalize('NFC'), Buffer.from(saltText, 'base64'), keyLength, {
      ...params,
      maxmem: maxmemFor(params),
    }),
  );
  return timingSafeEqual(actual, expected);
}

/** True when a (verified) stored hash was made with weaker parameters than new hashes get. */
export function needsRehash(stored: string | null | undefined): boolean {
  const params = storedParams(stored);
  if (!params) return false;
  const wanted = currentScryptParams();
  return params.N < wanted.N || params.r < wanted.r || params.p < wanted.p;
}
