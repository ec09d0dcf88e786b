import { describe, expect, it } from 'vitest';
import { countCacheKeys, createCountCache } from './count-cache.ts';

describe('count cache', () => {
  it('counts once per filter and generation, and again after a write moved the generation on', async () => {
    let generation = 0;
    let counted = 0;
    const cache = createCountCache({ generation: () => generation });
    const count = () => cache.remember('status = 0', async () => (counted += 1));
    expect([await count(), await count(), await count()]).toEqual([1, 1, 1]);
    generation += 2;
    expect([await count(), await count()]).toEqual([2, 2]);
    expect(counted).toBe(2);
  });

  it('counts once for requests that miss together: they wait for the count already running (no stampede)', async () => {
    let counted = 0;
    const finishers: Array<(value: number) => void> = [];
    const cache = createCountCache({ generation: () => 0 });
    const count = () =>
      cache.remember('name ilike %silva%', () => {
        counted += 1;
        return new Promise<number>((resolve) => finishers.push(resolve));
      });
    const waiting = Array.from({ length: 50 }, count);
    for (const finish of finishers) finish(4876);
    expect(await Promise.all(waiting)).toEqual(Array.from({ length: 50 }, () => 4876));
    expect(counted).toBe(1);
  });

  it('a request after a write does not wait for a count started before it, and a failed count is not kept', async () => {
    let generation = 0;
    let counted = 0;
    const cache = createCountCache({ generation: () => generation });
    let finishOld: (value: number) => void = () => undefined;
    const old = cache.remember('k', () => {
      counted += 1;
      return new Promise<number>((resolve) => (finishOld = resolve));
    });
    generation += 2;
    const fresh = cache.remember('k', async () => (counted += 1) * 100);
    finishOld(1);
    expect([await old, await fresh]).toEqual([1, 200]);
    const failing = () =>
      cache.remember('broken', async () => {
        counted += 1;
        throw new Error('statement failed');
      });
    await expect(Promise.all([failing(), failing()])).rejects.toThrow('statement failed');
    await expect(failing()).rejects.toThrow('statement failed');
    expect(counted).toBe(4);
  });

  it('does not keep a count that a write overtook while it ran', async () => {
    let generation = 0;
    let counted = 0;
    const cache = createCountCache({ generation: () => generation });
    const overtaken = await cache.remember('k', async () => {
      generation += 1;
      return (counted += 1);
    });
    expect(overtaken).toBe(1);
    expect(await cache.remember('k', async () => (counted += 1))).toBe(2);
    expect(await cache.remember('k', async () => (counted += 1))).toBe(2);
  });

  it('lets an entry serve no longer than its greatest age (figures that follow the clock)', async () => {
    let clock = 0;
    let counted = 0;
    const cache = createCountCache({ generation: () => 0, maxAgeMs: 60_000, now: () => clock });
    const count = () => cache.remember('dashboard', async () => (counted += 1));
    expect(await count()).toBe(1);
    clock = 60_000;
    expect(await count()).toBe(1);
    clock = 60_001;
    expect(await count()).toBe(2);
  });

  it('keeps at most its number of keys, dropping the least recently used', async () => {
    let counted = 0;
    const cache = createCountCache({ generation: () => 0 });
    for (let key = 0; key <= countCacheKeys; key += 1) await cache.remember(String(key), async () => (counted += 1));
    expect(counted).toBe(countCacheKeys + 1);
    await cache.remember(String(countCacheKeys), async () => (counted += 1));
    expect(counted).toBe(countCacheKeys + 1);
    await cache.remember('0', async () => (counted += 1));
    expect(counted).toBe(countCacheKeys + 2);
  });
});
