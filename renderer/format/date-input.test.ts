import { describe, expect, it } from 'vitest';
import { parseDayMonthYear } from './date-input.ts';

describe('parseDayMonthYear', () => {
  it('turns dd/mm/aaaa into YYYY-MM-DD', () => {
    expect(parseDayMonthYear('05/03/2024')).toBe('2024-03-05');
    expect(parseDayMonthYear(' 5/3/2024 ')).toBe('2024-03-05');
    expect(parseDayMonthYear('29/02/2024')).toBe('2024-02-29');
  });

  it('refuses dates that do not exist or are not dd/mm/aaaa', () => {
    expect(parseDayMonthYear('29/02/2023')).toBeUndefined();
    expect(parseDayMonthYear('31/04/2024')).toBeUndefined();
    expect(parseDayMonthYear('2024-03-05')).toBeUndefined();
    expect(parseDayMonthYear('00/01/2024')).toBeUndefined();
    expect(parseDayMonthYear('')).toBeUndefined();
  });
});
