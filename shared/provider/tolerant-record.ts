import type { z } from 'zod';
import { invalidRead } from './tolerant.ts';

// Why by hand, beside zod: a 50-row client page ran zod's object machinery (a result and an issue list per
// field, a new record per row) for 1,250 fields; that was the larger part of what the app adds to a page
// (docs/benchmarks.md, app cost). This path runs the very readers the tolerant fields are made of, writing
// into the row JSON.parse just made; zod stays the judge of any row with a field they refuse.
//
// Why a generated function per record: a loop over the fields shares one call site and one property access
// among all of them, which V8 cannot specialise (measured: ~130 µs for a page's rows, about zod's own cost);
// one statement per field reads a page in ~10–60 µs. The generated text holds only numbered names: the
// field names and readers are passed in as values, so nothing of a schema, let alone of an answer, becomes code.

/** One field of a record's plan: its key, its reader, and whether an absent value is left out. */
interface FieldStep {
  key: string;
  read: (value: unknown) => unknown;
  optional: boolean;
}

/** A record's compiled reader: true when it read the row in place, false (row untouched) when a field refused. */
type RecordReader = (row: Record<string, unknown>) => boolean;

/** Each record schema's reader, or null when one of its fields is not a plain tolerant field. */
const readers = new WeakMap<z.ZodObject, RecordReader | null>();

function stepOf(key: string, field: z.ZodType): FieldStep | null {
  const optional = field._zod.def.type === 'optional';
  const inner = optional ? (field._zod.def as z.core.$ZodOptionalDef).innerType : field;
  // Why only an own `read`: a field derived from a tolerant one (refined, defaulted, described) is a new
  // schema without it, and its extra rules are zod's to apply.
  const read = Object.hasOwn(inner, 'read') ? (inner as { read?: unknown }).read : undefined;
  return typeof read === 'function' ? { key, read: read as FieldStep['read'], optional } : null;
}

const leftOut = Symbol('left out');

/** Generates the reader of these steps (see the note at the top). */
function compile(steps: readonly FieldStep[]): RecordReader {
  const names = steps.map((_, index) => index);
  const lines = [
    `const [${names.map((index) => `r${index}`).join(', ')}] = reads;`,
    `const [${names.map((index) => `k${index}`).join(', ')}] = keys;`,
    'return (row) => {',
    ...steps.map((step, index) =>
      step.optional
        ? `const v${index} = row[k${index}]; const o${index} = v${index} === undefined ? leftOut : r${index}(v${index}); if (o${index} === invalid) return false;`
        : `const o${index} = r${index}(row[k${index}]); if (o${index} === invalid) return false;`,
    ),
    ...steps.map((step, index) =>
      step.optional ? `if (o${index} !== leftOut) row[k${index}] = o${index};` : `row[k${index}] = o${index};`,
    ),
    'return true;',
    '};',
  ];
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the text holds numbered names only (see above)
  const make = new Function('reads', 'keys', 'invalid', 'leftOut', lines.join('\n')) as (
    ...args: unknown[]
  ) => RecordReader;
  return make(
    steps.map((step) => step.read),
    steps.map((step) => step.key),
    invalidRead,
    leftOut,
  );
}

function readerOf(schema: z.ZodObject): RecordReader | null {
  let reader = readers.get(schema);
  if (reader !== undefined) return reader;
  reader = null;
  // Only a loose object keeps the fields it does not know as they came, which a row read in place does.
  if (schema._zod.def.catchall?._zod.def.type === 'unknown') {
    const steps = Object.entries(schema.shape).map(([key, field]) => stepOf(key, field as z.ZodType));
    if (steps.every((step) => step !== null)) {
      try {
        reader = compile(steps);
      } catch {
        // Code generation refused (a runtime started with it disallowed): zod reads every row.
        reader = null;
      }
    }
  }
  readers.set(schema, reader);
  return reader;
}

/**
 * Reads a row of a loose record made of tolerant fields into the row itself, as zod's parse would answer
 * it, when every field is valid; answers false and leaves the row untouched otherwise (or when the
 * record is not of that kind), so zod's parse can tell what is wrong.
 */
export function readTolerantRecordInPlace(schema: z.ZodObject, row: Record<string, unknown>): boolean {
  const reader = readerOf(schema);
  return reader !== null && reader(row);
}
