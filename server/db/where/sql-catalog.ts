import { findColumn, type ColumnCatalog, type FilterColumn } from '../../../shared/filter/columns.ts';
import { castTypeOf, type SqlCastType } from './sql-cast.ts';

/** A correlated table a condition is tested on: `EXISTS (SELECT 1 FROM <from> WHERE <link> AND <test>)`. */
export interface ExistsJoin {
  /** Table and alias, such as `network_cpe nc`. */
  readonly from: string;
  /** How its rows belong to the list's row, such as `nc.client_pk = client.client_pk`. */
  readonly link: string;
  /**
   * Its column naming the list's row, such as `nc.client_pk`, when a filter of one condition on this table may
   * be counted as `count(distinct <rowKey>)` over this table alone. Only where that count is exact: the column is
   * NOT NULL and a foreign key to the list's row, and the list's FROM has exactly one row per such key.
   */
  readonly rowKey?: string;
}

/**
 * A list's own table, its key, and the columns of an index of that table which holds the key: a page filtered
 * and sorted on these columns alone (or through EXISTS on the key) can pick its keys from that index alone.
 */
export interface BaseTable {
  readonly table: string;
  /** The key, such as `client.client_pk`. */
  readonly key: string;
  /** The index's columns as the SQL names them, such as `client.client_complete_name` and the key. */
  readonly indexed: readonly string[];
}

/** A filterable column with its SQL: an expression over the list's tables, or one inside an EXISTS. */
export interface SqlColumn {
  readonly column: FilterColumn;
  /** The column's SQL expression (inside the EXISTS when `exists` is set). */
  readonly expr: string;
  readonly cast: SqlCastType;
  readonly exists?: ExistsJoin;
  /** A column of its table holding the folded text (foldSql): ILIKE compares it with the folded pattern. */
  readonly folded?: string;
}

/** A list's filter catalog on the server: every column of the shared catalog mapped to SQL. */
export interface SqlCatalog {
  readonly columns: ColumnCatalog;
  /** The FROM clause the expressions assume (tables named as the catalog's `table`s). */
  readonly from: string;
  /** Columns by bare name. */
  readonly byName: ReadonlyMap<string, SqlColumn>;
  /** Sortable columns by bare name, with the SQL to order by (columns tested through EXISTS are not sortable). */
  readonly sortable: ReadonlyMap<string, string>;
  /** The table the FROM has exactly one row per key of (the others joined to it at most once per row). */
  readonly base?: BaseTable;
}

/** What a list adds to its shared catalog: its FROM clause and the columns tested through EXISTS. */
export interface SqlCatalogSpec {
  readonly from: string;
  readonly base?: BaseTable;
  readonly exists?: Readonly<Record<string, { readonly join: ExistsJoin; readonly expr: string }>>;
  /** Columns sorted by another column of their table (a stored sort key, such as `client_name_key`), by name. */
  readonly sortKeys?: Readonly<Record<string, string>>;
  /** Columns whose ILIKE ignores accents, by name: the column of their table holding the folded text. */
  readonly folded?: Readonly<Record<string, string>>;
}

// Why: expressions are assembled from catalog names; this guard keeps anything but plain identifiers
// out, so a careless catalog edit cannot put arbitrary text into SQL.
const identifier = /^[a-z_][a-z0-9_]*$/;

/** Maps each column of a shared catalog to SQL: `<table>.<name>` unless the spec routes it through EXISTS. */
export function buildSqlCatalog(columns: ColumnCatalog, spec: SqlCatalogSpec): SqlCatalog {
  const byName = new Map<string, SqlColumn>();
  const sortable = new Map<string, string>();
  for (const column of columns.columns) {
    if (!identifier.test(column.table) || !identifier.test(column.name))
      throw new Error(`Catalog ${columns.id}: ${column.table}.${column.name} is not a plain identifier`);
    const routed = spec.exists?.[column.name];
    const cast = castTypeOf(column);
    if (routed) {
      byName.set(column.name, { column, cast, expr: routed.expr, exists: routed.join });
    } else {
      const expr = `${column.table}.${column.name}`;
      const key = spec.sortKeys?.[column.name];
      const folded = spec.folded?.[column.name];
      for (const name of [key, folded])
        if (name !== undefined && !identifier.test(name))
          throw new Error(`Catalog ${columns.id}: ${name} is not a plain identifier`);
      byName.set(column.name, { column, cast, expr, ...(folded ? { folded: `${column.table}.${folded}` } : {}) });
      sortable.set(column.name, key === undefined ? expr : `${column.table}.${key}`);
    }
  }
  for (const name of Object.keys(spec.exists ?? {}))
    if (!byName.has(name)) throw new Error(`Catalog ${columns.id}: no column ${name} to route through EXISTS`);
  const ofBase = (name: string): boolean => name.startsWith(`${spec.base?.table}.`);
  if (spec.base && !(identifier.test(spec.base.table) && ofBase(spec.base.key) && spec.base.indexed.every(ofBase)))
    throw new Error(`Catalog ${columns.id}: ${spec.base.key} or an indexed column is not of ${spec.base.table}`);
  return { columns, from: spec.from, byName, sortable, ...(spec.base ? { base: spec.base } : {}) };
}

/** The SQL to order by for a sort column (bare or table-qualified); undefined when not sortable. */
export function sortColumnSql(catalog: SqlCatalog, name: string): string | undefined {
  const column = findColumn(catalog.columns, name);
  return column && catalog.sortable.get(column.name);
}
