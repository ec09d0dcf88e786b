import { describe, expect, it } from 'vitest';
import { readablePassword } from './readable-password.ts';

describe('a new client-area password to read to the customer', () => {
  it('is two two-syllable words and three digits, 13 characters, within the interface’s 8 to 16', () => {
    for (let round = 0; round < 200; round += 1) {
      const password = readablePassword();
      expect(password).toMatch(/^[bdflmnprtv][aeiou][bdflmnprtv][aeiou]-[bdflmnprtv][aeiou][bdflmnprtv][aeiou]-\d{3}$/);
      expect(password).toHaveLength(13);
    }
  });

  it('draws every letter and digit from the random source, without modulo bias', () => {
    // A source that first answers a value beyond the last whole multiple (refused), then 0: the draw is retried.
    let calls = 0;
    const source = (values: Uint32Array<ArrayBuffer>) => {
      values[0] = calls++ % 2 === 0 ? 0xffff_ffff : 0;
      return values;
    };
    expect(readablePassword(source)).toBe('baba-baba-000');
  });

  it('differs from one draw to the next', () => {
    expect(new Set(Array.from({ length: 50 }, () => readablePassword())).size).toBeGreaterThan(45);
  });
});
