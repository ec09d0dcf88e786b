import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { and } from './builders.ts';
import { encodeWhere, parseWhere } from './codec.ts';
import type { Condition, Filter, FilterGroup } from './model.ts';

const doc = { field: 'client_doc1', oper: 5, value: '123' };
const status = { field: 'client_status', oper: 5, value: 0 };
const AND = { field: 'AND' };

const messageOf = (input: unknown): string => {
  const result = parseWhere(input);
  if (result.ok) throw new Error(`accepted ${JSON.stringify(input)}`);
  return result.error.message;
};

describe('parseWhere', () => {
  it('reads the shapes in use, from text or parsed', () => {
    const text =
      '[{"field":"client_status","oper":5,"value":0},{"field":"AND"},{"field":"client_complete_name","oper":10,"value":"%silva%"}]';
    const result = parseWhere(text);
    expect(result).toEqual({ ok: true, filter: JSON.parse(text) as unknown });
    expect(parseWhere(JSON.parse(text))).toEqual(result);
  });

  it('takes the empty array and blank text as no filter', () => {
    expect(parseWhere('[]')).toEqual({ ok: true, filter: [] });
    expect(parseWhere('  ')).toEqual({ ok: true, filter: [] });
    expect(parseWhere([])).toEqual({ ok: true, filter: [] });
  });

  it('holds codes of deployed servers it does not offer, and drops unknown keys', () => {
    expect(parseWhere([{ field: 'x', oper: 23, value: [1, 2] }])).toEqual({
      ok: true,
      filter: [{ field: 'x', oper: 23, value: [1, 2] }],
    });
    expect(parseWhere([{ ...doc, label: 'CPF' }])).toEqual({ ok: true, filter: [doc] });
  });

  it('names what is wrong with the text and where', () => {
    expect(messageOf('[{"field":')).toMatch(/^where is not valid JSON: /);
    expect(messageOf('{"field":"AND"}')).toBe('where: must be an array of conditions, not an object');
    expect(messageOf([doc, status])).toBe('where[1]: conditions must be joined by {"field":"AND"}');
    expect(messageOf([doc, AND, [status], [doc]])).toBe('where[3]: conditions must be joined by {"field":"AND"}');
    expect(messageOf([{ ...doc, oper: 42 }])).toBe('where[0].oper: 42 is not an operation code');
    expect(messageOf([{ ...doc, oper: '5' }])).toBe(
      'where[0].oper: must be an operation code (a number), not a string',
    );
    expect(messageOf([{ field: 'client_doc1', oper: 5 }])).toBe('where[0].value: the condition has no value');
    expect(messageOf([{ field: 'client_doc1', value: 1 }])).toBe('where[0].oper: the condition has no oper');
    expect(messageOf([{ oper: 5, value: 1 }])).toBe('where[0].field: the condition has no field');
    expect(messageOf([{ ...doc, value: { a: 1 } }])).toBe(
      'where[0].value: must be a number, a text, true/false, null or a list of numbers and texts, not an object',
    );
    expect(messageOf([doc, AND, 7])).toBe(
      'where[2]: expected a condition object, a {"field":"AND"} joiner or a nested group, not a number',
    );
  });

  it('names joiner mistakes', () => {
    expect(messageOf([AND, doc])).toBe('where[0]: a filter may not start with {"field":"AND"}');
    expect(messageOf([doc, AND])).toBe('where[1]: a filter may not end with {"field":"AND"}');
    expect(messageOf([doc, AND, AND, status])).toBe('where[2]: two joiners in a row; put a condition between them');
    expect(messageOf([doc, AND, status, { field: 'OR' }, doc])).toBe(
      'where[3]: only AND joins are supported, not "OR"',
    );
    expect(messageOf([doc, { field: 'and' }, status])).toBe('where[1]: write the joiner exactly as {"field":"AND"}');
    expect(messageOf([doc, { field: 'AND', oper: 0, value: 1 }, status])).toBe(
      'where[1]: the joiner {"field":"AND"} carries no oper or value',
    );
    expect(messageOf([doc, AND, [status, AND]])).toBe('where[2][1]: a group may not end with {"field":"AND"}');
  });

  it('refuses empty groups, deep nesting and oversized filters', () => {
    expect(messageOf([doc, AND, []])).toBe('where[2]: a group may not be empty');
    expect(parseWhere([[[[doc]]]]).ok).toBe(true);
    expect(messageOf([[[[[doc]]]]])).toBe(
      'where[0][0][0][0]: groups nest too deeply (at most 4 levels of arrays, counting where itself)',
    );
    const many = and(...Array.from({ length: 101 }, (_, index) => ({ field: 'client_pk', oper: 5, value: index })));
    expect(parseWhere(many.slice(0, 199)).ok).toBe(true);
    expect(messageOf(many)).toBe('where[200]: too many conditions (at most 100)');
    expect(messageOf([{ ...doc, value: 'x'.repeat(501) }])).toBe(
      'where[0].value: a text value may not be longer than 500 characters',
    );
    expect(parseWhere([{ ...doc, value: 'x'.repeat(500) }]).ok).toBe(true);
    expect(messageOf([{ ...doc, oper: 21, value: [] }])).toBe('where[0].value: a list value may not be empty');
    expect(messageOf([{ ...doc, oper: 21, value: Array.from({ length: 1001 }, (_, index) => index) }])).toBe(
      'where[0].value: a list value may hold at most 1000 items',
    );
    expect(messageOf([{ ...doc, oper: 21, value: [1, 'x'.repeat(501)] }])).toBe(
      'where[0].value[1]: a text value may not be longer than 500 characters',
    );
    expect(messageOf([{ ...doc, oper: 21, value: [1, {}] }])).toBe(
      'where[0].value[1]: a list item must be a number or a text',
    );
    expect(messageOf([{ ...doc, value: 'a\u0000b' }])).toBe(
      'where[0].value: a text value may not contain a NUL character',
    );
  });
});

