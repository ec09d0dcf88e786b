import { describe, expect, it } from 'vitest';
import { ExportCancelled, fetchAllPages, pageStarts, type ExportPage } from './paging-plan.ts';

/** A fake service holding `total` numbered rows; records the starts asked for. */
function fakeService(total: number) {
  const asked: number[] = [];
  const fetchPage = (start: number, limit: number): Promise<ExportPage<number>> => {
    asked.push(start);
    const rows = Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, index) => start + index);
    return Promise.resolve({ rows, total });
  };
  return { asked, fetchPage };
}

describe('export paging plan', () => {
  it('plans the pages needed for a total', () => {
    expect(pageStarts(0)).toEqual([0]);
    expect(pageStarts(1)).toEqual([0]);
    expect(pageStarts(1000)).toEqual([0]);
    expect(pageStarts(1001)).toEqual([0, 1000]);
    expect(pageStarts(2500)).toEqual([0, 1000, 2000]);
    expect(pageStarts(25, 10)).toEqual([0, 10, 20]);
  });

  it('fetches every page in order and reports progress', async () => {
    const service = fakeService(2500);
    const progress: [number, number][] = [];
    const rows = await fetchAllPages({
      fetchPage: service.fetchPage,
      signal: new AbortController().signal,
      onProgress: (fetched, total) => progress.push([fetched, total]),
    });
    expect(service.asked).toEqual(pageStarts(2500));
    expect(rows).toHaveLength(2500);
    expect(rows[1234]).toBe(1234);
    expect(progress).toEqual([
      [1000, 2500],
      [2000, 2500],
      [2500, 2500],
    ]);
  });

  it('keeps two pages in flight after the first, and keeps the rows in order when a later page answers first', async () => {
    const service = fakeService(4500);
    const waiting = new Map<number, () => void>();
    let inFlight = 0;
    let mostInFlight = 0;
    const fetchPage = (start: number, limit: number): Promise<ExportPage<number>> => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      return new Promise<void>((resolve) => waiting.set(start, resolve)).then(() => {
        inFlight -= 1;
        return service.fetchPage(start, limit);
      });
    };
    const done = fetchAllPages({ fetchPage, signal: new AbortController().signal });
    // The service answers the page asked last first, every time two are waiting.
    while (waiting.size > 0 || service.asked.length < 5) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const last = [...waiting.keys()].at(-1);
      if (last === undefined) continue;
      waiting.get(last)?.();
      waiting.delete(last);
    }
    const rows = await done;
    expect(service.asked.toSorted((a, b) => a - b)).toEqual(pageStarts(4500));
    expect(rows).toEqual(Array.from({ length: 4500 }, (_, index) => index));
    expect(mostInFlight).toBe(2);
  });

  it('asks one page for an empty result', async () => {
    const service = fakeService(0);
    expect(await fetchAllPages({ fetchPage: service.fetchPage, signal: new AbortController().signal })).toEqual([]);
    expect(service.asked).toEqual([0]);
  });

  it('stops after the page on which the user cancels, without waiting for the running call', async () => {
    const service = fakeService(5000);
    const controller = new AbortController();
    let seenSignal: AbortSignal | undefined;
    const fetchPage = (start: number, limit: number, signal: AbortSignal) => {
      seenSignal = signal;
      if (start === 1000) {
        controller.abort();
        // The running call never answers: cancelling must not wait for it.
        return new Promise<ExportPage<number>>(() => undefined);
      }
      return service.fetchPage(start, limit);
    };
    await expect(fetchAllPages({ fetchPage, signal: controller.signal })).rejects.toBeInstanceOf(ExportCancelled);
    expect(service.asked).toEqual([0]);
    expect(seenSignal?.aborted).toBe(true);
  });

  it('fetches nothing when cancelled before it starts', async () => {
    const service = fakeService(5000);
    const controller = new AbortController();
    controller.abort();
    await expect(fetchAllPages({ fetchPage: service.fetchPage, signal: controller.signal })).rejects.toBeInstanceOf(
      ExportCancelled,
    );
    expect(service.asked).toEqual([]);
  });
});
