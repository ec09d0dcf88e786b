import { describe, expect, it } from 'vitest';
import { localDateTime } from './local-time.ts';

describe('localDateTime', () => {
  it('writes a journal time in the office’s clock as dd/mm/aaaa hh:mm:ss, in English too (the app’s one date format)', () => {
    const at = new Date(2026, 11, 2, 13, 5, 9).toISOString();
    expect(localDateTime(at)).toBe('02/12/2026 13:05:09');
  });

  it('leaves text that is not a time as it is', () => {
    expect(localDateTime('not a time')).toBe('not a time');
  });
});
