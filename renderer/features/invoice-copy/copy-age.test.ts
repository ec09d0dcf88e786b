import { describe, expect, it } from 'vitest';
import { isStaleCopy } from './copy-age.ts';

const now = Date.UTC(2026, 11, 3, 17, 5);

describe('isStaleCopy', () => {
  it('warns past the threshold only', () => {
    expect(isStaleCopy(now - 61 * 60_000, now, 60)).toBe(true);
    expect(isStaleCopy(now - 60 * 60_000, now, 60)).toBe(false);
    expect(isStaleCopy(now - 10 * 60_000, now, 5)).toBe(true);
  });

  it('never warns for an invoice the server answered', () => {
    expect(isStaleCopy(undefined, now, 5)).toBe(false);
  });
});
