import { assertNever } from './assert-never.ts';
import type { FilterColumn } from './columns.ts';
import type { CheckedValue, IsKeyword, ScalarParam } from './checked-filter.ts';
import { isDateTimeText } from './date-syntax.ts';
import type { FilterValue } from './model.ts';
import { isInetText, isMacText } from './net-syntax.ts';
import type { OperInfo } from './opers.ts';

/** A value read for a column, or why it does not fit; `index` points into a list value. */
export type ValueReading<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string; readonly index?: number };

const wholePattern = /^[+-]?\d{1,16}$/;
const decimalPattern = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const booleanWords: Readonly<Record<string, boolean>> = {
  true: true,
  t: true,
  '1': true,
  false: false,
  f: false,
  '0': false,
};

const show = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

/** What a column of this kind needs, for messages. */
function needs(column: FilterColumn): string {
  switch (column.kind) {
    case 'text':
      return 'a text';
    case 'number':
      return column.decimal ? 'a number' : 'a whole number';
    case 'enum':
      return 'a whole-number code';
    case 'date':
    case 'datetime':
      return 'a date as YYYY-MM-DD or YYYY-MM-DD HH:MM:SS';
    case 'boolean':
      return 'true or false';
    case 'inet':
      return 'an IPv4 or IPv6 address or network, such as 10.0.0.1 or 10.0.0.0/8';
    case 'mac':
      return 'a MAC address, such as 08:00:2b:01:02:03';
    default:
      return assertNever(column.kind, 'column kind');
  }
}

const fits = <T>(value: T): ValueReading<T> => ({ ok: true, value });
const misfit = (column: FilterColumn, value: unknown): ValueReading<never> => ({
  ok: false,
  message: `${column.name} needs ${needs(column)}, not ${show(value)}`,
});

function readWhole(column: FilterColumn, value: FilterValue): ValueReading<ScalarParam> {
  // Why numeric strings too: form data carries every number as text.
  const number = typeof value === 'string' && wholePattern.test(value.trim()) ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? fits(number) : misfit(column, value);
}

function readDecimal(column: FilterColumn, value: FilterValue): ValueReading<ScalarParam> {
  if (typeof value === 'number') return fits(value);
  // Why keep the text: "79.90" stays exact on its way to a numeric parameter.
  return typeof value === 'string' && decimalPattern.test(value.trim()) ? fits(value.trim()) : misfit(column, value);
}

function readBoolean(column: FilterColumn, value: FilterValue): ValueReading<boolean> {
  if (typeof value === 'boolean') return fits(value);
  const word =
    typeof value === 'string' || typeof value === 'number'
      ? booleanWords[String(value).trim().toLowerCase()]
      : undefined;
  return word === undefined ? misfit(column, value) : fits(word);
}

function readText(
  column: FilterColumn,
  value: FilterValue,
  valid: (text: string) => boolean,
): ValueReading<ScalarParam> {
  return typeof value === 'string' && valid(value.trim()) ? fits(value.trim()) : misfit(column, value);
}

/** Reads one value for a column of the given kind (a numeric string for a number column, and so on). */
export function readScalar(column: FilterColumn, value: FilterValue): ValueReading<ScalarParam> {
  switch (column.kind) {
    case 'text':
      return typeof value === 'string'
        ? fits(value)
        : typeof value === 'number'
          ? fits(String(value))
          : misfit(column, value);
    case 'number':
      return column.decimal ? readDecimal(column, value) : readWhole(column, value);
    case 'enum':
      return readWhole(column, value);
    case 'date':
    case 'datetime':
      return readText(column, value, isDateTimeText);
    case 'boolean':
      return readBoolean(column, value);
    case 'inet':
      return readText(column, value, isInetText);
    case 'mac':
      return readText(column, value, isMacText);
    default:
      return assertNever(column.kind, 'column kind');
  }
}

function readList(column: FilterColumn, value: FilterValue): ValueReading<ScalarParam[]> {
  // Why a comma-separated text too: a form field holds "0,2" more easily than a JSON list.
  const items = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',').map((item) => item.trim())
      : undefined;
  if (items === undefined)
    return { ok: false, message: `IN needs a list of values, such as [1, 2] or "1,2", not ${show(value)}` };
  const params: ScalarParam[] = [];
  for (const [index, item] of items.entries()) {
    if (item === '') return { ok: false, message: `item ${index + 1} of the IN list is empty` };
    const read = readScalar(column, item);
    if (!read.ok)
      return {
        ok: false,
        message: `item ${index + 1} of the IN list: ${read.message}`,
        ...(Array.isArray(value) ? { index } : {}),
      };
    params.push(read.value);
  }
  return items.length === 0 ? { ok: false, message: 'the IN list is empty' } : fits(params);
}

function readIs(column: FilterColumn, oper: OperInfo, value: FilterValue): ValueReading<IsKeyword> {
  if (value === null) return fits('NULL');
  if (column.kind === 'boolean') {
    const read = readBoolean(column, value);
    if (read.ok) return fits(read.value ? 'TRUE' : 'FALSE');
    return { ok: false, message: `${oper.name} takes null, true or false, not ${show(value)}` };
  }
  return {
    ok: false,
    message: `${oper.name} takes null on ${column.name} (true/false only on true/false columns), not ${show(value)}`,
  };
}

function readPattern(oper: OperInfo, value: FilterValue): ValueReading<string> {
  if (typeof value !== 'string')
    return { ok: false, message: `${oper.name} needs a text pattern (with % and _ as wildcards), not ${show(value)}` };
  // Why: a backslash escapes the next character, and PostgreSQL refuses a pattern ending in a lone one.
  const trailing = /\\*$/.exec(value)?.[0].length ?? 0;
  return trailing % 2 === 1
    ? { ok: false, message: `${oper.name} pattern may not end with a lone backslash (write \\\\ for a backslash)` }
    : fits(value);
}

/** Reads a condition's value as its oper and column need it; never throws. */
export function readConditionValue(
  column: FilterColumn,
  oper: OperInfo,
  value: FilterValue,
): ValueReading<CheckedValue> {
  const wrap = <T>(read: ValueReading<T>, make: (value: T) => CheckedValue): ValueReading<CheckedValue> =>
    read.ok ? fits(make(read.value)) : read;
  const single = (): string | undefined =>
    value === null
      ? `${oper.name} cannot compare with null; use IS (7) or IS NOT (8)`
      : Array.isArray(value)
        ? `a list value is only for IN (21), not for ${oper.name}`
        : undefined;
  switch (oper.operand) {
    case 'none':
      return fits({ form: 'none' });
    case 'scalar':
    case 'network': {
      const wrong = single();
      return wrong
        ? { ok: false, message: wrong }
        : wrap(readScalar(column, value), (param) => ({ form: 'scalar', param }));
    }
    case 'is':
      return wrap(readIs(column, oper, value), (keyword) => ({ form: 'keyword', keyword }));
    case 'pattern':
      return wrap(readPattern(oper, value), (param) => ({ form: 'scalar', param }));
    case 'list':
      return wrap(readList(column, value), (params) => ({ form: 'list', params }));
    default:
      return assertNever(oper.operand, 'operand');
  }
}
