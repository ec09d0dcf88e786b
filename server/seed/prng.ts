/** A small seeded pseudo-random generator for the demo data: fast, deterministic, one stream per client. */

// Why our own generator rather than faker's seeding for the row loop: faker draws every value from one
// global sequence, so a client's data would depend on every call made before it (and on faker's
// internals, which change between versions), and each faker call costs microseconds of template work.
// Here each client gets its own stream from (seed, client number): a client is a pure function of those
// two numbers, batches can be any size, and a million clients cost a few plain arithmetic operations each.

/** A deterministic stream of pseudo-random numbers and the choices built on them. */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list, uniformly. */
  pick<T>(items: readonly T[]): T;
  /** One value of a weighted table. */
  weighted<T>(table: WeightedTable<T>): T;
}

/** Values with cumulative weights, prepared once by `weightedTable`. */
export interface WeightedTable<T> {
  readonly values: readonly T[];
  readonly cumulative: readonly number[];
  readonly total: number;
}

/** Prepares a weighted table from `[value, weight]` pairs (weights need not sum to 100). */
export function weightedTable<T>(entries: readonly (readonly [T, number])[]): WeightedTable<T> {
  if (entries.length === 0) throw new RangeError('A weighted table needs at least one entry');
  let total = 0;
  const cumulative = entries.map(([, weight]) => (total += weight));
  return { values: entries.map(([value]) => value), cumulative, total };
}

/** Scrambles a 32-bit integer so that nearby inputs give unrelated outputs (the murmur3 finaliser). */
function scramble(value: number): number {
  let z = value | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** Combines numbers (seed, client number, purpose…) into one 32-bit seed. */
export function mixSeed(...parts: readonly number[]): number {
  let hash = 0x2545f491;
  for (const part of parts) hash = scramble(hash ^ scramble(part + 0x9e3779b9));
  return hash;
}

/** Creates a stream: a Weyl sequence (state += golden-ratio constant) passed through the finaliser. */
export function createPrng(seed: number): Prng {
  let state = seed | 0;
  const next = (): number => {
    state = (state + 0x9e3779b9) | 0;
    return scramble(state) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new RangeError('Cannot pick from an empty list');
      return item;
    },
    weighted<T>(table: WeightedTable<T>): T {
      const target = next() * table.total;
      let index = 0;
      while (index < table.cumulative.length - 1 && (table.cumulative[index] ?? 0) <= target) index++;
      return table.values[index] as T;
    },
  };
}
