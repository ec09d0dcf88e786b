import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskDocument } from './document-mask.ts';

describe('maskDocument', () => {
  it('masks a CPF as it is typed, digit by digit', () => {
    expect(maskDocument('529', '0')).toBe('529');
    expect(maskDocument('5299', '0')).toBe('529.9');
    expect(maskDocument('52998224725', '0')).toBe('529.982.247-25');
    expect(maskDocument('529.982.247-25', '0')).toBe('529.982.247-25');
  });

  it('drops letters and extra digits from a CPF', () => {
    expect(maskDocument('52a998224725999', '0')).toBe('529.982.247-25');
  });

  it('masks a numeric and an alphanumeric CNPJ, upper-casing letters', () => {
    expect(maskDocument('11222333000181', '1')).toBe('11.222.333/0001-81');
    expect(maskDocument('12abc34501de35', '1')).toBe('12.ABC.345/01DE-35');
  });

  it('keeps the CNPJ check digits numeric', () => {
    expect(maskDocument('12ABC34501DEX5', '1')).toBe('12.ABC.345/01DE-5');
  });

  it('is idempotent: masking a masked value changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.constantFrom('0', '1'), (input, type) => {
        const once = maskDocument(input, type);
        expect(maskDocument(once, type)).toBe(once);
      }),
    );
  });
});
