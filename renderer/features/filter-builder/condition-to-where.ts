import { and, between, condition } from '../../../shared/filter/builders.ts';
import { findColumn, type ColumnCatalog, type FilterColumn } from '../../../shared/filter/columns.ts';
import { escapeLike } from '../../../shared/filter/like-pattern.ts';
import type { Condition, Filter, FilterGroup, FilterValue } from '../../../shared/filter/model.ts';
import {
  OPER_EQUAL,
  OPER_GREATER_THAN,
  OPER_GREATER_THAN_OR_EQUAL_TO,
  OPER_ILIKE,
  OPER_IN,
  OPER_INET_EQUALS,
  OPER_INET_IS_CONT_W_OR_EQUALS,
  OPER_IS,
  OPER_IS_NOT,
  OPER_LESS_THAN,
  OPER_LESS_THAN_OR_EQUAL_TO,
  OPER_NOT_EQUAL,
  type OfferedOper,
} from '../../../shared/filter/opers.ts';
import type { BuilderCondition } from './builder-condition.ts';
import { membersOf } from './combine-filters.ts';
import { parseDayMonthYear } from '../../format/date-input.ts';

/** Why a builder condition cannot become a `where` item: a translation key and the field it is on. */
export interface BuilderProblem {
  readonly key: 'unknownField' | 'missingValue' | 'badDate' | 'badNumber';
  readonly field: string;
}

/** A `where` item built from a condition, or the problem that stops it. */
export type BuiltItem =
  | { readonly ok: true; readonly item: Condition | FilterGroup }
  | { readonly ok: false; readonly problem: BuilderProblem };

type Read = { ok: true; value: FilterValue } | { ok: false; key: BuilderProblem['key'] };

/** Reads one typed value for a column: numbers as numbers, dates from dd/mm/aaaa, the rest trimmed text. */
function readValue(column: FilterColumn, text: string): Read {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, key: 'missingValue' };
  if (column.kind === 'number' || column.kind === 'enum') {
    const number = Number(trimmed.replace(',', '.'));
    return Number.isFinite(number) ? { ok: true, value: number } : { ok: false, key: 'badNumber' };
  }
  if (column.kind === 'date' || column.kind === 'datetime') {
    const date = parseDayMonthYear(trimmed);
    return date === undefined ? { ok: false, key: 'badDate' } : { ok: true, value: date };
  }
  return { ok: true, value: column.kind === 'text' ? text : trimmed };
}

const scalarOpers: Partial<Record<BuilderCondition['op'], OfferedOper>> = {
  eq: OPER_EQUAL,
  ne: OPER_NOT_EQUAL,
  lt: OPER_LESS_THAN,
  le: OPER_LESS_THAN_OR_EQUAL_TO,
  gt: OPER_GREATER_THAN,
  ge: OPER_GREATER_THAN_OR_EQUAL_TO,
  within: OPER_INET_IS_CONT_W_OR_EQUALS,
};

/** Turns one builder condition into its `where` item (a between becomes a nested group); never throws. */
export function conditionToWhere(built: BuilderCondition, catalog: ColumnCatalog): BuiltItem {
  if (built.where) return { ok: true, item: built.where };
  const column = findColumn(catalog, built.field);
  const fail = (key: BuilderProblem['key']): BuiltItem => ({ ok: false, problem: { key, field: built.field } });
  if (!column) return fail('unknownField');
  const done = (item: Condition | FilterGroup): BuiltItem => ({ ok: true, item });
  const pattern = (make: (escaped: string) => string): BuiltItem =>
    built.value === '' ? fail('missingValue') : done(condition(column.name, OPER_ILIKE, make(escapeLike(built.value))));
  switch (built.op) {
    case 'contains':
      return pattern((text) => `%${text}%`);
    case 'startsWith':
      return pattern((text) => `${text}%`);
    case 'endsWith':
      return pattern((text) => `%${text}`);
    case 'isEmpty':
      return done(condition(column.name, OPER_EQUAL, ''));
    case 'isNull':
      return done(condition(column.name, OPER_IS, null));
    case 'isNotNull':
      return done(condition(column.name, OPER_IS_NOT, null));
    case 'in': {
      if (built.values.length === 0) return fail('missingValue');
      const items = built.values.map((code) =>
        column.kind === 'enum' || column.kind === 'number' ? Number(code) : code,
      );
      return done(condition(column.name, OPER_IN, items));
    }
    case 'between': {
      const from = readValue(column, built.value);
      if (!from.ok) return fail(from.key);
      const to = readValue(column, built.to);
      return to.ok ? done(between(column.name, from.value, to.value)) : fail(to.key);
    }
    case 'eq':
    case 'ne':
    case 'lt':
    case 'le':
    case 'gt':
    case 'ge':
    case 'within': {
      const read = readValue(column, built.value);
      if (!read.ok) return fail(read.key);
      // Why 13 for an address "equals": inet has its own comparison codes; 5 does not apply to it.
      const oper =
        built.op === 'eq' && column.kind === 'inet' ? OPER_INET_EQUALS : (scalarOpers[built.op] ?? OPER_EQUAL);
      return done(condition(column.name, oper, read.value));
    }
  }
}

/** The builder's whole filter: every condition joined by AND, or the first problem. */
export function conditionsToWhere(
  conditions: readonly BuilderCondition[],
  catalog: ColumnCatalog,
): { ok: true; filter: Filter } | { ok: false; problem: BuilderProblem } {
  const items: (Condition | FilterGroup)[] = [];
  for (const built of conditions) {
    if (built.where) {
      items.push(...membersOf(built.where));
      continue;
    }
    const read = conditionToWhere(built, catalog);
    if (!read.ok) return read;
    items.push(read.item);
  }
  return { ok: true, filter: and(...items) };
}
