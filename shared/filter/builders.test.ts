import { describe, expect, it } from 'vitest';
import { and, between, condition } from './builders.ts';
import { parseWhere } from './codec.ts';
import { OPER_EQUAL, OPER_ILIKE } from './opers.ts';

describe('filter builders', () => {
  it('join conditions with AND', () => {
    expect(
      and(condition('client_status', OPER_EQUAL, 0), condition('client_complete_name', OPER_ILIKE, '%silva%')),
    ).toEqual([
      { field: 'client_status', oper: 5, value: 0 },
      { field: 'AND' },
      { field: 'client_complete_name', oper: 10, value: '%silva%' },
    ]);
    expect(and()).toEqual([]);
  });

  it('make a range a nested group of >= and <=', () => {
    const range = between('invoice_date_due', '2024-01-01', '2024-01-31');
    expect(range).toEqual([
      { field: 'invoice_date_due', oper: 4, value: '2024-01-01' },
      { field: 'AND' },
      { field: 'invoice_date_due', oper: 3, value: '2024-01-31' },
    ]);
    expect(parseWhere(and(condition('invoice_state', OPER_EQUAL, 0), range)).ok).toBe(true);
  });
});
