import type { CheckedCondition, CheckedGroup, CheckedNode } from './checked-filter.ts';
import { kindLabel } from './column-kind.ts';
import { findColumn, type ColumnCatalog } from './columns.ts';
import { isCondition, isGroup, type Condition, type FilterGroup } from './model.ts';
import { isOfferedOper, LAST_OFFERED_OPER, operInfo, unofferedOperFamily } from './opers.ts';
import { problemAt, type FilterProblem } from './problem.ts';
import { readFilterShape } from './read-shape.ts';
import { readConditionValue } from './read-value.ts';

/** The outcome of checking a filter against a catalog: the checked tree, or every problem found. */
export type ValidationOutcome =
  | { readonly ok: true; readonly checked: CheckedGroup }
  | { readonly ok: false; readonly error: FilterProblem; readonly problems: readonly FilterProblem[] };

const joinWords = (words: readonly string[]): string =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

function checkCondition(condition: Condition, path: string, catalog: ColumnCatalog): CheckedCondition | FilterProblem {
  const column = findColumn(catalog, condition.field);
  if (!column) return problemAt(`${path}.field`, `${catalog.title} has no column ${JSON.stringify(condition.field)}`);
  if (!isOfferedOper(condition.oper)) {
    const family = unofferedOperFamily(condition.oper);
    const what =
      family === 'array'
        ? 'an array operation'
        : family === 'bitwise'
          ? 'a bitwise operation'
          : 'not an operation code';
    return problemAt(
      `${path}.oper`,
      `${condition.oper} is ${what}, which this filter does not support (codes 0–${LAST_OFFERED_OPER} only)`,
    );
  }
  const oper = operInfo(condition.oper);
  if (!oper.kinds.includes(column.kind)) {
    const only = oper.kinds.length === 1 ? ' only' : '';
    return problemAt(
      `${path}.oper`,
      `${oper.name} (${oper.code}) does not apply to ${column.name}, which holds ${kindLabel(column.kind)}; it applies to ${joinWords(oper.kinds)} columns${only}`,
    );
  }
  const value = readConditionValue(column, oper, condition.value);
  if (!value.ok) return problemAt(`${path}.value${value.index === undefined ? '' : `[${value.index}]`}`, value.message);
  return { type: 'condition', path, column, oper, value: value.value };
}

function checkGroup(group: FilterGroup, path: string, catalog: ColumnCatalog, problems: FilterProblem[]): CheckedGroup {
  const items: CheckedNode[] = [];
  for (const [index, item] of group.entries()) {
    const itemPath = `${path}[${index}]`;
    if (isGroup(item)) items.push(checkGroup(item, itemPath, catalog, problems));
    else if (isCondition(item)) {
      const checked = checkCondition(item, itemPath, catalog);
      if ('type' in checked) items.push(checked);
      else problems.push(checked);
    }
    // Joiners carry nothing: every member of a group is joined by AND.
  }
  return { type: 'group', items };
}

// Why the joining rules again: the filter may have been built in code rather than read by parseWhere.
/** Checks a filter against a list's catalog (shape, then each condition's column, oper and value); never throws. */
export function validateFilter(filter: unknown, catalog: ColumnCatalog): ValidationOutcome {
  const shape = readFilterShape(filter);
  if (!shape.ok) return { ok: false, error: shape.error, problems: [shape.error] };
  const problems: FilterProblem[] = [];
  const checked = checkGroup(shape.filter, 'where', catalog, problems);
  const [first] = problems;
  return first ? { ok: false, error: first, problems } : { ok: true, checked };
}
