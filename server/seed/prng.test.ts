import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPrng, mixSeed, weightedTable } from './prng.ts';

describe('createPrng', () => {
  it('repeats its stream for the same seed', () => {
    const a = createPrng(42);
    const b = createPrng(42);
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(Array.from({ length: 20 }, () => b.next()));
  });

  it('keeps int() within its bounds', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        (seed, min, span) => {
          const value = createPrng(seed).int(min, min + span);
          return Number.isInteger(value) && value >= min && value <= min + span;
        },
      ),
    );
  });

  it('follows the weights of a table', () => {
    const prng = createPrng(mixSeed(1, 2));
    const table = weightedTable([
      ['a', 80],
      ['b', 20],
    ]);
    const draws = Array.from({ length: 10_000 }, () => prng.weighted(table));
    expect(draws.filter((value) => value === 'a').length / draws.length).toBeCloseTo(0.8, 1);
  });

  it('gives unrelated seeds for neighbouring inputs', () => {
    expect(new Set(Array.from({ length: 1000 }, (_, index) => mixSeed(1, index))).size).toBe(1000);
  });
});
