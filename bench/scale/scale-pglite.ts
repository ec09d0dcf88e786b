import type { BenchOptions } from '../common/bench-options.ts';
import { ensurePgliteSnapshot } from '../common/pglite-cache.ts';
import { logProgress } from '../common/progress-log.ts';
import type { ScaleEngineFigures, ScaleSizeFigures } from './scale-figures.ts';
import { ensureScaledSnapshot } from './scale-pglite-cache.ts';
import { scaleRecipe } from './scale-plan.ts';
import { measureOnWorker, notMeasured, type DatasetOrigin } from './scale-size-run.ts';
import { startServiceWorker } from '../common/worker-handle.ts';

/** The snapshot of a size and where it came from: a seeded snapshot, or one grown from it (both cached in .data/bench). */
async function pgliteDataset(clients: number, options: BenchOptions): Promise<{ path: string; origin: DatasetOrigin }> {
  const recipe = scaleRecipe(clients);
  // Why no rebuild of the seeded snapshots here: the lists phase owns them (--rebuild-cache rebuilds them there).
  const seeded = await ensurePgliteSnapshot(recipe.seededClients, options.seed, false);
  if (recipe.factor === 1)
    return {
      path: seeded.path,
      origin: { source: 'demo seed', seedMs: seeded.seedMs, fromCache: seeded.fromCache, snapshotBytes: seeded.bytes },
    };
  const scaled = await ensureScaledSnapshot(clients, seeded, options.rebuildCache);
  return {
    path: scaled.path,
    origin: {
      source: `demo seed of ${seeded.clients.toLocaleString('en-US')} ×${recipe.factor} (SQL copy)`,
      seedMs: seeded.seedMs,
      replication: scaled.replication,
      fromCache: scaled.fromCache,
      snapshotBytes: scaled.bytes,
    },
  };
}

/** PGlite at every size: each in a fresh service worker opening its snapshot in memory, as the lists phase does. */
export async function runScalePglite(sizes: readonly number[], options: BenchOptions): Promise<ScaleEngineFigures> {
  const results: ScaleSizeFigures[] = [];
  let serverVersion = 'unknown';
  for (const clients of sizes) {
    const startedAt = performance.now();
    const label = `PGlite, ${clients.toLocaleString('en-US')} clients`;
    try {
      const { path, origin } = await pgliteDataset(clients, options);
      logProgress(`${label}: starting the service on the snapshot`);
      const worker = await startServiceWorker({ kind: 'pglite-snapshot', snapshotPath: path });
      serverVersion = worker.ready.serverVersion;
      results.push(await measureOnWorker(worker, origin, options, label, startedAt));
    } catch (error) {
      // Why only grown sizes may fail quietly: a million clients may not fit this machine; the seeded sizes must work.
      if (scaleRecipe(clients).factor === 1) throw error;
      results.push(notMeasured(clients, error));
    }
  }
  return { engine: 'pglite', label: 'PGlite', serverVersion, sizes: results };
}
