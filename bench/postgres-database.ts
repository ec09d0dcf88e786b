import { openPostgresEngine } from '../server/db/postgres-engine.ts';
import { startPrivatePostgres, type PrivatePostgres } from '../tests/support/private-postgres.ts';
import { logProgress, seedProgressLogger } from './progress-log.ts';
import { seedBenchDatabase, type SeedTiming } from './seed-database.ts';

/** A private PostgreSQL cluster holding the seeded, analysed demo data. */
export interface SeededPostgres {
  cluster: PrivatePostgres;
  seed: SeedTiming;
  vacuumAnalyzeMs: number;
}

/** Starts a private PostgreSQL cluster, seeds it and runs VACUUM ANALYZE; the caller stops the cluster. */
export async function startSeededPostgres(clients: number, seed: number): Promise<SeededPostgres> {
  logProgress('PostgreSQL: starting a private cluster');
  const cluster = await startPrivatePostgres();
  try {
    const engine = await openPostgresEngine(cluster.url);
    try {
      const timing = await seedBenchDatabase(engine, clients, seed, seedProgressLogger('PostgreSQL seed'));
      // Why analyse up front: a real server's autovacuum does it within a minute or so of the seed; doing it
      // now keeps the figures from depending on when autovacuum happens to wake during the run.
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
