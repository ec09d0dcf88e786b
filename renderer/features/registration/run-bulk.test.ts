import { describe, expect, it } from 'vitest';
import { runBulk } from './run-bulk.ts';

describe('runBulk', () => {
  it('runs every item in order; a failure is recorded and does not stop the others', async () => {
    const seen: number[] = [];
    const progress: number[] = [];
    const outcomes = await runBulk(
      [1, 2, 3],
      (n) => n,
      async (n) => {
        seen.push(n);
        if (n === 2) throw new Error('client 2 is locked');
      },
      { signal: new AbortController().signal, onProgress: (list) => progress.push(list.length) },
    );
    expect(seen).toEqual([1, 2, 3]);
    expect(progress).toEqual([1, 2, 3]);
    expect(outcomes).toMatchObject([
      { key: 1, outcome: { state: 'done' } },
      { key: 2, outcome: { state: 'failed', message: 'client 2 is locked', error: expect.any(Error) as unknown } },
      { key: 3, outcome: { state: 'done' } },
    ]);
  });

  it('stops at once when asked: the running item finishes, the rest are marked stopped, never sent', async () => {
    const stop = new AbortController();
    const seen: number[] = [];
    const outcomes = await runBulk(
      [1, 2, 3, 4],
      (n) => n,
      async (n) => {
        seen.push(n);
        if (n === 2) stop.abort();
      },
      { signal: stop.signal },
    );
    expect(seen).toEqual([1, 2]);
    expect(outcomes.map((item) => item.outcome.state)).toEqual(['done', 'done', 'stopped', 'stopped']);
  });
});
