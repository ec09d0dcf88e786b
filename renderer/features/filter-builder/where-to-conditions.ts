import { clientColumns, findColumn } from '../../../shared/filter/columns.ts';
import { encodeWhere } from '../../../shared/filter/codec.ts';
import { unescapeLike } from '../../../shared/filter/like-pattern.ts';
import {
  isCondition,
  isGroup,
  isJoiner,
  type Condition,
  type Filter,
  type FilterItem,
  type FilterValue,
} from '../../../shared/filter/model.ts';
import { newCondition, type BuilderCondition } from './builder-condition.ts';
import type { BuilderOp } from './builder-ops.ts';
import { conditionsToWhere } from './condition-to-where.ts';

const opOfOper: Readonly<Record<number, BuilderOp>> = {
  1: 'lt',
  2: 'gt',
  3: 'le',
  4: 'ge',
  5: 'eq',
  6: 'ne',
  13: 'eq',
  18: 'within',
};

/** A value as the builder shows it: dates as dd/mm/aaaa, the rest as text. */
function valueText(value: FilterValue, isDate: boolean): string {
  const text = String(value);
  const iso = isDate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : text;
}

/** One condition as a builder row, or undefined when the builder has no row for it. */
function conditionRow(item: Condition): BuilderCondition | undefined {
  const column = findColumn(clientColumns, item.field);
  if (!column) return undefined;
  const isDate = column.kind === 'date' || column.kind === 'datetime';
  const row = (op: BuilderOp, fields: Partial<BuilderCondition> = {}): BuilderCondition => ({
    ...newCondition(column.name, op),
    ...fields,
  });
  const { oper, value } = item;
  if ((oper === 7 || oper === 8) && value === null) return row(oper === 7 ? 'isNull' : 'isNotNull');
  if (oper === 21 && Array.isArray(value)) return row('in', { values: value.map(String) });
  if (oper === 10 && typeof value === 'string') {
    const both = /^%(.*)%$/s.exec(value);
    if (both) return row('contains', { value: unescapeLike(both[1] ?? '') });
    if (value.endsWith('%')) return row('startsWith', { value: unescapeLike(value.slice(0, -1)) });
    if (value.startsWith('%')) return row('endsWith', { value: unescapeLike(value.slice(1)) });
    return undefined;
  }
  if (oper === 5 && value === '' && column.kind === 'text') return row('isEmpty');
  const op = opOfOper[oper];
  return op === undefined || value === null || Array.isArray(value)
    ? undefined
    : row(op, { value: valueText(value, isDate) });
}

/** A nested group read as a between row (`>= from AND <= to` on one field), or undefined. */
function betweenRow(group: readonly FilterItem[]): BuilderCondition | undefined {
  const [from, joiner, to] = group;
  if (group.length !== 3 || !from || !joiner || !to || !isCondition(from) || !isJoiner(joiner) || !isCondition(to))
    return undefined;
  const low = conditionRow(from);
  const high = conditionRow(to);
  if (!low || !high || low.op !== 'ge' || high.op !== 'le' || low.field !== high.field) return undefined;
  return { ...low, op: 'between', to: high.value };
}

/** A filter the builder cannot show as rows, kept whole as one read-only custom condition. */
export function customCondition(filter: Filter): BuilderCondition {
  return { ...newCondition('', 'eq'), where: filter };
}

// Why the round trip: a row is only trusted when building it again gives exactly the same `where`.
/** Turns a valid `where` back into builder rows; when that cannot be done exactly, one custom condition holding it. */
export function whereToConditions(filter: Filter): readonly BuilderCondition[] {
  if (filter.length === 0) return [];
  const rows: BuilderCondition[] = [];
  for (const item of filter) {
    if (isJoiner(item)) continue;
    const row = isGroup(item) ? betweenRow(item) : conditionRow(item);
    if (!row) return [customCondition(filter)];
    rows.push(row);
  }
  const rebuilt = conditionsToWhere(rows, clientColumns);
  return rebuilt.ok && encodeWhere(rebuilt.filter) === encodeWhere(filter) ? rows : [customCondition(filter)];
}
