import { describe, expect, it } from 'vitest';
import { steadyRange } from './steady-range.ts';

const range = (startIndex: number, endIndex: number, count = 1000) => ({
  startIndex,
  endIndex,
  overscan: 2,
  count,
  lanes: 1,
});

describe('steadyRange', () => {
  it('pads the range after its end to the wanted count', () => {
    expect(steadyRange(range(10, 14), 11)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(steadyRange(range(10, 15), 11)).toHaveLength(11);
  });

  it('pads before the range at the end of the page, and gives what there is on a short page', () => {
    expect(steadyRange(range(995, 999), 10)).toEqual([990, 991, 992, 993, 994, 995, 996, 997, 998, 999]);
    expect(steadyRange(range(0, 3, 4), 10)).toEqual([0, 1, 2, 3]);
  });

  it('keeps a range longer than wanted whole', () => {
    expect(steadyRange(range(10, 30), 5)).toHaveLength(25);
  });
});
