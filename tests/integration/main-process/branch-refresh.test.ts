import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningService } from '../../../server/service.ts';
import { ShapedLink, type OutageMode } from '../../../bench/compression/shaped-link.ts';
import { adminPageReader } from '../../../electron/cache/admin-page-reader.ts';
import { BackgroundRefresh, type RefreshDeps } from '../../../electron/cache/background-refresh.ts';
import { ClientCache } from '../../../electron/cache/client-cache.ts';
import { newCacheKey } from '../../../electron/cache/record-seal.ts';
import type { AdminApi } from '../../../electron/provider/admin-api.ts';
import { HttpTransport } from '../../../electron/provider/http-transport.ts';
import { pksOf } from '../../support/integration-kit.ts';
import { adminKit, quickRetry, registration } from '../../support/main-process-kit.ts';
import { engineNames, testPasswords, useService } from '../../support/test-service.ts';

// Issue 46's background refresh through the real provider client (AdminApi's client list, where client_pk > n,
// sorted by client_pk) against the real service, over a shaped link that the test cuts in the middle of a pass
// and restores: nothing written is lost, the pass resumes from its position, removals and renames are found.

/** Short timeouts, so a blackholed link fails a request in about a second instead of twenty. */
const shortTimeouts = { connect: 500, headers: 1_000, body: 1_000 };

