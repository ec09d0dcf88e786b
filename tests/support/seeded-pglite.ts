import { afterAll, beforeAll } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { openPgliteEngine } from '../../server/db/pglite-engine.ts';
import type { SqlEngine } from '../../server/db/sql-engine.ts';

/**
 * One in-memory PGlite for the calling test file, migrated and filled by `seed` before its tests and closed after
 * them; the returned function gives the engine inside a test.
 */
export function useSeededPglite(seed: readonly string[]): () => SqlEngine {
  let engine: SqlEngine | undefined;
  beforeAll(async () => {
    engine = await openPgliteEngine();
    await migrate(engine);
    for (const statement of seed) await engine.query(statement);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  return () => {
    if (!engine) throw new Error('the seeded PGlite is not open yet (use it inside a test)');
    return engine;
  };
}
