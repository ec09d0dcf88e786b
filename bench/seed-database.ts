import { migrate } from '../server/db/migrate.ts';
import type { SqlEngine } from '../server/db/sql-engine.ts';
import { seedDemoData } from '../server/seed/seed-demo-data.ts';
import type { DataCounts } from './results.ts';

/** Passwords of the bench's demo data (the service's defaults). */
export const benchPasswords = { staff: 'admin1234', client: 'cliente123' } as const;

/** What seeding took (migrations, then the demo data) and the rows it inserted. */
export interface SeedTiming {
  migrateMs: number;
  seedMs: number;
  counts: DataCounts;
}

/** Migrates an empty database and fills it with the demo generator, timing each step. */
export async function seedBenchDatabase(engine: SqlEngine, clients: number, seed: number, onProgress?: (done: number, total: number) => void): Promise<SeedTiming> {
  let started = performance.now();
  await migrate(engine);
  const migrateMs = performance.now() - started;
  started = performance.now();
  const summary = await seedDemoData(engine, {
    clients,
    seed,
    staffPassword: benchPasswords.staff,
    clientPassword: benchPasswords.client,
    ...(onProgress ? { onProgress } : {}),
  });
  const seedMs = performance.now() - started;
  const { contracts, invoices, connections, supportOrders } = summary;
  return { migrateMs, seedMs, counts: { clients: summary.clients, contracts, invoices, connections, supportOrders } };
}
