import type { Filter } from '../../../shared/filter/model.ts';
import type { BuilderOp } from './builder-ops.ts';

/** One condition as the builder edits it: values are what the user typed or picked. */
export interface BuilderCondition {
  readonly id: string;
  readonly field: string;
  readonly op: BuilderOp;
  /** The value (or the lower end of a between); dates as typed, dd/mm/aaaa. */
  readonly value: string;
  /** The upper end of a between. */
  readonly to: string;
  /** The picked codes of an IN. */
  readonly values: readonly string[];
  /** A custom filter (pasted or saved JSON) that has no builder rows: applied as is, shown read-only. */
  readonly where?: Filter;
}

let nextId = 0;

/** A fresh condition on a field with an operator and empty values. */
export function newCondition(field: string, op: BuilderOp): BuilderCondition {
  nextId += 1;
  return { id: `c${nextId}`, field, op, value: '', to: '', values: [] };
}
