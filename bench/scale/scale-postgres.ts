import { openPostgresEngine } from '../../server/db/postgres-engine.ts';
import type { BenchOptions } from '../common/bench-options.ts';
import { registerCleanup } from '../common/cleanup.ts';
import { startSeededPostgres } from '../common/postgres-database.ts';
import { logProgress } from '../common/progress-log.ts';
import type { ScaleEngineFigures, ScaleSizeFigures } from './scale-figures.ts';
import { scaleRecipe } from './scale-plan.ts';
import { replicateClients, type ReplicationFigures } from './scale-replicate.ts';
import { measureOnWorker, notMeasured } from './scale-size-run.ts';
import { benchTimeZone } from '../common/service-settings.ts';
import { startServiceWorker } from '../common/worker-handle.ts';

/** The sizes grouped by the seeded size they come from, each group smallest first (so one database grows through it). */
function groupBySeed(sizes: readonly number[]): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const clients of [...sizes].sort((a, b) => a - b)) {
    const { seededClients } = scaleRecipe(clients);
    groups.set(seededClients, [...(groups.get(seededClients) ?? []), clients]);
  }
  return groups;
}

/** PostgreSQL at every size: a private cluster per seeded size, seeded through the service, grown in place for the larger sizes. */
export async function runScalePostgres(sizes: readonly number[], options: BenchOptions): Promise<ScaleEngineFigures> {
  const results: ScaleSizeFigures[] = [];
  let serverVersion = 'unknown';
  for (const [seededClients, group] of groupBySeed(sizes)) {
    // The first size's wall time includes the seed, as PGlite's includes building its snapshot.
    let startedAt = performance.now();
    const database = await startSeededPostgres(seededClients, options.seed);
    const unregister = registerCleanup(() => database.cluster.stop());
    try {
      let factor = 1;
      let replication: ReplicationFigures | undefined;
      for (const clients of group) {
        const label = `PostgreSQL, ${clients.toLocaleString('en-US')} clients`;
        try {
          const wanted = scaleRecipe(clients).factor;
          if (wanted !== factor) {
            if (wanted % factor !== 0) throw new Error(`cannot grow ×${factor} data to ×${wanted}`);
            logProgress(`${label}: copying the data ×${wanted / factor} in SQL`);
            const engine = await openPostgresEngine(database.cluster.url, { timeZone: benchTimeZone });
            replication = await replicateClients(engine, wanted / factor, options.seed).finally(() => engine.close());
            factor = wanted;
          }
          const worker = await startServiceWorker({ kind: 'postgres', url: database.cluster.url });
          serverVersion = worker.ready.serverVersion;
          const source =
            factor === 1 ? 'demo seed' : `demo seed of ${seededClients.toLocaleString('en-US')} ×${factor} (SQL copy)`;
          results.push(
            await measureOnWorker(
              worker,
              { source, seedMs: database.seed.seedMs, ...(replication ? { replication } : {}) },
              options,
              label,
              startedAt,
            ),
          );
        } catch (error) {
          if (scaleRecipe(clients).factor === 1) throw error;
          results.push(notMeasured(clients, error));
        }
        startedAt = performance.now();
      }
    } finally {
      unregister();
      logProgress('PostgreSQL: stopping the cluster');
      await database.cluster.stop();
    }
  }
  return { engine: 'postgres', label: 'PostgreSQL', serverVersion, sizes: results };
}