/** Resolves when `refresh` is no longer running. */
async function settled(refresh: BackgroundRefresh): Promise<void> {
  while (refresh.running) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe.each(engineNames)('background refresh over a branch link (%s)', (engineName) => {
  let service: RunningService;
  let link: ShapedLink;
  let transport: HttpTransport;
  let direct: HttpTransport;
  let api: AdminApi;
  let server: AdminApi;
  let dir: string;
  let file: string;
  let key: Buffer;
  let cache: ClientCache;
  // Why a list: a service that did not start in time leaves the rest unmade, and its own failure is the one to see.
  const opened: Array<{ close(): Promise<void> }> = [];

  beforeAll(async () => {
    service = await useService(engineName);
    link = await ShapedLink.start(service.adminUrl, { bitsPerSecond: 10_000_000, burstBytes: 15_000, delayMs: 2 });
    transport = new HttpTransport(shortTimeouts);
    direct = new HttpTransport();
    opened.push(link, transport, direct);
    api = adminKit(link.url, transport, quickRetry).api;
    await api.login('admin', testPasswords.staff);
    server = adminKit(service.adminUrl, direct).api;
    await server.login('admin', testPasswords.staff);
  });
  afterAll(async () => {
    for (const closing of opened.reverse()) await closing.close();
  });
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'branch-refresh-'));
    file = join(dir, 'cache.sqlite');
    key = newCacheKey();
    cache = ClientCache.open(file, key);
  });
  afterEach(async () => {
    link.restore();
    cache.close();
    await rm(dir, { recursive: true, force: true });
  });

  const serverCodes = (): Promise<number[]> =>
    pksOf(service.engine, 'select client_pk as pk from client order by client_pk');
  const held = (): number[] => cache.codes().map((code) => code.pk);
  const register = async (): Promise<number> => (await server.createClient(registration())).client_pk;

  function deps(extra: Partial<RefreshDeps> = {}): RefreshDeps {
    return {
      cache,
      readPage: adminPageReader(api),
      quiet: () => Promise.resolve(),
      onProgress: () => undefined,
      pageSize: 4,
      retryDelay: () => 20,
      ...extra,
    };
  }

  /**
   * Clients of the test's own: `gone` deleted before the pass (its page is read before the cut), four more so that
   * the page holding `gone`'s place cannot reach `late` or `renamed`, which change while the link is down.
   */
  async function setUp(): Promise<{ gone: number; late: number; renamed: number }> {
    const gone = await register();
    for (let filler = 0; filler < 4; filler += 1) await register();
    const late = await register();
    const renamed = await register();
    // A first pass fills the copy with every client, the test's own included.
    const first = new BackgroundRefresh(deps({ pageSize: 250 }));
    first.start();
    await settled(first);
    expect(held()).toEqual(await serverCodes());
    await service.engine.query('delete from client where client_pk = $1', [gone]);
    return { gone, late, renamed };
  }

  it.each<OutageMode>(['reset', 'blackhole'])(
    'a link cut mid-pass (%s) loses nothing; the pass waits, resumes where it stopped, and finds what changed meanwhile',
    async (mode) => {
      const { gone, late, renamed } = await setUp();
      const before = held();
      const asked: number[] = [];
      const outages: number[] = [];
      let cutAt: number | undefined;
      const reader = adminPageReader(api);
      const startedAt = Date.now();
      const refresh = new BackgroundRefresh(
        deps({
          readPage: async (afterPk, limit, signal) => {
            asked.push(afterPk);
            if (cutAt === undefined && afterPk >= gone) {
              cutAt = afterPk;
              // While the link is down the server moves on: one client deleted, another renamed.
              await service.engine.query('delete from client where client_pk = $1', [late]);
              await service.engine.query("update client set client_lastname = 'Renomeado Agora' where client_pk = $1", [
                renamed,
              ]);
              link.cut(mode);
            }
            return reader(afterPk, limit, signal);
          },
          retryDelay: (attempt) => {
            outages.push(attempt);
            // Nothing already in the copy was lost: only what a page proved gone before the cut was removed.
            expect(held()).toEqual(before.filter((pk) => pk !== gone));
            if (attempt === 2) link.restore();
            return 20;
          },
        }),
      );
      refresh.start();
      await settled(refresh);

      expect(outages).toEqual([1, 2]);
      // Resumed from the position it had reached, never from zero: the cut request asked again, twice.
      const at = asked.indexOf(cutAt ?? -1);
      expect(asked.slice(at, at + 3)).toEqual([cutAt, cutAt, cutAt]);
      expect(asked.filter((afterPk) => afterPk === 0)).toHaveLength(1);
      // The copy is the server's list again: removed clients gone, the renamed one renamed, every row re-read.
      expect(held()).toEqual(await serverCodes());
      expect(held()).not.toContain(gone);
      expect(held()).not.toContain(late);
      expect(cache.get(renamed)?.record.client_lastname).toBe('Renomeado Agora');
      expect(cache.codes().every((code) => code.fetchedAt >= startedAt)).toBe(true);
      expect(refresh.lastPass).toMatchObject({ removed: 2, seen: held().length });
      expect(refresh.lastPass?.changed).toBeGreaterThanOrEqual(1);
      expect(refresh.lastCompletedAt).toBeGreaterThanOrEqual(startedAt);
    },
  );

  it('stopped while a request hangs on a blackholed link, the app restarts and the pass resumes from its kept position', async () => {
    const { gone, late, renamed } = await setUp();
    const asked: number[] = [];
    let cutAt: number | undefined;
    let hung: () => void = () => undefined;
    const hanging = new Promise<void>((resolve) => (hung = resolve));
    const reader = adminPageReader(api);
    const readPage: RefreshDeps['readPage'] = (afterPk, limit, signal) => {
      asked.push(afterPk);
      if (cutAt === undefined && afterPk >= gone) {
        cutAt = afterPk;
        link.cut('blackhole');
        hung();
      }
      return reader(afterPk, limit, signal);
    };
    const progress: unknown[] = [];
    const refresh = new BackgroundRefresh(deps({ readPage, onProgress: (value) => progress.push(value) }));
    refresh.start();
    await hanging;
    await refresh.stop();
    expect(refresh.running).toBe(false);
    expect(progress.at(-1)).toBeNull();
    expect(progress.length).toBeGreaterThan(1);

    // The server moves on while the branch is closed; the app opens again on the same file and the link is back.
    await service.engine.query('delete from client where client_pk = $1', [late]);
    await service.engine.query("update client set client_lastname = 'Renomeado Depois' where client_pk = $1", [
      renamed,
    ]);
    cache.close();
    cache = ClientCache.open(file, key);
    link.restore();
    const resumed: number[] = [];
    const again = new BackgroundRefresh(
      deps({
        readPage: (afterPk, limit, signal) => {
          resumed.push(afterPk);
          return reader(afterPk, limit, signal);
        },
      }),
    );
    again.start();
    await settled(again);
    expect(resumed[0]).toBe(cutAt);
    expect(resumed).not.toContain(0);
    expect(held()).toEqual(await serverCodes());
    expect(cache.get(renamed)?.record.client_lastname).toBe('Renomeado Depois');
    expect(again.lastPass).toMatchObject({ removed: 2, seen: held().length });
  });
});
