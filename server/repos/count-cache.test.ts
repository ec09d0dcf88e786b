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
