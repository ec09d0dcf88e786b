import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { between } from './builders.ts';
import type { CheckedCondition } from './checked-filter.ts';
import { clientColumns, connectionColumns, invoiceColumns } from './columns.ts';
import { validateFilter } from './validate.ts';

const AND = { field: 'AND' };
const one = (field: string, oper: number, value: unknown) => [{ field, oper, value }];

const problemOf = (filter: unknown, catalog = clientColumns): string => {
  const result = validateFilter(filter, catalog);
  if (result.ok) throw new Error(`accepted ${JSON.stringify(filter)}`);
  return result.error.message;
};

const checkedValue = (filter: unknown, catalog = clientColumns): unknown => {
  const result = validateFilter(filter, catalog);
  if (!result.ok) throw new Error(result.error.message);
  return (result.checked.items[0] as CheckedCondition).value;
};

describe('validateFilter', () => {
  it('accepts the shapes in use and bare or qualified names', () => {
    expect(
      validateFilter(
        [
          { field: 'client.client_doc1', oper: 5, value: '12345678909' },
          AND,
          { field: 'client_status', oper: 5, value: 0 },
        ],
        clientColumns,
      ).ok,
    ).toBe(true);
    expect(validateFilter([between('invoice_date_due', '2024-01-01', '2024-01-31')], invoiceColumns).ok).toBe(true);
    expect(validateFilter([], clientColumns)).toEqual({ ok: true, checked: { type: 'group', items: [] } });
  });

  it('names unknown columns and opers that do not fit the column', () => {
    expect(problemOf(one('client_foo', 5, 1))).toBe('where[0].field: the client list has no column "client_foo"');
    expect(problemOf(one('offices.client_doc1', 5, '1'))).toBe(
      'where[0].field: the client list has no column "offices.client_doc1"',
    );
    expect(problemOf(one('network_cpe_ip', 10, '%10%'))).toBe(
      'where[0].oper: ILIKE (10) does not apply to network_cpe_ip, which holds IP addresses (inet); it applies to text columns only',
    );
    expect(problemOf(one('client_status', 1, 2))).toBe(
      'where[0].oper: less than (1) does not apply to client_status, which holds codes (enum); it applies to text, number, date and datetime columns',
    );
    expect(problemOf(one('client_doc1', 17, '10.0.0.0/8'))).toMatch(
      /^where\[0\]\.oper: contained within network \(17\) does not apply to client_doc1, which holds text; it applies to inet columns only$/,
    );
  });

  it('says plainly that the array and bitwise codes are not supported', () => {
    expect(problemOf(one('client_status', 23, [1]))).toBe(
      'where[0].oper: 23 is an array operation, which this filter does not support (codes 0–21 only)',
    );
    expect(problemOf(one('client_status', 27, 1))).toBe(
      'where[0].oper: 27 is a bitwise operation, which this filter does not support (codes 0–21 only)',
    );
  });

  it('checks values against the column kind', () => {
    expect(problemOf(one('client_pk', 5, 'abc'))).toBe('where[0].value: client_pk needs a whole number, not "abc"');
    expect(problemOf(one('client_pk', 5, 1.5))).toBe('where[0].value: client_pk needs a whole number, not 1.5');
    expect(problemOf(one('client_date_cad', 4, '2024-02-30'))).toBe(
      'where[0].value: client_date_cad needs a date as YYYY-MM-DD or YYYY-MM-DD HH:MM:SS, not "2024-02-30"',
    );
    expect(problemOf(one('network_cpe_ip', 17, '10.0.0.0/33'))).toMatch(
      /^where\[0\]\.value: network_cpe_ip needs an IPv4 or IPv6 address or network/,
    );
    expect(problemOf(one('network_cpe_mac', 5, '08:00:2b'))).toMatch(
      /^where\[0\]\.value: network_cpe_mac needs a MAC address/,
    );
    expect(problemOf(one('client_doc1', 5, null))).toBe(
      'where[0].value: equal cannot compare with null; use IS (7) or IS NOT (8)',
    );
    expect(problemOf(one('client_doc1', 5, ['1']))).toBe(
      'where[0].value: a list value is only for IN (21), not for equal',
    );
    expect(problemOf(one('client_doc1', 5, true))).toBe('where[0].value: client_doc1 needs a text, not true');
  });

  it('converts form-style values', () => {
    expect(checkedValue(one('client_status', 5, ' 2 '))).toEqual({ form: 'scalar', param: 2 });
    expect(checkedValue(one('client_doc1', 5, 123))).toEqual({ form: 'scalar', param: '123' });
    expect(checkedValue(one('invoice_amount_paid', 2, ' 79.90 '), invoiceColumns)).toEqual({
      form: 'scalar',
      param: '79.90',
    });
    expect(checkedValue(one('network_cpe_automac', 5, 'true'), connectionColumns)).toEqual({
      form: 'scalar',
      param: true,
    });
    expect(checkedValue(one('client_status', 21, '0, 2'))).toEqual({ form: 'list', params: [0, 2] });
    expect(checkedValue(one('client_doc1', 0, ['any', 'thing']))).toEqual({ form: 'none' });
  });

  it('takes IS / IS NOT with null, and true/false only on true/false columns', () => {
    expect(checkedValue(one('client_date_deactivation', 7, null))).toEqual({ form: 'keyword', keyword: 'NULL' });
    expect(checkedValue(one('network_cpe_deleted', 8, false), connectionColumns)).toEqual({
      form: 'keyword',
      keyword: 'FALSE',
    });
    expect(problemOf(one('client_doc1', 7, true))).toBe(
      'where[0].value: IS takes null on client_doc1 (true/false only on true/false columns), not true',
    );
    expect(problemOf(one('network_cpe_deleted', 7, 'maybe'), connectionColumns)).toBe(
      'where[0].value: IS takes null, true or false, not "maybe"',
    );
  });

  it('checks IN lists and LIKE patterns', () => {
    expect(problemOf(one('client_status', 21, 3))).toBe(
      'where[0].value: IN needs a list of values, such as [1, 2] or "1,2", not 3',
    );
    expect(problemOf(one('client_status', 21, [0, 'x']))).toBe(
      'where[0].value[1]: item 2 of the IN list: client_status needs a whole-number code, not "x"',
    );
    expect(problemOf(one('client_status', 21, '0,,2'))).toBe('where[0].value: item 2 of the IN list is empty');
    expect(problemOf(one('client_complete_name', 10, 5))).toBe(
      'where[0].value: ILIKE needs a text pattern (with % and _ as wildcards), not 5',
    );
    expect(problemOf(one('client_complete_name', 9, 'abc\\'))).toBe(
      'where[0].value: LIKE pattern may not end with a lone backslash (write \\\\ for a backslash)',
    );
    expect(validateFilter(one('client_complete_name', 9, 'abc\\\\'), clientColumns).ok).toBe(true);
  });

  it('rechecks the joining of a filter that did not come through parseWhere, and lists every problem', () => {
    expect(
      problemOf([
        { field: 'client_pk', oper: 5, value: 1 },
        { field: 'client_pk', oper: 5, value: 2 },
      ]),
    ).toBe('where[1]: conditions must be joined by {"field":"AND"}');
    const result = validateFilter(
      [{ field: 'x', oper: 5, value: 1 }, AND, [{ field: 'client_pk', oper: 5, value: 'y' }]],
      clientColumns,
    );
    expect(result.ok ? [] : result.problems.map((problem) => problem.path)).toEqual([
      'where[0].field',
      'where[2][0].value',
    ]);
  });

  it('never throws on random conditions over the catalog', () => {
    const names = [...clientColumns.columns.map((column) => column.name), 'client.client_pk', 'nope'];
    const condition = fc.record({
      field: fc.constantFrom(...names),
      oper: fc.integer({ min: -1, max: 31 }),
      value: fc.oneof(fc.jsonValue(), fc.constantFrom('10.0.0.0/8', '2024-01-01', '08:00:2b:01:02:03', '1,2', 'true')),
    });
    fc.assert(
      fc.property(fc.array(fc.oneof(condition, fc.constant(AND)), { maxLength: 7 }), (filter) => {
        const result = validateFilter(filter, clientColumns);
        if (!result.ok) expect(result.error.message).toMatch(/^where/);
      }),
      { numRuns: 1000 },
    );
  });
});
