import type { Condition, Filter, FilterGroup, FilterValue, Joiner } from './model.ts';
import { OPER_GREATER_THAN_OR_EQUAL_TO, OPER_LESS_THAN_OR_EQUAL_TO, type OfferedOper } from './opers.ts';

/** The joiner placed between two conditions. */
export const AND: Joiner = Object.freeze({ field: 'AND' });

/** Builds one condition. */
export function condition(field: string, oper: OfferedOper, value: FilterValue): Condition {
  return { field, oper, value };
}

/** Joins conditions and groups with AND: `and(a, b)` is `[a, {"field":"AND"}, b]`. */
export function and(...items: ReadonlyArray<Condition | FilterGroup>): Filter {
  return items.flatMap((item, index) => (index === 0 ? [item] : [{ ...AND }, item]));
}

/** A range as a nested group: `field >= from AND field <= to` (both ends included). */
export function between(field: string, from: FilterValue, to: FilterValue): FilterGroup {
  return and(condition(field, OPER_GREATER_THAN_OR_EQUAL_TO, from), condition(field, OPER_LESS_THAN_OR_EQUAL_TO, to));
}
