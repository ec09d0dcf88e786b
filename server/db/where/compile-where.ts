import type { CheckedGroup, CheckedNode } from '../../../shared/filter/checked-filter.ts';
import { parseWhere } from '../../../shared/filter/codec.ts';
import type { Filter } from '../../../shared/filter/model.ts';
import { validateFilter } from '../../../shared/filter/validate.ts';
import { compileCondition } from './compile-condition.ts';
import { FilterError } from './filter-error.ts';
import { ParamList } from './param-list.ts';
import type { SqlCatalog } from './sql-catalog.ts';

/** A compiled filter: a boolean SQL expression and its parameters, numbered from the index asked for. */
export interface CompiledWhere {
  sql: string;
  params: unknown[];
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
  return { sql: compileGroup(validated.checked, catalog, params), params: params.values };
}

/** Reads a `where` form value (JSON text or parsed array) and compiles it; throws FilterError when malformed. */
export function compileWhereInput(input: unknown, catalog: SqlCatalog, firstParamIndex = 1): CompiledWhere {
  const parsed = parseWhere(input);
  if (!parsed.ok) throw new FilterError([parsed.error]);
  return compileWhere(parsed.filter, catalog, firstParamIndex);
}
