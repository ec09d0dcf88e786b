import type { SqlEngine, SqlExecutor } from '../db/sql-engine.ts';

// Why a word list and not "anything but select": the dashboard is one `with … select`, and a read must not
// count as a write, or every dashboard would empty the count cache. Any statement naming one of these
// words counts as a write, which errs on the safe side (a `select … for update` empties the cache too).
const writeWords =
  /\b(insert|update|delete|merge|truncate|alter|create|drop|vacuum|copy|call|do|grant|revoke|reindex|cluster|lock|refresh|set|reset|import)\b/i;

/** Whether a statement only reads: a `select` or `with … select` naming no writing word. */
export function isReadOnlyStatement(sql: string): boolean {
  return /^\s*(select|with)\b/i.test(sql) && !writeWords.test(sql);
}

/** An engine whose every write moves a generation number on: what the count cache keys its entries by. */
export interface GenerationEngine {
  engine: SqlEngine;
  /** The current generation; any write since a count was taken has moved it on. */
  generation: () => number;
}

/**
 * Wraps an engine so that every statement that may write (a transaction, a script, a query that is not a
 * plain read) moves the generation on, once before it starts and once after it settles. Why both: on a
 * PostgreSQL pool a count may start while a write runs; taken between the two moves, it is stored under a
 * generation that the second move leaves behind, so it is never served.
 */
export function trackWrites(inner: SqlEngine): GenerationEngine {
  let generation = 0;
  const writing = async <T>(job: () => Promise<T>): Promise<T> => {
    generation += 1;
    try {
      return await job();
    } finally {
      generation += 1;
    }
  };
  const query: SqlExecutor['query'] = (sql, params) =>
    isReadOnlyStatement(sql) ? inner.query(sql, params) : writing(() => inner.query(sql, params));
  const engine: SqlEngine = {
    kind: inner.kind,
    query,
    transaction: (fn) => writing(() => inner.transaction(fn)),
    exec: (script) => writing(() => inner.exec(script)),
    close: () => inner.close(),
  };
  return { engine, generation: () => generation };
}
