/** Inserts many rows in one statement: one array parameter per column, expanded by `unnest`. */
import type { SqlExecutor } from '../db/sql-engine.ts';

/** A column to insert and the SQL type its array parameter is cast to (`int`, `text`, `inet`…). */
export interface ColumnSpec<Row> {
  readonly name: keyof Row & string;
  readonly type: string;
}

/** A table and its columns, fixed in code (never built from input, so they are safe to splice into SQL). */
export interface TableSpec<Row> {
  readonly table: string;
  readonly columns: readonly ColumnSpec<Row>[];
}

/** Inserts `rows` with `insert … select * from unnest($1::type[], …)`: one round trip whatever the count. */
export async function insertRows<Row>(
  executor: SqlExecutor,
  spec: TableSpec<Row>,
  rows: readonly Row[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = spec.columns.map((column) => column.name).join(', ');
  const arrays = spec.columns.map((column, index) => `$${index + 1}::${column.type}[]`).join(', ');
  const params = spec.columns.map((column) => rows.map((row) => row[column.name]));
  await executor.query(`insert into ${spec.table} (${names}) select * from unnest(${arrays})`, params);
}
