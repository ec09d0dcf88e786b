import { describe, expect, it } from 'vitest';
import { clientColumns } from '../../../shared/filter/columns.ts';
import { validateFilter } from '../../../shared/filter/validate.ts';
import { newCondition, type BuilderCondition } from './builder-condition.ts';
import type { BuilderOp } from './builder-ops.ts';
import { conditionsToWhere, conditionToWhere } from './condition-to-where.ts';

const built = (field: string, op: BuilderOp, value = '', extra: Partial<BuilderCondition> = {}): BuilderCondition => ({
  ...newCondition(field, op),
  value,
  ...extra,
});
const item = (condition: BuilderCondition) => {
  const read = conditionToWhere(condition, clientColumns);
  if (!read.ok) throw new Error(read.problem.key);
  // Every item the builder makes must pass the app's own check.
  expect(validateFilter([read.item], clientColumns).ok).toBe(true);
  return read.item;
};

describe('conditionToWhere', () => {
  it('makes text conditions, escaping LIKE wildcards for the user', () => {
    expect(item(built('client_name', 'eq', 'Ana'))).toEqual({ field: 'client_name', oper: 5, value: 'Ana' });
    expect(item(built('client_name', 'ne', 'Ana'))).toEqual({ field: 'client_name', oper: 6, value: 'Ana' });
    expect(item(built('client_name', 'contains', '50%_a\\b'))).toEqual({
      field: 'client_name',
      oper: 10,
      value: '%50\\%\\_a\\\\b%',
    });
    expect(item(built('client_name', 'startsWith', 'sil'))).toEqual({ field: 'client_name', oper: 10, value: 'sil%' });
    expect(item(built('client_name', 'endsWith', 'va'))).toEqual({ field: 'client_name', oper: 10, value: '%va' });
    expect(item(built('client_mail', 'isEmpty'))).toEqual({ field: 'client_mail', oper: 5, value: '' });
    expect(item(built('client_mail', 'isNull'))).toEqual({ field: 'client_mail', oper: 7, value: null });
    expect(item(built('client_mail', 'isNotNull'))).toEqual({ field: 'client_mail', oper: 8, value: null });
  });

  it('makes number and date comparisons, dates from dd/mm/aaaa', () => {
    expect(item(built('client_pk', 'lt', '10'))).toEqual({ field: 'client_pk', oper: 1, value: 10 });
    expect(item(built('client_pk', 'le', '10'))).toEqual({ field: 'client_pk', oper: 3, value: 10 });
    expect(item(built('client_pk', 'gt', '10'))).toEqual({ field: 'client_pk', oper: 2, value: 10 });
    expect(item(built('client_pk', 'ge', '10'))).toEqual({ field: 'client_pk', oper: 4, value: 10 });
    expect(item(built('client_date_cad', 'ge', '05/03/2024'))).toEqual({
      field: 'client_date_cad',
      oper: 4,
      value: '2024-03-05',
    });
  });

  it('makes a between as a nested group', () => {
    expect(item(built('client_date_cad', 'between', '01/01/2024', { to: '31/01/2024' }))).toEqual([
      { field: 'client_date_cad', oper: 4, value: '2024-01-01' },
      { field: 'AND' },
      { field: 'client_date_cad', oper: 3, value: '2024-01-31' },
    ]);
  });

  it('makes enum is / is not / is one of', () => {
    expect(item(built('client_status', 'eq', '0'))).toEqual({ field: 'client_status', oper: 5, value: 0 });
    expect(item(built('client_type', 'ne', '1'))).toEqual({ field: 'client_type', oper: 6, value: 1 });
    expect(item(built('client_status', 'in', '', { values: ['0', '2'] }))).toEqual({
      field: 'client_status',
      oper: 21,
      value: [0, 2],
    });
  });

  it('makes network address conditions', () => {
    expect(item(built('network_cpe_ip', 'within', '10.0.0.0/8'))).toEqual({
      field: 'network_cpe_ip',
      oper: 18,
      value: '10.0.0.0/8',
    });
    expect(item(built('network_cpe_ip', 'eq', '10.0.0.1'))).toEqual({
      field: 'network_cpe_ip',
      oper: 13,
      value: '10.0.0.1',
    });
    expect(item(built('network_cpe_mac', 'eq', '08:00:2b:01:02:03'))).toEqual({
      field: 'network_cpe_mac',
      oper: 5,
      value: '08:00:2b:01:02:03',
    });
  });

  it('names what is missing or wrong instead of building', () => {
    expect(conditionToWhere(built('client_date_cad', 'eq', '31/02/2024'), clientColumns)).toEqual({
      ok: false,
      problem: { key: 'badDate', field: 'client_date_cad' },
    });
    expect(conditionToWhere(built('client_pk', 'eq', 'abc'), clientColumns)).toEqual({
      ok: false,
      problem: { key: 'badNumber', field: 'client_pk' },
    });
    expect(conditionToWhere(built('client_name', 'contains', ''), clientColumns)).toEqual({
      ok: false,
      problem: { key: 'missingValue', field: 'client_name' },
    });
    expect(conditionToWhere(built('client_status', 'in'), clientColumns)).toEqual({
      ok: false,
      problem: { key: 'missingValue', field: 'client_status' },
    });
    expect(conditionToWhere(built('nope', 'eq', '1'), clientColumns)).toEqual({
      ok: false,
      problem: { key: 'unknownField', field: 'nope' },
    });
  });
});

describe('conditionsToWhere', () => {
  it('joins the conditions with AND', () => {
    const read = conditionsToWhere(
      [built('client_status', 'eq', '0'), built('client_complete_name', 'contains', 'silva')],
      clientColumns,
    );
    expect(read).toEqual({
      ok: true,
      filter: [
        { field: 'client_status', oper: 5, value: 0 },
        { field: 'AND' },
        { field: 'client_complete_name', oper: 10, value: '%silva%' },
      ],
    });
  });

  it('is the empty filter without conditions', () => {
    expect(conditionsToWhere([], clientColumns)).toEqual({ ok: true, filter: [] });
  });
});
