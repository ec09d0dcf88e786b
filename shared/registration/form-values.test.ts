import { describe, expect, it } from 'vitest';
import { formNumber, nonEmptyOrUndefined, trimmedOrUndefined } from './form-values.ts';

describe('form values', () => {
  it('trims strings and turns blank ones into undefined', () => {
    expect(trimmedOrUndefined('  Ana ')).toBe('Ana');
    expect(trimmedOrUndefined('   ')).toBeUndefined();
    expect(trimmedOrUndefined('')).toBeUndefined();
    expect(trimmedOrUndefined(5)).toBe(5);
  });

  it('turns only the empty string into undefined when keeping values verbatim', () => {
    expect(nonEmptyOrUndefined('')).toBeUndefined();
    expect(nonEmptyOrUndefined('  pw  ')).toBe('  pw  ');
  });

  it('turns digit strings into numbers and leaves other strings for the schema', () => {
    expect(formNumber(' 42 ')).toBe(42);
    expect(formNumber(7)).toBe(7);
    expect(formNumber('')).toBeUndefined();
    expect(formNumber('-1')).toBe('-1');
    expect(formNumber('1.5')).toBe('1.5');
    expect(formNumber('12a')).toBe('12a');
  });
});
