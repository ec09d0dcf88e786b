import type { z } from 'zod';
import { readTolerantRecordInPlace } from '../../shared/provider/tolerant-record.ts';
import { invalidRead, wireNumber } from '../../shared/provider/tolerant.ts';
import { redact } from '../diagnostics/redact.ts';
import { ProviderError } from './provider-error.ts';

/** Told once per list and field when a server sends a field of an unexpected type. */
export type UnexpectedFieldReporter = (where: string, field: string, value: unknown) => void;

/** Marks the fields of a record that were shown raw because their type was unexpected. */
export const rawFieldsKey = '_rawFields';

type Shape = Record<string, z.ZodType>;

/** Builds a reporter that reports each (list, field) once, through `log`, by the value's type and length (never the value). */
export function reportOncePerField(log: (message: string) => void): UnexpectedFieldReporter {
  const seen = new Set<string>();
  return (where, field, value) => {
    const key = `${where}.${field}`;
    if (seen.has(key)) return;
    seen.add(key);
    log(`unexpected ${redact(value)} in ${key} (shown as sent)`);
  };
}

/**
 * Validates one record strictly where screens rely on it and tolerantly elsewhere: a required field
 * that fails is a PROTOCOL error; an optional field of an unexpected type keeps its raw value, is
 * listed in `_rawFields` and reported once.
 */
export function parseRecord<S extends z.ZodObject<Shape>>(
  schema: S,
  row: unknown,
  where: string,
  report: UnexpectedFieldReporter,
): z.output<S> {
  if (typeof row !== 'object' || row === null || Array.isArray(row))
    throw new ProviderError('PROTOCOL', `${where}: a record is not an object (${redact(row)})`, { ownWords: true });
  // Why in place: the row is this answer's own, fresh from JSON.parse; a `__proto__` member stays an own field.
  if (readTolerantRecordInPlace(schema, row as Record<string, unknown>)) return row as z.output<S>;
  const whole = schema.safeParse(row);
  // Why not zod's record when the row has an own `__proto__` member: zod's object leaves it out, and a field
  // the server sent is kept as sent (an own field, never the record's prototype); the spread below keeps it.
  if (whole.success && !Object.hasOwn(row, '__proto__')) return whole.data;
  const source = row as Record<string, unknown>;
  const out: Record<string, unknown> = { ...source };
  const raw: string[] = [];
  for (const [field, fieldSchema] of Object.entries(schema.shape)) {
    const result = fieldSchema.safeParse(source[field]);
    if (result.success) {
      if (result.data !== undefined) out[field] = result.data;
      continue;
    }
    if (!fieldSchema.safeParse(undefined).success) {
      throw new ProviderError(
        'PROTOCOL',
        `${where}: the field ${field} is missing or invalid (${redact(source[field])})`,
        { body: JSON.stringify(row), ownWords: true },
      );
    }
    report(where, field, source[field]);
    raw.push(field);
  }
  if (raw.length > 0) out[rawFieldsKey] = raw;
  return out as z.output<S>;
}

const positionKey = /^(?:0|[1-9]\d{0,8})$/;

/**
 * The rows of a `results`: the array itself, or the values of an object keyed by position in the keys'
 * numeric order (`{"0": {...}, "3": {...}}`: PHP's json_encode of an array with gaps, field notes); none
 * for anything else.
 */
export function resultsList(results: unknown): readonly unknown[] | undefined {
  if (Array.isArray(results)) return results as readonly unknown[];
  if (typeof results !== 'object' || results === null) return undefined;
  const keys = Object.keys(results);
  if (!keys.every((key) => positionKey.test(key))) return undefined;
  // Why sorted by hand: JavaScript already walks integer keys in ascending order, but only up to 2^32 - 2;
  // the pattern keeps keys far below that, and the sort states the order the rows are meant in.
  return keys
    .map(Number)
    .sort((a, b) => a - b)
    .map((key) => (results as Record<string, unknown>)[key]);
}

/** Reads the list envelope: `total` (the count of all matches) and the validated `results`. */
export function parseEnvelope<S extends z.ZodObject<Shape>>(
  body: Record<string, unknown>,
  schema: S,
  where: string,
  report: UnexpectedFieldReporter,
): { total: number; rows: z.output<S>[] } {
  // Why null or absent reads as empty when nothing matched: some servers send `results: null`, or leave it
  // out, with `total` 0, "0" or absent (field notes); with a total above zero it is a broken answer.
  if (
    (body.results === null || body.results === undefined) &&
    (body.total === undefined || wireNumber.read(body.total) === 0)
  )
    return { total: 0, rows: [] };
  const results = resultsList(body.results);
  if (!results)
    throw new ProviderError('PROTOCOL', `${where}: the answer has no results list`, {
      body: JSON.stringify(body),
      ownWords: true,
    });
  const rows = results.map((row) => parseRecord(schema, row, where, report));
  // Why the field's reader, not its zod parse: the same reading, without a parse context and issue list for
  // one number on every page.
  const total = wireNumber.read(body.total);
  if (total === invalidRead) report(where, 'total', body.total);
  return { total: total === invalidRead ? rows.length : total, rows };
}
