import { describe, expect, it } from 'vitest';
import { demoPasswords } from '../config.ts';
import { currentScryptParams, publishedPasswordParams } from './password-hash.ts';
import { hashParamsFor, isPublishedPassword } from './published-passwords.ts';

describe('published passwords', () => {
  it("gives the demo's own passwords the published cost, and every other password today's", () => {
    expect(isPublishedPassword(demoPasswords.staff)).toBe(true);
    expect(isPublishedPassword(demoPasswords.client)).toBe(true);
    // 1 MiB of scrypt: the least the service accepts from its database (N=2^10), as these guard nothing.
    expect(publishedPasswordParams).toEqual({ N: 2 ** 10, r: 8, p: 1 });
    expect(hashParamsFor(demoPasswords.staff)).toEqual(publishedPasswordParams);
    expect(hashParamsFor(demoPasswords.client)).toEqual(publishedPasswordParams);
    for (const own of ['Admin1234', 'admin12345', ' cliente123', 'Correct-horse-1']) {
      expect(isPublishedPassword(own), own).toBe(false);
      expect(hashParamsFor(own), own).toEqual(currentScryptParams());
    }
  });
});
