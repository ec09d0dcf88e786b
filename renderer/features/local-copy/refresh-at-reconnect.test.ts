import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { refreshAtReconnect } from './refresh-at-reconnect.ts';

const clients: QueryClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

/** A query client holding reads of the given keys and answers, counting how often each is read again. */
async function withReads(reads: Array<{ key: readonly unknown[]; data: unknown; onScreen: boolean }>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  clients.push(client);
  const fetched = new Map<string, number>();
  const unsubscribers: Array<() => void> = [];
  for (const read of reads) {
    const name = JSON.stringify(read.key);
    fetched.set(name, 0);
    const options = {
      queryKey: read.key,
      queryFn: () => {
        fetched.set(name, (fetched.get(name) ?? 0) + 1);
        return read.data;
      },
    };
    await client.fetchQuery(options);
    fetched.set(name, 0);
    // Why an observer: a query on screen is one a component observes (react-query's "active").
    if (read.onScreen) unsubscribers.push(new QueryObserver(client, options).subscribe(() => undefined));
  }
  const settle = async () => {
    // Why a loop: the reads started by the invalidation end on their own (their answers are at hand).
    do await new Promise((resolve) => setTimeout(resolve, 0));
    while (client.isFetching() > 0);
  };
  const times = (key: readonly unknown[]) => fetched.get(JSON.stringify(key));
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, settle, times, stale, stop: () => unsubscribers.forEach((stop) => stop()) };
}

const gridPage = ['clients', 'list', { start: 0 }];
const cardLists = ['customer-area', 'c0ffee', 'contracts', { start: 0 }];
const offScreenCopy = ['clients', 'card', 7];
const copyOnly = ['clients', 'cache', { start: 0 }];
const settings = ['app', 'settings'];

describe('refreshAtReconnect', () => {
  it('after an outage, reads again once what is on screen and what the copy answered, nothing else', async () => {
    const reads = await withReads([
      { key: gridPage, data: { rows: [], total: 0 }, onScreen: true },
      { key: cardLists, data: { rows: [], total: 0, cachedAt: 1 }, onScreen: true },
      { key: offScreenCopy, data: { record: null, cachedAt: 1 }, onScreen: false },
      { key: copyOnly, data: { rows: [], total: 0, cachedAt: 1 }, onScreen: true },
      { key: settings, data: {}, onScreen: true },
    ]);
    refreshAtReconnect(reads.client, 'offline', 'online');
    await reads.settle();
    expect(reads.times(gridPage)).toBe(1);
    expect(reads.times(cardLists)).toBe(1);
    // Not on screen: only marked, read again when shown.
    expect(reads.times(offScreenCopy)).toBe(0);
    expect(reads.stale(offScreenCopy)).toBe(true);
    // The copy's own reads and the app's state are not the server's.
    expect(reads.times(copyOnly)).toBe(0);
    expect(reads.times(settings)).toBe(0);
    reads.stop();
  });

  it('after a slow spell, reads again only what the copy answered; nothing while the connection does not come back', async () => {
    const reads = await withReads([
      { key: gridPage, data: { rows: [], total: 0 }, onScreen: true },
      { key: cardLists, data: { rows: [], total: 0, cachedAt: 1 }, onScreen: true },
    ]);
    refreshAtReconnect(reads.client, 'online', 'offline');
    refreshAtReconnect(reads.client, 'offline', 'reconnecting');
    refreshAtReconnect(reads.client, 'online', 'online');
    await reads.settle();
    expect(reads.times(gridPage)).toBe(0);
    expect(reads.times(cardLists)).toBe(0);
    refreshAtReconnect(reads.client, 'reconnecting', 'online');
    await reads.settle();
    expect(reads.times(gridPage)).toBe(0);
    expect(reads.times(cardLists)).toBe(1);
    reads.stop();
  });
});
