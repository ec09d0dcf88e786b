import { describe, expect, it } from 'vitest';
import { hasValidUsernameCharacters, isUsernameLengthValid } from './username.ts';

describe('client-area user name', () => {
  it('accepts 3 to 60 characters', () => {
    expect(isUsernameLengthValid('ana')).toBe(true);
    expect(isUsernameLengthValid('a'.repeat(60))).toBe(true);
    expect(isUsernameLengthValid('an')).toBe(false);
    expect(isUsernameLengthValid('a'.repeat(61))).toBe(false);
  });

  it('allows letters, digits and . _ - @', () => {
    expect(hasValidUsernameCharacters('ana.silva_01-x@provedor.com.br')).toBe(true);
  });

  it('rejects spaces, accents and other symbols', () => {
    expect(hasValidUsernameCharacters('ana silva')).toBe(false);
    expect(hasValidUsernameCharacters('joão')).toBe(false);
    expect(hasValidUsernameCharacters('ana#1')).toBe(false);
  });
});
