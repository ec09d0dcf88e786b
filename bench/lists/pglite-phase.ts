import type { BenchOptions } from '../common/bench-options.ts';
import { clientListCases } from '../common/list-cases.ts';
import { loginAdmin } from '../common/list-latency.ts';
import { measureSetup } from './measure-setup.ts';
import { ensurePgliteSnapshot } from '../common/pglite-cache.ts';
import { logProgress } from '../common/progress-log.ts';
import type { EngineFigures, SetupResult } from '../common/measured.ts';
import { startServiceWorker } from '../common/worker-handle.ts';

/** PGlite's figures: the snapshot (seed), cold start from it, the list cases as the service seeds it and after VACUUM ANALYZE. */
export async function runPglitePhase(options: BenchOptions): Promise<{ engine: EngineFigures; setups: SetupResult[] }> {
  const snapshot = await ensurePgliteSnapshot(options.clients, options.seed, options.rebuildCache);
  logProgress('PGlite: starting the service on the snapshot');
  const worker = await startServiceWorker({ kind: 'pglite-snapshot', snapshotPath: snapshot.path });
  try {
    const { ready } = worker;
    if (!ready.sampleCpf) throw new Error('the PGlite snapshot holds no individual client');
    const client = await loginAdmin(ready.adminUrl);
    const cases = clientListCases(ready.sampleCpf);
    // As the service leaves it after seeding (it runs VACUUM ANALYZE; PGlite has no autovacuum), then after a VACUUM,
    // which also sets the visibility map: counts can then use index-only scans without heap fetches.
    const asSeeded = await measureSetup(
      { id: 'pglite', engine: 'pglite', label: 'PGlite (as the service seeds it)' },
      worker,
      client,
      cases,
      options.requests,
      options.runs,
    );
    logProgress('PGlite: VACUUM ANALYZE');
    const analyze = await worker.call({ type: 'vacuum-analyze' });
    const vacuumed = await measureSetup(
      { id: 'pglite-vacuumed', engine: 'pglite', label: 'PGlite (after VACUUM ANALYZE)' },
      worker,
      client,
      cases,
      options.requests,
      options.runs,
    );
    const memoryAfterRun = await worker.call({ type: 'memory' });
    const engine: EngineFigures = {
      engine: 'pglite',
      serverVersion: ready.serverVersion,
      seed: {
        firstStartMs: snapshot.firstStartMs,
        seedMs: snapshot.seedMs,
        fromCache: snapshot.fromCache,
        measuredAt: snapshot.builtAt,
        counts: snapshot.counts,
      },
      vacuumAnalyzeMs: analyze.ms,
      opening: ready.opening,
      serviceStartMs: ready.serviceStartMs,
      memoryAfterStart: ready.memory,
      memoryAfterRun,
      snapshot: { path: snapshot.path, bytes: snapshot.bytes, dumpMs: snapshot.dumpMs },
    };
    return { engine, setups: [asSeeded, vacuumed] };
  } finally {
    await worker.stop();
  }
}
