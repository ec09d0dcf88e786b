import { openPostgresEngine } from '../../server/db/postgres-engine.ts';
import { startPrivatePostgres, type PrivatePostgres } from '../../tests/support/private-postgres.ts';
import { logProgress, seedProgressLogger } from './progress-log.ts';
import { seedThroughService, type SeedTiming } from './seed-database.ts';
import { benchTimeZone } from './service-settings.ts';

/** A private PostgreSQL cluster holding the seeded, analysed demo data. */
export interface SeededPostgres {
  cluster: PrivatePostgres;
  seed: SeedTiming;
  vacuumAnalyzeMs: number;
}

/** Starts a private PostgreSQL cluster, seeds it through the service and runs VACUUM ANALYZE; the caller stops the cluster. */
export async function startSeededPostgres(clients: number, seed: number): Promise<SeededPostgres> {
  logProgress('PostgreSQL: starting a private cluster');
  const cluster = await startPrivatePostgres();
  try {
    const engine = await openPostgresEngine(cluster.url, { timeZone: benchTimeZone });
    try {
      const timing = await seedThroughService(engine, clients, seed, seedProgressLogger('PostgreSQL seed'));
      // Why VACUUM up front: a real server's autovacuum vacuums the inserted rows within a minute or so (setting
      // the visibility map); doing it now keeps the figures from depending on when autovacuum wakes.
      const started = performance.now();
      await engine.exec('vacuum analyze');
      return { cluster, seed: timing, vacuumAnalyzeMs: performance.now() - started };
    } finally {
      await engine.close();
    }
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
