import { describe, expect, it } from 'vitest';
import { newAccessToken, tokenMatches } from './access-token.ts';

describe('newAccessToken', () => {
  it('draws 32 random bytes as base64url', () => {
    const token = newAccessToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('draws a different token each time', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newAccessToken()));
    expect(tokens.size).toBe(50);
  });
});

describe('tokenMatches', () => {
  const expected = newAccessToken();

  it('accepts the expected token', () => {
    expect(tokenMatches(expected, expected)).toBe(true);
  });

  it('refuses a missing, empty, repeated, shorter, longer or different token', () => {
    expect(tokenMatches(undefined, expected)).toBe(false);
    expect(tokenMatches('', expected)).toBe(false);
    expect(tokenMatches([expected], expected)).toBe(false);
    expect(tokenMatches(expected.slice(1), expected)).toBe(false);
    expect(tokenMatches(`${expected}x`, expected)).toBe(false);
    expect(tokenMatches(newAccessToken(), expected)).toBe(false);
  });
});
