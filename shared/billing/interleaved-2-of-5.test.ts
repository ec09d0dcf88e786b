import { describe, expect, it } from 'vitest';
import { interleaved2of5, itfBars } from './interleaved-2-of-5.ts';

const code = (digits: string): string =>
  interleaved2of5(digits)
    .map((element) => (element.bar ? (element.wide ? 'B' : 'b') : element.wide ? 'S' : 's'))
    .join('');

describe('interleaved2of5', () => {
  it('interleaves a pair: the first digit in the bars, the second in the spaces, between start and stop', () => {
    // 1 = wnnnw (bars), 2 = nwnnw (spaces); start bsbs, stop Bsb.
    expect(code('12')).toBe('bsbs' + 'BsbSbsbsBS' + 'Bsb');
  });

  it('draws a 44-digit boleto barcode as 227 elements, 405 narrow units wide at ratio 3', () => {
    const digits = '10499898100000214032006561000100040099726390';
    expect(interleaved2of5(digits)).toHaveLength(4 + 22 * 10 + 3);
    const { bars, total } = itfBars(digits);
    expect(total).toBe(4 + 22 * 18 + 5);
    expect(bars).toHaveLength(2 + 22 * 5 + 2);
  });

  it('refuses an odd number of digits', () => {
    expect(() => interleaved2of5('123')).toThrow(/even/);
  });
});
