import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClientRecord } from '../../shared/provider/admin-operations.ts';
import { ProviderError } from '../provider/provider-error.ts';
import { BackgroundRefresh, type RefreshDeps } from './background-refresh.ts';
import { ClientCache } from './client-cache.ts';
import { newCacheKey } from './record-seal.ts';

const client = (pk: number, name = `Cliente${pk}`): ClientRecord =>
  ({
    client_pk: pk,
    client_status: 0,
    client_type: 0,
    client_name: name,
    client_lastname: 'Souza',
    client_complete_name: `${name} Souza`,
    client_doc1: String(10_000_000_000 + pk),
    client_username: `cliente.${pk}`,
    client_password: 'segredo',
  }) as ClientRecord;

/** The server's list in memory, read as the admin list with `client_pk > afterPk` sorted ascending answers it. */
class MemoryServer {
  readonly rows = new Map<number, ClientRecord>();
  readonly asked: number[] = [];
  /** Called before each answer; may throw (an outage) or wait on the signal (a link that hangs). */
  before: (afterPk: number, signal: AbortSignal) => Promise<void> = () => Promise.resolve();
  /** Caps the rows of one answer, as a server with a smaller largest page does. */
  cap = Number.POSITIVE_INFINITY;

  constructor(pks: readonly number[]) {
    for (const pk of pks) this.rows.set(pk, client(pk));
  }

  readonly readPage = async (
    afterPk: number,
    limit: number,
    signal: AbortSignal,
  ): Promise<{ rows: ClientRecord[]; total: number }> => {
    this.asked.push(afterPk);
    await this.before(afterPk, signal);
    const left = [...this.rows.values()]
      .filter((row) => row.client_pk > afterPk)
      .sort((a, b) => a.client_pk - b.client_pk);
    return { rows: left.slice(0, Math.min(limit, this.cap)).map((row) => structuredClone(row)), total: left.length };
  };
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, at) => from + at);

/** A clock that moves one ms each time it is read, so every request has its own fetch time. */
function ticking(start = 1_000): () => number {
  let at = start;
  return () => (at += 1);
}

/** Resolves when `refresh` is no longer running. */
async function settled(refresh: BackgroundRefresh): Promise<void> {
  while (refresh.running) await new Promise((resolve) => setTimeout(resolve, 1));
}

let dir: string;
let file: string;
let key: Buffer;
let cache: ClientCache;
let clock: () => number;
beforeEach(async () => {
  // One clock for every refresh of a test: a second pass reads later than the first, as in life.
  clock = ticking();
  dir = await mkdtemp(join(tmpdir(), 'background-refresh-'));
  file = join(dir, 'cache.sqlite');
  key = newCacheKey();
  cache = ClientCache.open(file, key);
});
afterEach(async () => {
  cache.close();
  await rm(dir, { recursive: true, force: true });
});

function deps(server: MemoryServer, extra: Partial<RefreshDeps> = {}): RefreshDeps & { progress: unknown[] } {
  const progress: unknown[] = [];
  return {
    cache,
    readPage: server.readPage,
    quiet: () => Promise.resolve(),
    onProgress: (value) => progress.push(value),
    now: clock,
    pageSize: 10,
    retryDelay: () => 1,
    progress,
    ...extra,
  };
}

const held = (): number[] => cache.codes().map((code) => code.pk);

