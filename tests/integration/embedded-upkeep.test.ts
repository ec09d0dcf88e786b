import { beforeAll, describe, expect, it } from 'vitest';
import { tidyEmbeddedDatabase } from '../../server/db/embedded-upkeep.ts';
import type { RunningService } from '../../server/service.ts';
import { useService } from '../support/test-service.ts';

// The embedded engine has no autovacuum; the service's half-hourly upkeep stands in for it. These run
// on the shared PGlite service: the updates below write every client row again with the same values.
describe('embedded engine upkeep (pglite)', () => {
  let service: RunningService;

  /** Heap rows an index-only count of clients by status had to read (0 when the visibility map is set). */
  const heapFetches = (): Promise<number> =>
    service.engine.transaction(async (tx) => {
      // Why forced: 60 clients fit in a page or two, so the planner would rather scan the table.
      await tx.query('set local enable_seqscan = off');
      await tx.query('set local enable_bitmapscan = off');
      const rows = await tx.query<{ 'QUERY PLAN': string }>(
        'explain (analyze, costs off) select count(*) from client where client_status = 0',
      );
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/Index Only Scan using client_status_office_idx on client/);
      return Number(/Heap Fetches: (\d+)/.exec(plan)?.[1] ?? Number.NaN);
    });

  beforeAll(async () => {
    service = await useService('pglite');
  });

  it('lets counts read indexes alone again after rows were updated', async () => {
    await service.engine.query('update client set client_observations = client_observations');
    expect(await heapFetches()).toBeGreaterThan(0);

    await tidyEmbeddedDatabase(service.engine);

    expect(await heapFetches()).toBe(0);
  });

  it('reclaims the dead rows updates leave behind', async () => {
    const deadRows = async (): Promise<number> => {
      // Why the flush first: PostgreSQL 15+ sends a backend's counts to shared statistics at most once a
      // second, so a count read right after the update may not have them yet (a flaky 0).
      await service.engine.query('select pg_stat_force_next_flush()');
      return (
        (
          await service.engine.query<{ n: number }>(
            "select coalesce(sum(n_dead_tup), 0)::int as n from pg_stat_user_tables where relname = 'client'",
          )
        )[0]?.n ?? -1
      );
    };
    await service.engine.query('update client set client_observations = client_observations');
    expect(await deadRows()).toBeGreaterThan(0);

    await tidyEmbeddedDatabase(service.engine);

    expect(await deadRows()).toBe(0);
  });
});
