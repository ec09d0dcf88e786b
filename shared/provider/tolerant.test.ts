import { describe, expect, it } from 'vitest';
import { maybe, wireDate, wireDateTime, wireText } from './tolerant.ts';

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
