import type { SqlEngine } from './sql-engine.ts';

/** How often the embedded engine is tidied: it has no autovacuum to do it. */
export const embeddedUpkeepEveryMs = 30 * 60 * 1000;

/**
 * PGlite's stand-in for autovacuum: merges the trigram indexes' pending lists, then VACUUM ANALYZE.
 * Why VACUUM and not only ANALYZE: every update leaves a dead row and clears its page's all-visible bit,
 * so without it the session table's dead rows pile up and the counts that read indexes alone (dashboard,
 * network filters) go back to the heap page by page. At 100k clients it costs what ANALYZE alone did
 * (about 3 s, once per half hour), because VACUUM skips the pages that are still all-visible.
 */
export async function tidyEmbeddedDatabase(engine: Pick<SqlEngine, 'exec'>): Promise<void> {
  for (const index of ['client_complete_name_trgm', 'client_name_key_trgm', 'client_username_trgm'])
    await engine.exec(`select gin_clean_pending_list('${index}')`);
  // Why a statement of its own: VACUUM refuses to run inside a multi-statement script.
  await engine.exec('vacuum analyze');
}
