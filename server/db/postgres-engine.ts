import pg from 'pg';
import type { SqlEngine, SqlExecutor } from './sql-engine.ts';

// Why: dates, timestamps and numerics stay text so both engines hand back identical rows.
const textTypes = [1082, 1114, 1184, 1700, 20];
const typeParser = (oid: number, format?: 'text' | 'binary'): ((value: string) => unknown) =>
  textTypes.includes(oid)
    ? (value: string) => value
    : (pg.types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown);

/**
 * Planner settings of the service's own connections (a startup option, so they hold for its sessions alone and
 * need nothing from the DBA). random_page_cost 1.1 instead of 4: the service's tables (100k clients: tens of
 * MB) stay in the server's cache, where a page read in key order costs what a sequential one does; at 4 the
 * planner counts "clients with a connection in a network" by reading every client (a hash semi join over a
 * sequential scan) instead of looking up the few thousand matches by key (docs/benchmarks.md: p95 40 ms before).
 * PGlite sets the same for the same reason (pglite-engine.ts).
 */
export const servicePlannerSettings = '-c random_page_cost=1.1';

/** Connects to a PostgreSQL server through a connection pool, every connection in the given time zone. */
export async function openPostgresEngine(
  connectionString: string,
  options: { maxConnections?: number; timeZone?: string; plannerSettings?: string } = {},
): Promise<SqlEngine> {
  // Why a startup option: every pooled connection must run on the provider's clock, not only the first.
  const timeZone =
    options.timeZone && /^[A-Za-z0-9_+\-/]+$/.test(options.timeZone) ? `-c TimeZone=${options.timeZone}` : undefined;
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    // `plannerSettings: ''` leaves the server's defaults (the bench's figure from before).
    options: [timeZone, options.plannerSettings ?? servicePlannerSettings].filter(Boolean).join(' '),
    types: { getTypeParser: typeParser as pg.CustomTypesConfig['getTypeParser'] },
  });
  // Fail now, with the server's own words, rather than at the first request.
  const probe = await pool.connect();
  probe.release();
  const query: SqlExecutor['query'] = async <Row extends object>(sql: string, params: readonly unknown[] = []) =>
    (await pool.query<Row & pg.QueryResultRow>(sql, params as unknown[])).rows;
  return {
    kind: 'postgres',
    query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({
          query: async <Row extends object>(sql: string, params: readonly unknown[] = []) =>
            (await client.query<Row & pg.QueryResultRow>(sql, params as unknown[])).rows,
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (script) => void (await pool.query(script)),
    close: () => pool.end(),
  };
}
