import type { SqlEngine } from '../../server/db/sql-engine.ts';
import { startProviderService } from '../../server/service.ts';
import type { DataCounts } from './measured.ts';
import { benchServiceSettings } from './service-settings.ts';

/** What the service's first start on an empty database took, and the rows its demo seed inserted. */
export interface SeedTiming {
  /** The whole first start: migrations, demo seed, what the service does after it (VACUUM ANALYZE), listeners. */
  firstStartMs: number;
  /** The seed alone, from its first progress report to its last (the password hashing before and the commit after excluded). */
  seedMs: number;
  counts: DataCounts;
}

/** Seeds an empty database the way the service does on its first start (so the bench follows the service), timing it. */
export async function seedThroughService(
  engine: SqlEngine,
  clients: number,
  seed: number,
  onProgress?: (done: number, total: number) => void,
): Promise<SeedTiming> {
  let firstReport = Number.NaN;
  let lastReport = Number.NaN;
  const started = performance.now();
  const service = await startProviderService(benchServiceSettings(clients, seed), {
    engine,
    onSeedProgress: (done, total) => {
      lastReport = performance.now();
      if (done === 0) firstReport = lastReport;
      onProgress?.(done, total);
    },
  });
  const firstStartMs = performance.now() - started;
  await service.close();
  const summary = service.seeded;
  if (!summary) throw new Error('the service did not seed: the database was not empty');
  const { contracts, invoices, connections, supportOrders } = summary;
  return {
    firstStartMs,
    seedMs: lastReport - firstReport,
    counts: { clients: summary.clients, contracts, invoices, connections, supportOrders },
  };
}
