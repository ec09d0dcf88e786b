import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cnpjCheckDigits, formatCnpj, isValidCnpj, normalizeCnpj } from './cnpj.ts';

const digit = fc.constantFrom(...'0123456789');
const alnum = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const numericBase = fc.string({ unit: digit, minLength: 12, maxLength: 12 });
const alnumBase = fc.string({ unit: alnum, minLength: 12, maxLength: 12 });
const isAllSame = (s: string): boolean => /^(.)\1*$/.test(s);

describe('cnpjCheckDigits', () => {
  it('computes the check digits of a known numeric CNPJ', () => {
    expect(cnpjCheckDigits('112223330001')).toBe('81');
  });

  it('computes the check digits of the alphanumeric example', () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
  });

  it('rejects a base that is not 12 characters of [0-9A-Z]', () => {
    expect(() => cnpjCheckDigits('11222333000')).toThrow(RangeError);
    expect(() => cnpjCheckDigits('12abc34501de')).toThrow(RangeError);
    expect(() => cnpjCheckDigits('12ABC34501D-')).toThrow(RangeError);
  });
});

describe('isValidCnpj', () => {
  it('accepts known valid numeric CNPJs with or without punctuation', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
  });

  it('accepts the alphanumeric CNPJ, punctuated, bare and in lowercase', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
  });

  it('rejects wrong check digits', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-53')).toBe(false);
  });

  it('rejects letters in the check digits', () => {
    expect(isValidCnpj('12.ABC.345/01DE-3A')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-A1')).toBe(false);
  });

  it('rejects wrong length', () => {
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001810')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
  });

  it('rejects all-same-character values', () => {
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('11.111.111/1111-11')).toBe(false);
  });

  it('rejects unexpected symbols', () => {
    expect(isValidCnpj('11*222*333/0001-81')).toBe(false);
  });

  it('property: any 12 digits plus computed check digits is valid (unless all the same)', () => {
    fc.assert(
      fc.property(numericBase, (b) => {
        const cnpj = b + cnpjCheckDigits(b);
        expect(isValidCnpj(cnpj)).toBe(!isAllSame(cnpj));
      }),
    );
  });

  it('property: any 12 [0-9A-Z] plus computed check digits is valid, formatted and in lowercase too', () => {
    fc.assert(
      fc.property(alnumBase, (b) => {
        const cnpj = b + cnpjCheckDigits(b);
        expect(isValidCnpj(cnpj)).toBe(!isAllSame(cnpj));
        expect(isValidCnpj(formatCnpj(cnpj))).toBe(isValidCnpj(cnpj));
        expect(isValidCnpj(cnpj.toLowerCase())).toBe(isValidCnpj(cnpj));
      }),
    );
  });

  it('property: changing one check digit of a valid CNPJ makes it invalid', () => {
    fc.assert(
      fc.property(alnumBase, fc.integer({ min: 12, max: 13 }), fc.integer({ min: 1, max: 9 }), (b, pos, delta) => {
        const cnpj = b + cnpjCheckDigits(b);
        const changed = String((Number(cnpj[pos]) + delta) % 10);
        expect(isValidCnpj(cnpj.slice(0, pos) + changed + cnpj.slice(pos + 1))).toBe(false);
      }),
    );
  });

  it('property: changing one digit of a numeric CNPJ is caught whenever the first check digit is not 0', () => {
    fc.assert(
      fc.property(numericBase, fc.nat({ max: 11 }), fc.integer({ min: 1, max: 9 }), (b, pos, delta) => {
        const dv = cnpjCheckDigits(b);
        // Why: remainders 0 and 1 both give check digit 0, a known blind spot of the mod-11 scheme.
        fc.pre(dv[0] !== '0');
        const changed = String((Number(b[pos]) + delta) % 10);
        expect(isValidCnpj(b.slice(0, pos) + changed + b.slice(pos + 1) + dv)).toBe(false);
      }),
    );
  });

  it('property: changing one base character of an alphanumeric CNPJ is caught unless the values differ by a multiple of 11', () => {
    fc.assert(
      fc.property(alnumBase, fc.nat({ max: 11 }), alnum, (b, pos, replacement) => {
        const dv = cnpjCheckDigits(b);
        const original = b[pos] ?? '';
        const diff = replacement.charCodeAt(0) - original.charCodeAt(0);
        // Why: with values 0–42 some characters differ by 11 or 33 (e.g. '6' = 6 and 'A' = 17), which
        // mod 11 cannot see; and remainders 0 and 1 both give check digit 0.
        fc.pre(diff % 11 !== 0 && dv[0] !== '0');
        expect(isValidCnpj(b.slice(0, pos) + replacement + b.slice(pos + 1) + dv)).toBe(false);
      }),
    );
  });

  it('documents the blind spot of the alphanumeric form: swapping 6 and A keeps the check digits', () => {
    expect(cnpjCheckDigits('126BC34501DE')).toBe('35');
    expect(isValidCnpj('12.6BC.345/01DE-35')).toBe(true);
  });
});

describe('normalizeCnpj and formatCnpj', () => {
  it('uppercases and keeps only [0-9A-Z]', () => {
    expect(normalizeCnpj(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
  });

  it('formats 14 characters and leaves other lengths as given', () => {
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('123')).toBe('123');
  });
});
