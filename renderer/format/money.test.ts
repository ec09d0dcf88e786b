import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney } from './money.ts';

// Intl separates the currency sign with a no-break space in pt-BR.
const nbsp = '\u00a0';

describe('formatMoney', () => {
  it('writes reais the Brazilian way in Portuguese', () => {
    expect(formatMoney('1234.56', 'pt-BR')).toBe(`R$${nbsp}1.234,56`);
    expect(formatMoney(79.9, 'pt-BR')).toBe(`R$${nbsp}79,90`);
    expect(formatMoney('0', 'pt-BR')).toBe(`R$${nbsp}0,00`);
    expect(formatMoney('1234567.8', 'pt-BR')).toBe(`R$${nbsp}1.234.567,80`);
  });

  it('writes reais the English way in English', () => {
    expect(formatMoney('1234.56', 'en')).toBe('R$1,234.56');
    expect(formatMoney(-5, 'en')).toBe('-R$5.00');
  });

  it('shows empty values as nothing and text that is no number as given', () => {
    expect(formatMoney('', 'pt-BR')).toBe('');
    expect(formatMoney(null, 'en')).toBe('');
    expect(formatMoney('n/a', 'en')).toBe('n/a');
  });
});

describe('formatCount', () => {
  it('groups thousands by language', () => {
    expect(formatCount(1234, 'pt-BR')).toBe('1.234');
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(7, 'pt-BR')).toBe('7');
  });
});
