/** Whether the demo seed's VACUUM ANALYZE still has to run. */
import type { SqlExecutor } from '../db/sql-engine.ts';

/**
 * True when the client table was never vacuumed or analyzed (PostgreSQL keeps reltuples at -1 until then):
 * on PGlite, which has no autovacuum, that is a seed whose start was killed after its commit and before
 * its VACUUM ANALYZE, or a database that has never held a client.
 */
export async function lacksStatistics(executor: SqlExecutor): Promise<boolean> {
  const [row] = await executor.query<{ never: boolean }>(
    "select reltuples < 0 as never from pg_class where oid = 'client'::regclass",
  );
  return row?.never ?? false;
}
