import type { FilterColumn } from './columns.ts';
import type { OperInfo } from './opers.ts';

/** One parameter value, already converted for its column (numbers, booleans, or text the database casts). */
export type ScalarParam = string | number | boolean;

/** The SQL keyword IS / IS NOT compares with; always one of these three, never text from the input. */
export type IsKeyword = 'NULL' | 'TRUE' | 'FALSE';

/** A condition's value after checking: ignored, one parameter, a keyword, or a list parameter. */
export type CheckedValue =
  | { readonly form: 'none' }
  | { readonly form: 'scalar'; readonly param: ScalarParam }
  | { readonly form: 'keyword'; readonly keyword: IsKeyword }
  | { readonly form: 'list'; readonly params: readonly ScalarParam[] };

/** A condition checked against a catalog: its column, its offered oper and its converted value. */
export interface CheckedCondition {
  readonly type: 'condition';
  /** Where the condition sits in the `where` array, for messages. */
  readonly path: string;
  readonly column: FilterColumn;
  readonly oper: OperInfo;
  readonly value: CheckedValue;
}

/** A checked group; its members are all joined by AND. */
export interface CheckedGroup {
  readonly type: 'group';
  readonly items: readonly CheckedNode[];
}

/** One node of a checked filter. */
export type CheckedNode = CheckedCondition | CheckedGroup;
