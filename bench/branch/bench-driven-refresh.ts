// The background refresh driven by the bench, for as long as main's core does not run it itself: the real
// BackgroundRefresh (electron/cache/background-refresh.ts) with the real page reader over the branch link, writing a
// copy of its own, waiting for the clerk's calls as main's does (main's ClerkActivity: the clerk's calls in flight and
// their pace), while the clerk pages the grid through a core of its own on the same link.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminPageReader } from '../../electron/cache/admin-page-reader.ts';
import { BackgroundRefresh } from '../../electron/cache/background-refresh.ts';
import { ClerkActivity } from '../../electron/cache/clerk-activity.ts';
import { ClientCache } from '../../electron/cache/client-cache.ts';
import { newCacheKey } from '../../electron/cache/record-seal.ts';
import type { DeskCore } from '../../electron/core/create-desk-core.ts';
import { HttpTransport } from '../../electron/provider/http-transport.ts';
import { adminKit } from '../../tests/support/main-process-kit.ts';
import { logProgress } from '../common/progress-log.ts';
import { benchPasswords } from '../common/service-settings.ts';
import { summarize } from '../common/stats.ts';
import type { Maybe, RefreshFigures } from './branch-figures.ts';
import { clerkWhile } from './branch-online.ts';

/**
 * One pass of the refresh over `adminUrl` (the branch link) while the clerk pages through `clerk` (signed in on the
 * same link); then as many pages with no refresh running. `limitMs` bounds the pass.
 */
export async function benchDrivenRefresh(
  clerk: DeskCore,
  adminUrl: string,
  clients: number,
  limitMs: number,
): Promise<Maybe<RefreshFigures>> {
  const dir = await mkdtemp(join(tmpdir(), 'desk-bench-branch-refresh-'));
  const transport = new HttpTransport(undefined, { compression: 'always' });
  const cache = ClientCache.open(join(dir, 'clients.sqlite'), newCacheKey());
  // Why main's own ClerkActivity and not a count here: the refresh goes by the clerk's pace as well as their calls.
  const activity = new ClerkActivity();
  try {
    const { api } = adminKit(adminUrl, transport);
    await api.login('admin', benchPasswords.staff);
    let failure: string | undefined;
    const refresh = new BackgroundRefresh({
      cache,
      readPage: adminPageReader(api),
      quiet: (signal, needMs) => activity.quiet(signal, needMs),
      onProgress: () => undefined,
      onError: (error) => {
        failure = error instanceof Error ? error.message : String(error);
      },
    });
    const started = performance.now();
    const startedAt = Date.now();
    refresh.start();
    const counted = <T>(work: () => Promise<T>): Promise<T> => activity.run(work);
    const during = await clerkWhile(
      clerk,
      () => refresh.lastCompletedAt !== null || failure !== undefined || performance.now() - started > limitMs,
      Number.POSITIVE_INFINITY,
      counted,
    );
    await refresh.stop();
    if (failure) return { notMeasured: `the bench-driven refresh failed: ${failure}` };
    if (refresh.lastCompletedAt === null)
      return { notMeasured: `the bench-driven refresh had not completed after ${Math.round(limitMs / 1000)} s` };
    const refreshMs = refresh.lastCompletedAt - startedAt;
    logProgress(`branch: bench-driven refresh of ${cache.size} clients took ${(refreshMs / 1000).toFixed(1)} s`);
    if (cache.size < clients)
      return { notMeasured: `the refresh completed holding ${cache.size} of ${clients} clients` };
    const after = await clerkWhile(clerk, () => false, during.length);
    const duringRefresh = summarize(during);
    const withoutRefresh = summarize(after);
    return {
      driver: 'bench',
      clients,
      refreshMs,
      duringRefresh,
      withoutRefresh,
      slowdown: duringRefresh.p50 / withoutRefresh.p50,
    };
  } finally {
    cache.close();
    await transport.close();
    await rm(dir, { recursive: true, force: true });
  }
}
