import { describe, expect, it } from 'vitest';
import { maybe, wireAmount, wireDate, wireDateTime, wireText, wireZip } from './tolerant.ts';

describe('tolerant wire fields', () => {
  it('reads zero dates (MySQL’s "no date") as no date, in date and date-time fields', () => {
    for (const zero of ['0000-00-00', '0000-00-00 00:00:00', '0000-00-00T00:00:00', '0000-00-00 00:00']) {
      expect(maybe(wireDate).parse(zero), zero).toBeNull();
      expect(maybe(wireDateTime).parse(zero), zero).toBeNull();
    }
    expect(maybe(wireDate).parse('2026-11-25')).toBe('2026-11-25');
    expect(maybe(wireDateTime).parse('2026-11-25 10:11:12.5')).toBe('2026-11-25 10:11:12');
  });

  it('keeps the same text in a text field: only dates mean "none" by it', () => {
    expect(maybe(wireText).parse('0000-00-00')).toBe('0000-00-00');
  });
});

describe('tolerant dates and zip codes in their usual forms', () => {
  it('reads the normal forms as they are and every other form as before', () => {
    expect(wireDateTime.parse('2024-09-18 13:38:34')).toBe('2024-09-18 13:38:34');
    expect(wireDateTime.parse('2024-09-18T13:38:34')).toBe('2024-09-18 13:38:34');
    expect(wireDateTime.parse('2024-09-18 13:38')).toBe('2024-09-18 13:38:00');
    expect(wireDateTime.safeParse('2024-09-18 13:38:3x').success).toBe(false);
    expect(wireZip.parse('79909-677')).toBe('79909677');
    expect(wireZip.parse('79909677')).toBe('79909677');
    expect(wireZip.parse('79.909-677')).toBe('79909677');
    expect(wireZip.parse('7990-9677')).toBe('79909677');
    expect(wireZip.parse('CEP 123')).toBe('CEP 123');
    expect(wireZip.parse(79909677)).toBe('79909677');
  });
});

describe('money amounts', () => {
  it.each([
    ['79.9000', '79.90'],
    [69.9, '69.90'],
    ['1.069', '1.07'],
    ['1.069,90', '1069.90'],
    ['69,9', '69.90'],
    ['R$ 69,90', '69.90'],
    ['R$69,90', '69.90'],
    ['R$\u00a01.234.567,89', '1234567.89'],
    ['R$ 1.069', '1069.00'],
    ['R$ 69.90', '69.90'],
    ['1.069.000', '1069000.00'],
    ['-R$ 5,00', '-5.00'],
    ['R$ -5,00', '-5.00'],
    ['1,069.90', '1069.90'],
    [' 12,5 ', '12.50'],
  ] as const)('%s reads as %s', (written, normal) => {
    expect(wireAmount.parse(written)).toBe(normal);
  });

  it.each(['', 'abc', 'R$', '1.06,90', '1,2,3', '--5', '- R$ -5', 'R$ 12,50 a mais', '12.50.1x'])(
    '%j is not an amount',
    (written) => {
      expect(wireAmount.safeParse(written).success).toBe(false);
    },
  );
});
