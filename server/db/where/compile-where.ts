import type { CheckedGroup, CheckedNode } from '../../../shared/filter/checked-filter.ts';
import { parseWhere } from '../../../shared/filter/codec.ts';
import type { Filter } from '../../../shared/filter/model.ts';
import { validateFilter } from '../../../shared/filter/validate.ts';
import { compileCondition, compileCountedCondition } from './compile-condition.ts';
import { FilterError } from './filter-error.ts';
import { ParamList } from './param-list.ts';
import type { BaseTable, SqlCatalog } from './sql-catalog.ts';

/** A compiled filter: a boolean SQL expression and its parameters, numbered from the index asked for. */
export interface CompiledWhere {
  sql: string;
  params: unknown[];
  /**
   * The count of the list's rows this filter keeps, as a whole query with the same parameters, when a cheaper
   * one than `count(*)` over the list's FROM is exact (a filter of one condition on a table with a row key).
   */
  countSql?: string;
  /** The list's base table when the filter reads nothing but its indexed columns (or EXISTS linked to its key). */
  base?: BaseTable;
}

/** Whether every condition of the filter reads the base table's indexed columns alone, or tests through EXISTS. */
function readsIndexOnly(node: CheckedNode, catalog: SqlCatalog, base: BaseTable): boolean {
  if (node.type === 'group') return node.items.every((item) => readsIndexOnly(item, catalog, base));
  const column = catalog.byName.get(node.column.name);
  return column !== undefined && (column.exists !== undefined || base.indexed.includes(column.expr));
}

/** The compiled filter with the base table whose index it reads alone, if it does. */
function withBase(compiled: CompiledWhere, checked: CheckedGroup, catalog: SqlCatalog): CompiledWhere {
  const base = catalog.base;
  return base && readsIndexOnly(checked, catalog, base) ? { ...compiled, base } : compiled;
}

/** A one-condition filter on a column whose EXISTS join has a row key, compiled with its own count. */
function compileCounted(group: CheckedGroup, catalog: SqlCatalog, params: ParamList): CompiledWhere | undefined {
  const [only] = group.items;
  if (group.items.length !== 1 || only?.type !== 'condition') return undefined;
  const column = catalog.byName.get(only.column.name);
  const counted = column && compileCountedCondition(only, column, params);
  return counted && { sql: `(${counted.sql})`, params: params.values, countSql: counted.countSql };
}

function compileNode(node: CheckedNode, catalog: SqlCatalog, params: ParamList): string {
  if (node.type === 'group') return compileGroup(node, catalog, params);
  const column = catalog.byName.get(node.column.name);
  // The checked column came from this catalog's own columns, so it is always mapped.
  if (!column) throw new Error(`Catalog ${catalog.columns.id} has no SQL for ${node.column.name}`);
  return compileCondition(node, column, params);
}

function compileGroup(group: CheckedGroup, catalog: SqlCatalog, params: ParamList): string {
  if (group.items.length === 0) return 'TRUE';
  return `(${group.items.map((node) => compileNode(node, catalog, params)).join(' AND ')})`;
}

// The result is `TRUE` for the empty filter and parenthesised otherwise, so it can be ANDed as is.
/** Compiles a filter to parameterised SQL (`$firstParamIndex…` with casts); throws FilterError for anything invalid. */
export function compileWhere(filter: Filter, catalog: SqlCatalog, firstParamIndex = 1): CompiledWhere {
  const params = new ParamList(firstParamIndex);
  const validated = validateFilter(filter, catalog.columns);
  if (!validated.ok) throw new FilterError([validated.error, ...validated.problems.slice(1)]);
  const compiled = compileCounted(validated.checked, catalog, params) ?? {
    sql: compileGroup(validated.checked, catalog, params),
    params: params.values,
  };
  return withBase(compiled, validated.checked, catalog);
}

/** Reads a `where` form value (JSON text or parsed array) and compiles it; throws FilterError when malformed. */
export function compileWhereInput(input: unknown, catalog: SqlCatalog, firstParamIndex = 1): CompiledWhere {
  const parsed = parseWhere(input);
  if (!parsed.ok) throw new FilterError([parsed.error]);
  return compileWhere(parsed.filter, catalog, firstParamIndex);
}
