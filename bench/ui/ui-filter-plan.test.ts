import { describe, expect, it } from 'vitest';
import { filterRoundPlan, warmupSurname } from './ui-filter-paint.ts';

describe('filterRoundPlan', () => {
  it('gives every round its own surnames, none repeated and none the warm-up', () => {
    const plan = filterRoundPlan(3, 6);
    expect(plan.map((round) => round.length)).toEqual([6, 6, 6]);
    const all = plan.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all).not.toContain(warmupSurname);
    // The soak filters on these two later; a round using them would warm its cache.
    expect(all).not.toContain('Silva');
    expect(all).not.toContain('Santos');
  });

  it('shrinks the rounds when many runs would run out of fresh surnames, to no fewer than 2', () => {
    expect(filterRoundPlan(12, 6).every((round) => round.length === 3)).toBe(true);
    expect(filterRoundPlan(20, 6).every((round) => round.length === 2)).toBe(true);
    expect(() => filterRoundPlan(21, 6)).toThrow(/not enough surnames/);
  });
});
