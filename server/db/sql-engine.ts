/** Runs parameterised SQL; the one interface both storage engines (PGlite, PostgreSQL) implement. */
export interface SqlExecutor {
  /** Runs one statement with `$1…$n` parameters and returns its rows. */
  query<Row extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** A storage engine: parameterised queries, transactions, multi-statement scripts for migrations. */
export interface SqlEngine extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations only). */
  exec(script: string): Promise<void>;
  /** Releases the engine (closes PGlite, ends the PostgreSQL pool). */
  close(): Promise<void>;
}
