import type { SqlExecutor } from '../../server/db/sql-engine.ts';

/**
 * The secondary indexes the scale cases' filters use (server/db/migrations/0001-initial.ts and 0008): trigram on the
 * folded name for the name ILIKE, doc1 for the CPF, status + office and office for status AND office and the IN
 * list, the inet GiST for the containment. The sort index (client_name_key_sort), the unique user-name index, the
 * connections' client_pk index and the primary keys stay: they serve the default sort and the row lookups.
 */
export const filterIndexNames = [
  'client_name_key_trgm',
  'client_doc1_idx',
  'client_status_office_idx',
  'client_office_idx',
  'network_cpe_ip_idx',
] as const;

/** An index as PostgreSQL describes it, and so can recreate it. */
export interface IndexDefinition {
  name: string;
  /** `CREATE INDEX …` from pg_indexes. */
  sql: string;
}

/** How long (re)building one index took. */
export interface IndexBuild {
  name: string;
  ms: number;
}

/** The definitions of the named indexes; throws when one is missing (a renamed index would silently go unmeasured). */
export async function readIndexDefinitions(db: SqlExecutor, names: readonly string[]): Promise<IndexDefinition[]> {
  const rows = await db.query<{ name: string; sql: string }>(
    "select indexname as name, indexdef as sql from pg_indexes where schemaname = 'public' and indexname = any($1::text[])",
    [names],
  );
  const missing = names.filter((name) => !rows.some((row) => row.name === name));
  if (missing.length > 0) throw new Error(`indexes not found: ${missing.join(', ')} (renamed in a migration?)`);
  return names.map((name) => rows.find((row) => row.name === name) as IndexDefinition);
}

/** Every index of the tables that is not a primary key's, for a bulk copy that rebuilds them afterwards. */
export async function readSecondaryIndexes(db: SqlExecutor, tables: readonly string[]): Promise<IndexDefinition[]> {
  return db.query<IndexDefinition>(
    `select i.indexname as name, i.indexdef as sql from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1::text[])
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.contype in ('p', 'u'))
     order by i.tablename, i.indexname`,
    [tables],
  );
}

/** Drops the indexes (names come from pg_indexes, never from input). */
export async function dropIndexes(db: SqlExecutor, indexes: readonly IndexDefinition[]): Promise<void> {
  for (const index of indexes) await db.query(`drop index ${index.name}`);
}

/** Recreates the indexes one by one, timing each build. */
export async function createIndexes(db: SqlExecutor, indexes: readonly IndexDefinition[]): Promise<IndexBuild[]> {
  const builds: IndexBuild[] = [];
  for (const index of indexes) {
    const started = performance.now();
    await db.query(index.sql);
    builds.push({ name: index.name, ms: performance.now() - started });
  }
  return builds;
}
