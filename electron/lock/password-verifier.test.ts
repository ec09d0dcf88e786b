import { describe, expect, it } from 'vitest';
import { makeVerifier, verifyPassword } from './password-verifier.ts';

describe('password verifier', () => {
  it('accepts the password it was made from, and no other', async () => {
    const verifier = await makeVerifier('demo', 'admin', 'admin1234');
    expect(await verifyPassword(verifier, 'admin1234')).toBe(true);
    expect(await verifyPassword(verifier, 'admin12345')).toBe(false);
    expect(await verifyPassword(verifier, 'Admin1234')).toBe(false);
    expect(await verifyPassword(verifier, '')).toBe(false);
  });

  it('salts every verifier anew and keeps no password in it', async () => {
    const one = await makeVerifier('demo', 'admin', 'senha-secreta');
    const two = await makeVerifier('demo', 'admin', 'senha-secreta');
    expect(one.salt.equals(two.salt)).toBe(false);
    expect(one.hash.equals(two.hash)).toBe(false);
    expect(JSON.stringify(one)).not.toContain('senha-secreta');
    expect(Buffer.concat([one.salt, one.hash]).toString('latin1')).not.toContain('senha-secreta');
  });

  it('reads composed and decomposed accents as the same password', async () => {
    const verifier = await makeVerifier('demo', 'joão', 'ação');
    expect(await verifyPassword(verifier, 'a\u0063\u0327\u0061\u0303o')).toBe(true);
  });
});
