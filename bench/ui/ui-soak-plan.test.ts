import { describe, expect, it } from 'vitest';
import { soakBlockTurns, soakCycle, soakCycleTurns, soakMix, soakPlan, soakTurnCount } from './ui-soak-plan.ts';

describe('soakCycle', () => {
  it('holds three blocks, each a filter change then three sort clicks with six pages forward and six back', () => {
    const cycle = soakCycle();
    expect(cycle).toHaveLength(soakCycleTurns);
    expect(soakCycleTurns % soakBlockTurns).toBe(0);
    for (let block = 0; block < soakCycleTurns / soakBlockTurns; block += 1)
      expect(cycle[block * soakBlockTurns]?.kind).toBe('filter');
    expect(soakMix(cycle)).toEqual({ filter: 3, sort: 9, next: 54, previous: 54 });
  });

  it('ends on the page it starts from, so every checkpoint sees the same screen', () => {
    let page = 1;
    for (const turn of soakCycle()) {
      if (turn.kind === 'next') page += 1;
      else if (turn.kind === 'previous') page -= 1;
      else page = 1;
      expect(page).toBeGreaterThanOrEqual(1);
    }
    expect(page).toBe(1);
    const filters = soakCycle().flatMap((turn) => (turn.kind === 'filter' ? [turn.surname] : []));
    // The last block clears the filter: the cycle ends unfiltered, as the page starts.
    expect(filters.at(-1)).toBeUndefined();
  });
});

describe('soakPlan', () => {
  it('repeats whole cycles: 720 turns (an hour at one per 5 s) in full, 240 quick', () => {
    expect(soakTurnCount(false)).toBe(720);
    expect(soakTurnCount(true)).toBe(240);
    const plan = soakPlan(720);
    expect(plan).toHaveLength(720);
    expect(plan.slice(soakCycleTurns, 2 * soakCycleTurns)).toEqual(soakCycle());
  });

  it('refuses a turn count that is not whole cycles', () => {
    expect(() => soakPlan(100)).toThrow(/multiple of 120/);
  });
});
