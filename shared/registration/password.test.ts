import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isPasswordLengthValid, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordsMatch } from './password.ts';

describe('isPasswordLengthValid', () => {
  it('accepts 8 to 16 characters', () => {
    expect(isPasswordLengthValid('12345678')).toBe(true);
    expect(isPasswordLengthValid('1234567890123456')).toBe(true);
  });

  it('rejects 7 and 17 characters', () => {
    expect(isPasswordLengthValid('1234567')).toBe(false);
    expect(isPasswordLengthValid('12345678901234567')).toBe(false);
    expect(isPasswordLengthValid('')).toBe(false);
  });

  it('counts an emoji or accented letter as one character', () => {
    expect(isPasswordLengthValid('senha🔒🔒🔒')).toBe(true);
    expect(isPasswordLengthValid('🔒'.repeat(16))).toBe(true);
    expect(isPasswordLengthValid('🔒'.repeat(17))).toBe(false);
    expect(isPasswordLengthValid('ção1234')).toBe(false);
  });

  it('property: valid exactly when the length is within the limits', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 30 }), (p) => {
        expect(isPasswordLengthValid(p)).toBe(p.length >= PASSWORD_MIN_LENGTH && p.length <= PASSWORD_MAX_LENGTH);
      }),
    );
  });
});

describe('passwordsMatch', () => {
  it('is exact: case and spaces count', () => {
    expect(passwordsMatch('Segredo123', 'Segredo123')).toBe(true);
    expect(passwordsMatch('Segredo123', 'segredo123')).toBe(false);
    expect(passwordsMatch('Segredo123', 'Segredo123 ')).toBe(false);
  });
});
