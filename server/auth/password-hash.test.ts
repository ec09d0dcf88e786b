import { describe, expect, it } from 'vitest';
import {
  currentScryptParams,
  hashPassword,
  productionScryptParams,
  needsRehash,
  storedParams,
  unmatchableHash,
  verifyPassword,
} from './password-hash.ts';

const legacy = { N: 2 ** 15, r: 8, p: 1 };

describe('password hashes', () => {
  it('makes new hashes with N=2^17, r=8, p=1 (OWASP minimum for scrypt) that verify', async () => {
    expect(productionScryptParams).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(currentScryptParams()).toEqual(productionScryptParams);
    const hash = await hashPassword('Correct-horse-1');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('Correct-horse-1', hash)).toBe(true);
    expect(await verifyPassword('Correct-horse-2', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('verifies hashes made with the old parameters (stored in the hash), and says they need a rehash', async () => {
    const old = await hashPassword('Correct-horse-1', legacy);
    expect(storedParams(old)).toEqual(legacy);
    expect(await verifyPassword('Correct-horse-1', old)).toBe(true);
    expect(await verifyPassword('wrong', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it('never matches a malformed hash or one whose parameters are out of bounds (no huge allocation)', async () => {
    const good = await hashPassword('Correct-horse-1', legacy);
    const [, , r, p, salt, key] = good.split('$');
    for (const stored of [
      null,
      '',
      'plain-text',
      `scrypt$${2 ** 30}$${r}$${p}$${salt}$${key}`,
      `scrypt$1000$${r}$${p}$${salt}$${key}`,
      `scrypt$${2 ** 15}$64$${p}$${salt}$${key}`,
      `scrypt$${2 ** 15}$${r}$0$${salt}$${key}`,
      `scrypt$${2 ** 15}$${r}$${p}$${salt}$c2hvcnQ=`,
      `bcrypt$${2 ** 15}$${r}$${p}$${salt}$${key}`,
    ]) {
      expect(await verifyPassword('Correct-horse-1', stored), String(stored)).toBe(false);
    }
  });

  it('gives unknown user names a hash with the current parameters that no password matches, made without hashing', async () => {
    const dummy = unmatchableHash();
    expect(storedParams(dummy)).toEqual(currentScryptParams());
    expect(dummy).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(unmatchableHash()).not.toBe(dummy);
    expect(needsRehash(dummy)).toBe(false);
    for (const password of ['', 'admin1234', 'Correct-horse-1'])
      expect(await verifyPassword(password, dummy)).toBe(false);
  });
});
