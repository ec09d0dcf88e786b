import { describe, expect, it } from 'vitest';
import { formatDocument } from './documents.ts';

describe('formatDocument', () => {
  it('punctuates an 11-digit CPF', () => {
    expect(formatDocument('52998224725')).toBe('529.982.247-25');
    expect(formatDocument('529.982.247-25')).toBe('529.982.247-25');
  });

  it('punctuates a 14-character CNPJ, numeric or alphanumeric', () => {
    expect(formatDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatDocument('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatDocument('12.abc.345/01de-35')).toBe('12.ABC.345/01DE-35');
  });

  it('leaves anything else as given', () => {
    expect(formatDocument('12345')).toBe('12345');
    expect(formatDocument('')).toBe('');
    expect(formatDocument(null)).toBe('');
  });
});
