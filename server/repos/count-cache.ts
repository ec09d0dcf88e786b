/** Counts (and other whole-table figures) remembered per key, each valid for the write generation it was taken in. */
export interface CountCache {
  /** The value for `key` taken in the current generation, or a fresh one from `compute` (then remembered). */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

/** How long an entry serves at most with no write (ms): the dashboard's overdue and this-month figures follow the clock. */
export const countCacheMaxAgeMs = 60_000;

/** How many keys a cache keeps (the least recently used go first): a filter is a few hundred bytes at most. */
export const countCacheKeys = 500;

interface Entry {
  generation: number;
  takenAt: number;
  value: unknown;
}

/** Options of a count cache: the write generation it follows, and how long an entry may serve at most. */
export interface CountCacheOptions {
  generation: () => number;
  /** The longest an entry serves even with no write (ms): figures that depend on the clock (overdue, this month) move without one. */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * A cache of counts keyed by the filter, invalidated by every write: an entry serves only while the
 * engine's write generation is the one it was taken in, so `total` stays exact while page 2, 3… and
 * the dashboard stop counting again. Why by hand: a map in insertion order is the whole LRU; a library
 * would add a dependency for twenty lines.
 */
export function createCountCache(options: CountCacheOptions): CountCache {
  const entries = new Map<string, Entry>();
  // Why counts in flight are shared: when an entry lapses (a write, or its age), every request already queued
  // for that filter missed at once and queued a count of its own; at 50 connections on PGlite's one queue that
  // was 50 counts of 100,000 clients ahead of their pages, and requests waited past a client's 10 s (issue 20).
  const running = new Map<string, { generation: number; value: Promise<unknown> }>();
  const now = options.now ?? (() => performance.now());
  const maxAgeMs = options.maxAgeMs ?? Number.POSITIVE_INFINITY;
  return {
    async remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const generation = options.generation();
      const entry = entries.get(key);
      if (entry && entry.generation === generation && now() - entry.takenAt <= maxAgeMs) {
        entries.delete(key);
        entries.set(key, entry);
        return entry.value as T;
      }
      const started = running.get(key);
      if (started && started.generation === generation) return started.value as Promise<T>;
      const takenAt = now();
      const value = compute();
      running.set(key, { generation, value });
      try {
        const counted = await value;
        // Why the generation of the start: a write that settled while the count ran has moved it on, so
        // this value is never served (it may have missed that write).
        if (options.generation() === generation) {
          entries.delete(key);
          entries.set(key, { generation, takenAt, value: counted });
          if (entries.size > countCacheKeys) entries.delete(entries.keys().next().value as string);
        }
        return counted;
      } finally {
        if (running.get(key)?.value === value) running.delete(key);
      }
    },
  };
}

/** A cache that remembers nothing (an engine other writers share, such as a PostgreSQL server). */
export const noCountCache: CountCache = { remember: (_key, compute) => compute() };
