import { describe, expect, it } from 'vitest';
import { escapeLike, unescapeLike } from './like-pattern.ts';

describe('escapeLike', () => {
  it('leaves plain text alone', () => {
    expect(escapeLike('José da Silva')).toBe('José da Silva');
  });

  it('escapes the wildcards and the escape character', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});

describe('unescapeLike', () => {
  it('gives back the typed text', () => {
    for (const text of ['José da Silva', '50%_a\\b', '\\\\%', '']) expect(unescapeLike(escapeLike(text))).toBe(text);
  });
});
