import { assertNever } from '../../../shared/filter/assert-never.ts';
import type { FilterColumn } from '../../../shared/filter/columns.ts';

/** The PostgreSQL types parameters are cast to; a fixed set, so a cast never comes from input. */
export type SqlCastType = 'text' | 'bigint' | 'numeric' | 'date' | 'timestamp' | 'boolean' | 'inet' | 'macaddr';

// Why bigint for every whole number: integer and smallint columns compare with bigint in the same index
// operator family, and an over-large code still fits the cast instead of failing it.
/** The parameter type of a column, from its kind. */
export function castTypeOf(column: FilterColumn): SqlCastType {
  switch (column.kind) {
    case 'text':
      return 'text';
    case 'number':
      return column.decimal ? 'numeric' : 'bigint';
    case 'enum':
      return 'bigint';
    case 'date':
      return 'date';
    case 'datetime':
      return 'timestamp';
    case 'boolean':
      return 'boolean';
    case 'inet':
      return 'inet';
    case 'mac':
      return 'macaddr';
    default:
      return assertNever(column.kind, 'column kind');
  }
}
