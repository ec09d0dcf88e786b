import { describe, expect, it } from 'vitest';
import { shownDate, typedDateValue } from './typed-date.ts';

describe('typedDateValue', () => {
  it('keeps a real day typed dd/mm/aaaa as YYYY-MM-DD', () => {
    expect(typedDateValue('04/05/1990')).toBe('1990-05-04');
    expect(typedDateValue(' 29/02/2024 ')).toBe('2024-02-29');
    expect(typedDateValue('4/5/1990')).toBe('1990-05-04');
  });

  it('keeps what was typed, as typed, when it is not a real day: the schema then says so under the field', () => {
    expect(typedDateValue('31/02/2000')).toBe('31/02/2000');
    expect(typedDateValue('99/99/9999')).toBe('99/99/9999');
    expect(typedDateValue('12/05')).toBe('12/05');
  });

  it('is empty for an erased field', () => {
    expect(typedDateValue('')).toBe('');
    expect(typedDateValue('   ')).toBe('');
  });
});

describe('shownDate', () => {
  it('shows a kept day as dd/mm/aaaa and anything else as it was typed', () => {
    expect(shownDate('1990-05-04')).toBe('04/05/1990');
    expect(shownDate('31/02/2000')).toBe('31/02/2000');
    expect(shownDate('')).toBe('');
  });

  it('round-trips: what is shown, typed again, is the same value', () => {
    for (const value of ['1990-05-04', '2024-02-29', '31/02/2000', '12/05', ''])
      expect(typedDateValue(shownDate(value))).toBe(value);
  });
});