// Arbitrary valid filters: conditions and non-empty groups up to the depth limit, joined with AND.
const valueArb = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((number) => (Object.is(number, -0) ? 0 : number)),
  fc.string({ maxLength: 30 }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 10 })), { minLength: 1, maxLength: 5 }),
);
const conditionArb: fc.Arbitrary<Condition> = fc.record({
  field: fc.string({ minLength: 1, maxLength: 20 }),
  oper: fc.integer({ min: 0, max: 29 }),
  value: valueArb,
});
const groupArb = (depth: number): fc.Arbitrary<FilterGroup> =>
  fc
    .array(
      depth > 1
        ? fc.oneof(
            { weight: 4, arbitrary: conditionArb },
            { weight: 1, arbitrary: fc.constant(null).chain(() => groupArb(depth - 1)) },
          )
        : conditionArb,
      { minLength: 1, maxLength: 4 },
    )
    .map((items) => and(...items));
const filterArb: fc.Arbitrary<Filter> = fc.oneof(fc.constant<Filter>([]), groupArb(4));

// Arbitrary near-filters: the right pieces in random order, plus junk.
const pieceArb: fc.Arbitrary<unknown> = fc.letrec<{ piece: unknown }>((tie) => ({
  piece: fc.oneof(
    { depthSize: 'small' },
    conditionArb,
    fc.constant(AND),
    fc.constant({ field: 'OR' }),
    fc.record({ field: fc.string(), oper: fc.anything(), value: fc.anything() }, { requiredKeys: [] }),
    fc.array(tie('piece'), { maxLength: 4 }),
    fc.jsonValue(),
  ),
})).piece;

describe('parseWhere properties', () => {
  it('round-trips every valid filter through encodeWhere', () => {
    fc.assert(
      fc.property(filterArb, (filter) => {
        expect(parseWhere(encodeWhere(filter))).toEqual({ ok: true, filter });
      }),
    );
  });

  it('accepts or rejects random arrays with a located message, never throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(pieceArb, { maxLength: 8 }), fc.anything(), fc.string()), (input) => {
        const result = parseWhere(input);
        if (!result.ok) {
          expect(result.error.path).toMatch(/^where/);
          expect(result.error.message.startsWith(result.error.path)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
