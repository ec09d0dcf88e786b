import { describe, expect, it } from 'vitest';
import { boundedPlan, scaleRecipe, scaleSizes } from './scale-plan.ts';

describe('scale phase plan', () => {
  it('measures 10k, 100k and 1M clients, and --quick stops at 100k', () => {
    expect(scaleSizes(false)).toEqual([10_000, 100_000, 1_000_000]);
    expect(scaleSizes(true)).toEqual([10_000, 100_000]);
  });

  it('seeds up to 100k clients and copies the 100k seed for larger sizes', () => {
    expect(scaleRecipe(10_000)).toEqual({ seededClients: 10_000, factor: 1 });
    expect(scaleRecipe(100_000)).toEqual({ seededClients: 100_000, factor: 1 });
    expect(scaleRecipe(1_000_000)).toEqual({ seededClients: 100_000, factor: 10 });
    expect(() => scaleRecipe(150_000)).toThrow(RangeError);
  });

  it('keeps the plan for fast cases and bounds slow ones', () => {
    const plan = { warmup: 10, timed: 50 };
    expect(boundedPlan(plan, 12)).toEqual({ plan, bounded: false });
    expect(boundedPlan(plan, 200)).toEqual({ plan, bounded: false });
    expect(boundedPlan(plan, 350)).toEqual({ plan: { warmup: 2, timed: 10 }, bounded: true });
    expect(boundedPlan(plan, 1500)).toEqual({ plan: { warmup: 1, timed: 5 }, bounded: true });
  });

  it('never raises a plan that is already small', () => {
    const small = { warmup: 1, timed: 3 };
    expect(boundedPlan(small, 5000)).toEqual({ plan: small, bounded: false });
    expect(boundedPlan({ warmup: 5, timed: 8 }, 350)).toEqual({ plan: { warmup: 2, timed: 8 }, bounded: true });
  });
});
