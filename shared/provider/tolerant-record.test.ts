import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientRecord, dashboardRecord } from './admin-operations.ts';
import {
  connectionRecord,
  contractRecord,
  invoiceRecord,
  supportCreateRecord,
  supportOrderRecord,
  taskRecord,
} from './client-area-operations.ts';
import { clientIdentity } from './envelope.ts';
import { readTolerantRecordInPlace } from './tolerant-record.ts';
import { wireNumber, wireText } from './tolerant.ts';

/** Every record the app reads from a list or a write, each made only of tolerant fields. */
const records = {
  clientRecord,
  dashboardRecord,
  clientIdentity,
  contractRecord,
  invoiceRecord,
  connectionRecord,
  supportOrderRecord,
  supportCreateRecord,
  taskRecord,
} as const;

/** Values deployed servers send (and some no server should): every form each tolerant reader takes or refuses. */
const wireValue = fc.oneof(
  fc.constantFrom(
    null,
    '',
    '0',
    '1',
    't',
    'f',
    'true',
    ' 42 ',
    '79.9000',
    '-3.5',
    'abc',
    '0000-00-00',
    '0000-00-00 00:00:00',
    '2024-09-15',
    '2024-09-15 13:38',
    '2024-09-15T13:38:34.123Z',
    '2024-09-15 13:38:34+03:00',
    '79909-677',
    '79.909-677',
    true,
    false,
    0,
    1,
    69.9,
    Number.NaN,
    [],
    {},
  ),
  fc.string({ maxLength: 6 }),
  fc.integer(),
  fc.double(),
);

/** A row: any subset of a record's fields, each with any wire value, plus fields the record does not know. */
function rowOf(schema: z.ZodObject): fc.Arbitrary<Record<string, unknown>> {
  const known = Object.keys(schema.shape);
  return fc
    .tuple(
      fc.dictionary(fc.constantFrom(...known), wireValue, { maxKeys: known.length }),
      fc.dictionary(fc.constantFrom('extra', 'commom_field', 'x_1'), wireValue, { maxKeys: 3 }),
    )
    .map(([fields, extras]) => ({ ...extras, ...fields }));
}

/** A row every field of which is valid: the form the project's service sends. */
function validRow(schema: z.ZodObject): Record<string, unknown> {
  const valid = (field: z.ZodType) => ['7', '2024-09-15', 't'].find((value) => field.safeParse(value).success);
  return Object.fromEntries(Object.entries(schema.shape).map(([key, field]) => [key, valid(field as z.ZodType)]));
}

describe('readTolerantRecordInPlace', () => {
  it.each(Object.entries(records))('%s: answers what zod answers, or leaves the row as it was', (_name, schema) => {
    fc.assert(
      fc.property(rowOf(schema), (row) => {
        const before = structuredClone(row);
        const judged = schema.safeParse(structuredClone(row));
        const read = readTolerantRecordInPlace(schema, row);
        expect(read).toBe(judged.success);
        expect(row).toEqual(judged.success ? judged.data : before);
      }),
      { numRuns: 400 },
    );
  });

  it.each(Object.entries(records))('%s: takes the fast path for a valid row', (_name, schema) => {
    const row = validRow(schema);
    expect(readTolerantRecordInPlace(schema, row)).toBe(true);
    expect(row).toEqual(schema.parse(validRow(schema)));
  });

  it('leaves to zod a record with a field that is not a plain tolerant field, or one that drops unknown fields', () => {
    const refined = z.looseObject({ pk: wireNumber, name: wireText.refine((text) => text !== 'x') });
    const defaulted = z.looseObject({ pk: wireNumber, name: wireText.default('') });
    const stripping = z.object({ pk: wireNumber });
    for (const schema of [refined, defaulted, stripping]) {
      const row = { pk: '7', name: 'Ana', extra: 1 };
      expect(readTolerantRecordInPlace(schema, row)).toBe(false);
      expect(row).toEqual({ pk: '7', name: 'Ana', extra: 1 });
    }
  });
});
