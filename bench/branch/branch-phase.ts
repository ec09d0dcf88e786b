// The `branch` phase (issue 46): a branch office on a slow, lossy link that now and then goes down. The service on
// the bench's snapshot sits behind the shaped link (bench/compression/shaped-link.ts, issue 46's profile); the copy is
// measured on its own (electron/cache/client-cache.ts) and through main's core as the app runs it.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lossyBranchLink } from '../compression/shaped-link.ts';
import type { BenchOptions } from '../common/bench-options.ts';
import { currentLoad } from '../common/machine.ts';
import { logProgress } from '../common/progress-log.ts';
import { benchDrivenRefresh } from './bench-driven-refresh.ts';
import {
  wasMeasured,
  type BranchFigures,
  type Maybe,
  type PaletteFigures,
  type PixFigures,
  type StartFigures,
} from './branch-figures.ts';
import { fillCoreCopy, startCore, within } from './branch-core.ts';
import { closeAndRemove, measurePalette, measurePix, measureStarts } from './branch-offline.ts';
import { measureRefresh, notRunning, openCallers } from './branch-online.ts';
import { runOfflineDrafts } from './offline-drafts-run.ts';
import { clerkTexts, pickCallers, readAllClients, startBranchService } from './branch-service.ts';
import { fillCopy, measureCopy } from './copy-figures.ts';
import { measureCopyMemory } from './copy-memory.ts';

const why = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Runs the phase: the copy's own figures, then the app online over the branch link (sign-in, the background
 * refresh with the clerk paging meanwhile, a few customers opened), then the app started with the link down, refused
 * (`reset`) and silent (`blackhole`): its first page, the palette and a caller's PIX from the copy.
 * `compressionRatio` is the compression phase's branch figure, reused.
 */
export async function runBranchPhase(
  options: BenchOptions,
  compressionRatio: number | undefined,
): Promise<BranchFigures> {
  const started = performance.now();
  const loadAtStart = currentLoad();
  const service = await startBranchService(options);
  try {
    logProgress('branch: reading every client over loopback for the copy');
    const records = await readAllClients(service.worker.ready.adminUrl);
    const texts = clerkTexts(records);
    const callers = await pickCallers(service.worker, options.quick ? 3 : 5);

    logProgress(`branch: the copy alone, ${records.length.toLocaleString('en-US')} clients`);
    const filled = await fillCopy(records);
    const copy = await measureCopy(
      records,
      texts,
      { opens: options.quick ? 3 : 5, repeats: options.requests.timed },
      filled,
    );
    const memory = await measureCopyMemory(filled.file, filled.key).catch((error: unknown) => ({
      notMeasured: why(error),
    }));
    await filled.remove();

    logProgress('branch: the app online over the branch link (sign-in, background refresh, customers opened)');
    const dataDir = await mkdtemp(join(tmpdir(), 'desk-bench-branch-core-'));
    const online = await startCore(dataDir, service);
    const refreshLimitMs = (options.quick ? 3 : 8) * 60_000;
    let refresh = await measureRefresh(online, records.length, refreshLimitMs).catch((error: unknown) => ({
      notMeasured: why(error),
    }));
    // Why the bench drives it then: the refresh is built (electron/cache/background-refresh.ts) before main runs it.
    if (!wasMeasured(refresh) && refresh.notMeasured === notRunning) {
      logProgress('branch: main runs no refresh yet; the bench drives BackgroundRefresh over the link');
      refresh = await benchDrivenRefresh(online, service.adminLink.url, records.length, refreshLimitMs).catch(
        (error: unknown) => ({ notMeasured: why(error) }),
      );
    }
    const opened = await openCallers(online, callers).then(
      () => undefined,
      (error: unknown) => why(error),
    );
    await online.close();
    // Why: main's copy then holds only the pages the clerk read (write-through); the offline figures need every client.
    if (!wasMeasured(refresh) || refresh.driver === 'bench') await fillCoreCopy(dataDir, records);

    const start: Maybe<StartFigures>[] = [];
    const pix: Maybe<PixFigures>[] = [];
    let palette: Maybe<PaletteFigures> = { notMeasured: 'the app did not start with the link down' };
    for (const outage of ['reset', 'blackhole'] as const) {
      logProgress(`branch: the link down (${outage}); the app starts on the copy`);
      service.cut(outage);
      const run = await measureStarts(dataDir, service, outage, options.quick ? 3 : 7);
      start.push(run.figures);
      if (run.core) {
        if (outage === 'reset') palette = await measurePalette(run.core, texts, options.requests.timed);
        pix.push(
          opened === undefined
            ? await measurePix(run.core, run.clipboard, callers, outage)
            : { notMeasured: `the customers could not be opened online first: ${opened}` },
        );
      } else pix.push({ notMeasured: 'the app did not start with the link down' });
      await run.core?.close();
      service.restore();
    }
    logProgress('branch: registrations while the link is down, checked and sent after it is back');
    const draftsCore = await startCore(dataDir, service);
    // Why bounded: a check or a send that never answers must not hold the whole phase.
    const drafts = await within(
      (options.quick ? 4 : 6) * 60_000,
      'the scripted run of offline drafts',
      runOfflineDrafts(
        draftsCore,
        service,
        callers.map((caller) => caller.cpf),
      ),
    ).catch((error: unknown) => ({ notMeasured: why(error) }));
    await closeAndRemove(draftsCore, dataDir);
    return {
      clients: records.length,
      shape: lossyBranchLink,
      copy,
      memory,
      start,
      palette,
      refresh,
      pix,
      drafts,
      compressionRatio,
      load: { start: loadAtStart, end: currentLoad() },
      durationMs: performance.now() - started,
    };
  } finally {
    await service.close();
  }
}