describe('BackgroundRefresh', () => {
  it('reads the whole list in pages by code into an empty copy, stamped, with progress, and records its end', async () => {
    const server = new MemoryServer(range(1, 25));
    const options = deps(server);
    const refresh = new BackgroundRefresh(options);
    expect(refresh.lastCompletedAt).toBeNull();
    refresh.start();
    expect(refresh.running).toBe(true);
    await settled(refresh);
    expect(held()).toEqual(range(1, 25));
    expect(server.asked).toEqual([0, 10, 20]);
    expect(options.progress).toEqual([{ done: 10, total: 25 }, { done: 20, total: 25 }, null]);
    // Each page is stamped with the time its request left; the pass completed after the last one.
    const stamps = new Set(cache.codes().map((code) => code.fetchedAt));
    expect(stamps.size).toBe(3);
    expect(refresh.lastCompletedAt).toBeGreaterThan(Math.max(...stamps));
    expect(refresh.lastPass).toMatchObject({ seen: 25, added: 25, changed: 0, removed: 0 });
    expect(cache.get(3)?.record).not.toHaveProperty('client_password');
    // The end of the pass survives a restart.
    const again = new BackgroundRefresh(deps(server));
    expect(again.lastCompletedAt).toBe(refresh.lastCompletedAt);
  });

  it('overwrites and counts changed clients, removes those the server no longer lists, adds new ones', async () => {
    const server = new MemoryServer(range(1, 30));
    const first = new BackgroundRefresh(deps(server));
    first.start();
    await settled(first);
    server.rows.set(4, client(4, 'Renomeado'));
    server.rows.set(27, { ...client(27), client_status: 3 });
    server.rows.delete(12);
    server.rows.delete(30);
    server.rows.set(31, client(31));
    const second = new BackgroundRefresh(deps(server));
    second.start();
    await settled(second);
    expect(held()).toEqual([...range(1, 11), ...range(13, 29), 31]);
    expect(cache.get(4)?.record.client_complete_name).toBe('Renomeado Souza');
    expect(cache.get(27)?.record.client_status).toBe(3);
    expect(second.lastPass).toMatchObject({ seen: 29, added: 1, changed: 2, removed: 2 });
  });

  it('waits for the clerk before every request and makes one request at a time', async () => {
    const server = new MemoryServer(range(1, 25));
    let inFlight = 0;
    let most = 0;
    server.before = async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 2));
      inFlight -= 1;
    };
    let clerkDone: () => void = () => undefined;
    let waits = 0;
    const clerkBusy = new Promise<void>((resolve) => (clerkDone = resolve));
    const refresh = new BackgroundRefresh(
      deps(server, {
        quiet: async () => {
          waits += 1;
          await clerkBusy;
        },
      }),
    );
    refresh.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The clerk's call is in flight: nothing asked yet.
    expect(server.asked).toEqual([]);
    clerkDone();
    await settled(refresh);
    expect(server.asked).toEqual([0, 10, 20]);
    expect(waits).toBe(3);
    expect(most).toBe(1);
  });

  it('asks the clerk for a pause as long as its recent requests took, so a page ends before their next call', async () => {
    const server = new MemoryServer(range(1, 60));
    let at = 1_000;
    // Each request takes 100 ms more than the one before on this clock: 100, 200, … 700 ms (the last finds none left).
    let took = 0;
    server.before = () => {
      took += 100;
      at += took;
      return Promise.resolve();
    };
    const asked: Array<number | undefined> = [];
    const refresh = new BackgroundRefresh(
      deps(server, {
        now: () => at,
        quiet: (_signal, needMs) => {
          asked.push(needMs);
          return Promise.resolve();
        },
      }),
    );
    refresh.start();
    await settled(refresh);
    // Nothing known before the first request: a pause of any length within the clerk's usual one; then the upper
    // quartile of the requests so far (a request is as long as its slower ones, not its average).
    expect(asked).toEqual([0, 100, 200, 300, 400, 400, 500]);
  });

  it('sizes each page to the pause the clerk leaves, by its recent time per row, within the interface’s limits', async () => {
    const server = new MemoryServer(range(1, 3_000));
    let at = 1_000;
    const limits: number[] = [];
    const lefts = [Number.POSITIVE_INFINITY, 600, 100, 10_000];
    const refresh = new BackgroundRefresh(
      deps(server, {
        now: () => at,
        pageSize: 250,
        quiet: () => Promise.resolve(lefts.shift() ?? Number.POSITIVE_INFINITY),
        readPage: async (afterPk, limit, signal) => {
          limits.push(limit);
          const page = await server.readPage(afterPk, limit, signal);
          // 2 ms a row on this clock.
          at += 2 * page.rows.length;
          return page;
        },
      }),
    );
    refresh.start();
    await settled(refresh);
    // Nothing known: the usual page. Then 600 ms left at 2 ms a row, kept a tenth short: 270 rows; 100 ms left: the
    // smallest page (100); a long pause: the interface's largest (1,000); the clerk idle: the usual page again.
    expect(limits.slice(0, 5)).toEqual([250, 270, 100, 1_000, 250]);
    expect(held()).toEqual(range(1, 3_000));
  });

  it('writes a page in pieces, letting main’s other work run between them', async () => {
    const server = new MemoryServer(range(1, 250));
    const seen: number[] = [];
    const refresh = new BackgroundRefresh(
      deps(server, {
        pageSize: 250,
        readPage: async (afterPk, limit, signal) => {
          const page = await server.readPage(afterPk, limit, signal);
          // Work of main's (a clerk's answer) that comes in while the page is written.
          setImmediate(() => seen.push(cache.size));
          return page;
        },
      }),
    );
    refresh.start();
    await settled(refresh);
    // It ran after the first piece was written, not after the whole page.
    expect(seen[0]).toBeGreaterThan(0);
    expect(seen[0]).toBeLessThan(250);
    expect(held()).toEqual(range(1, 250));
  });

  it('refreshes recently opened clients first, each when the clerk is quiet; one that fails does not stop the pass', async () => {
    const server = new MemoryServer(range(1, 5));
    const order: string[] = [];
    const refresh = new BackgroundRefresh(
      deps(server, {
        recent: () => [4, 9, 2],
        quiet: () => {
          order.push('quiet');
          return Promise.resolve();
        },
        refreshRecent: (pk) => {
          order.push(`recent ${pk}`);
          return pk === 9 ? Promise.reject(new ProviderError('NOT_FOUND')) : Promise.resolve();
        },
        readPage: (afterPk, limit, signal) => {
          order.push(`page ${afterPk}`);
          return server.readPage(afterPk, limit, signal);
        },
      }),
    );
    refresh.start();
    await settled(refresh);
    expect(order).toEqual(['quiet', 'recent 4', 'quiet', 'recent 9', 'quiet', 'recent 2', 'quiet', 'page 0']);
    expect(refresh.lastPass).toMatchObject({ seen: 5 });
  });

  it('keeps what it wrote through an outage, waits, and goes on from where it stopped', async () => {
    const server = new MemoryServer(range(1, 50));
    const first = new BackgroundRefresh(deps(server));
    first.start();
    await settled(first);
    // Gone from the server: 5 before the pass (behind the point where the link will drop), 45 during the outage.
    server.rows.delete(5);
    server.rows.set(48, client(48, 'Mudou'));
    let failures = 0;
    server.before = (afterPk) => {
      if (afterPk === 21 && failures < 2) {
        failures += 1;
        server.rows.delete(45);
        return Promise.reject(new ProviderError(failures === 1 ? 'NETWORK' : 'TIMEOUT'));
      }
      return Promise.resolve();
    };
    const delays: number[] = [];
    const progress: unknown[] = [];
    const second = new BackgroundRefresh(
      deps(server, {
        now: ticking(10_000),
        onProgress: (value) => progress.push(value),
        retryDelay: (attempt) => {
          delays.push(attempt);
          // Nothing already written was lost while the link is down.
          expect(held()).toEqual([...range(1, 4), ...range(6, 50)]);
          return 1;
        },
      }),
    );
    server.asked.length = 0;
    second.start();
    await settled(second);
    expect(delays).toEqual([1, 2]);
    expect(server.asked).toEqual([0, 11, 21, 21, 21, 31, 41]);
    expect(held()).toEqual([...range(1, 4), ...range(6, 44), ...range(46, 50)]);
    expect(cache.get(48)?.record.client_name).toBe('Mudou');
    expect(second.lastPass).toMatchObject({ seen: 48, changed: 1, removed: 2 });
    expect(progress.at(-1)).toBeNull();
  });

  it('stops when asked while a request hangs, and a start after a restart resumes from the kept position', async () => {
    const server = new MemoryServer(range(1, 40));
    const first = new BackgroundRefresh(deps(server));
    first.start();
    await settled(first);
    server.rows.delete(3);
    server.rows.delete(33);
    let hang = true;
    let hanging: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => (hanging = resolve));
    server.before = (afterPk, signal) => {
      if (afterPk !== 21 || !hang) return Promise.resolve();
      hanging();
      // A blackholed link: nothing comes back until the request is aborted.
      return new Promise((_, reject) =>
        signal.addEventListener('abort', () => reject(new ProviderError('CANCELLED')), { once: true }),
      );
    };
    const progress: unknown[] = [];
    const errors: unknown[] = [];
    const second = new BackgroundRefresh(
      deps(server, { onProgress: (value) => progress.push(value), onError: (error) => errors.push(error) }),
    );
    server.asked.length = 0;
    second.start();
    await reached;
    await second.stop();
    expect(second.running).toBe(false);
    expect(progress.at(-1)).toBeNull();
    expect(errors).toEqual([]);
    // The page below the stop was written (3 found gone), the rest untouched.
    expect(held()).toEqual([1, 2, ...range(4, 40)]);
    const completedBefore = second.lastCompletedAt;

    // The app closes and opens again: a new copy object on the same file, a new refresh.
    cache.close();
    cache = ClientCache.open(file, key);
    hang = false;
    const third = new BackgroundRefresh(deps(server, { now: ticking(50_000) }));
    third.start();
    await settled(third);
    expect(server.asked).toEqual([0, 11, 21, 21, 31]);
    expect(held()).toEqual([1, 2, ...range(4, 32), ...range(34, 40)]);
    expect(third.lastPass).toMatchObject({ seen: 38, removed: 2 });
    expect(third.lastCompletedAt).toBeGreaterThan(completedBefore ?? 0);
  });

  it('ends a pass on a failure that is not an outage, says so, and keeps its position', async () => {
    const server = new MemoryServer(range(1, 30));
    let expired = true;
    server.before = (afterPk) =>
      afterPk === 10 && expired ? Promise.reject(new ProviderError('SESSION_EXPIRED')) : Promise.resolve();
    const errors: unknown[] = [];
    const refresh = new BackgroundRefresh(deps(server, { onError: (error) => errors.push(error) }));
    refresh.start();
    await settled(refresh);
    expect(errors).toHaveLength(1);
    expect((errors[0] as ProviderError).code).toBe('SESSION_EXPIRED');
    expect(refresh.lastCompletedAt).toBeNull();
    expect(held()).toEqual(range(1, 10));
    expired = false;
    server.asked.length = 0;
    refresh.start();
    await settled(refresh);
    expect(server.asked).toEqual([10, 20, 30]);
    expect(held()).toEqual(range(1, 30));
  });

  it('leaves alone what the clerk wrote through after the request left, and goes on past a server that caps its pages', async () => {
    const server = new MemoryServer(range(1, 30));
    server.cap = 7;
    const refresh = new BackgroundRefresh(deps(server));
    server.before = (afterPk) => {
      // While a page is on its way, the clerk's own calls write through: client 3 edited (in the first page's
      // range), client 60 registered (above the last page's start, which the server answered without it).
      if (afterPk === 0) cache.put([client(3, 'Recente')], clock());
      if (afterPk === 28) cache.put([client(60)], clock());
      return Promise.resolve();
    };
    refresh.start();
    await settled(refresh);
    expect(held()).toEqual([...range(1, 30), 60]);
    expect(cache.get(3)?.record.client_name).toBe('Recente');
    expect(server.asked).toEqual([0, 7, 14, 21, 28]);
  });

  it('ends the pass without touching the copy when the server ignores the code asked for and answers from the start', async () => {
    const server = new MemoryServer(range(1, 30));
    const first = new BackgroundRefresh(deps(server));
    first.start();
    await settled(first);
    // A server that drops a where it does not like answers the first page again, whatever was asked.
    const errors: unknown[] = [];
    const second = new BackgroundRefresh(
      deps(server, {
        readPage: (_afterPk, limit, signal) => server.readPage(0, limit, signal),
        onError: (error) => errors.push(error),
      }),
    );
    second.start();
    await settled(second);
    expect((errors[0] as ProviderError).code).toBe('PROTOCOL');
    expect(held()).toEqual(range(1, 30));
    expect(second.lastCompletedAt).toBe(first.lastCompletedAt);
  });
});
