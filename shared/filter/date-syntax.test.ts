import { describe, expect, it } from 'vitest';
import { isDateTimeText } from './date-syntax.ts';

describe('date and date-time syntax', () => {
  it('accepts dates and date-times naming real moments', () => {
    expect(
      [
        '2024-02-29',
        '2024-12-31 23:59:59',
        '2024-01-01T00:00:00',
        '2024-01-01 10:00:00.5',
        '2024-01-01 10:00:00.123456',
        '0001-01-01',
      ].every(isDateTimeText),
    ).toBe(true);
  });

  it('refuses impossible or badly written ones', () => {
    const bad = [
      '2023-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '0000-01-01',
      '2024-01-01 24:00:00',
      '2024-01-01 10:60:00',
      '2024-01-01 10:00',
      '2024-1-1',
      '01/02/2024',
      '2024-01-01 10:00:00.1234567',
      '',
    ];
    expect(bad.filter(isDateTimeText)).toEqual([]);
  });
});
