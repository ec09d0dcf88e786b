import type { ColumnKind } from '../../../shared/filter/column-kind.ts';

/** An operator as the builder offers it (several may map to one oper code, such as the ILIKE ones). */
export type BuilderOp =
  | 'eq'
  | 'ne'
  | 'contains'
  | 'startsWith'
  | 'endsWith'
  | 'isEmpty'
  | 'isNull'
  | 'isNotNull'
  | 'lt'
  | 'le'
  | 'gt'
  | 'ge'
  | 'between'
  | 'in'
  | 'within';

const ordered: readonly BuilderOp[] = ['eq', 'ne', 'lt', 'le', 'gt', 'ge', 'between', 'isNull', 'isNotNull'];

/** The operators offered for a column kind, in menu order. */
export function opsForKind(kind: ColumnKind): readonly BuilderOp[] {
  switch (kind) {
    case 'text':
      return ['contains', 'eq', 'ne', 'startsWith', 'endsWith', 'isEmpty', 'isNull', 'isNotNull'];
    case 'number':
    case 'date':
    case 'datetime':
      return ordered;
    case 'enum':
      return ['eq', 'ne', 'in'];
    case 'boolean':
      return ['eq', 'isNull', 'isNotNull'];
    case 'inet':
      return ['within', 'eq'];
    case 'mac':
      return ['eq'];
  }
}

/** How many values an operator takes: none (null tests, is empty), one, two (between) or a list (IN). */
export function opArity(op: BuilderOp): 'none' | 'one' | 'two' | 'list' {
  if (op === 'isEmpty' || op === 'isNull' || op === 'isNotNull') return 'none';
  if (op === 'between') return 'two';
  return op === 'in' ? 'list' : 'one';
}
