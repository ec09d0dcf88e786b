import { describe, expect, it } from 'vitest';
import { judgeGrowth, leastSquaresSlope } from './ui-growth.ts';

const mb = 1024 * 1024;
const points = (values: number[]) => values.map((value, index) => ({ turn: index * 40, value }));

describe('leastSquaresSlope', () => {
  it('is the slope of a straight line and 0 for one point', () => {
    expect(leastSquaresSlope(points([10, 12, 14, 16]))).toBeCloseTo(2 / 40);
    expect(leastSquaresSlope(points([10]))).toBe(0);
  });
});

describe('judgeGrowth', () => {
  it('passes a heap that wobbles within the tolerance', () => {
    const judged = judgeGrowth(points([30, 31, 29.5, 30.6, 30.2].map((value) => value * mb)), 0.05, 2 * mb);
    expect(judged.tolerance).toBe(2 * mb);
    expect(judged.grew).toBe(false);
  });

  it('fails a heap that ends higher than the tolerance', () => {
    expect(judgeGrowth(points([30, 30, 31, 33].map((value) => value * mb)), 0.05, 2 * mb).grew).toBe(true);
  });

  it('fails a steady rise even when the last point happens to be low', () => {
    const judged = judgeGrowth(points([30, 31, 32, 33, 34, 35, 31].map((value) => value * mb)), 0.05, 2 * mb);
    expect(judged.growth).toBe(1 * mb);
    expect(judged.trend).toBeGreaterThan(2 * mb);
    expect(judged.grew).toBe(true);
  });

  it('scales the tolerance with the start value above the floor', () => {
    expect(judgeGrowth(points([100 * mb, 104 * mb]), 0.05, 2 * mb)).toMatchObject({ tolerance: 5 * mb, grew: false });
  });
});
