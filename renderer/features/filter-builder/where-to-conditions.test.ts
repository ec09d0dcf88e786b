import { describe, expect, it } from 'vitest';
import { clientColumns } from '../../../shared/filter/columns.ts';
import type { Filter } from '../../../shared/filter/model.ts';
import { conditionsToWhere } from './condition-to-where.ts';
import { whereToConditions } from './where-to-conditions.ts';

const roundTrip = (filter: Filter) => conditionsToWhere(whereToConditions(filter), clientColumns);

describe('whereToConditions', () => {
  it('turns a builder-made filter back into rows that build the same where', () => {
    const filter: Filter = [
      { field: 'client_status', oper: 5, value: 0 },
      { field: 'AND' },
      { field: 'client_complete_name', oper: 10, value: '%silva\\_x%' },
      { field: 'AND' },
      [
        { field: 'client_date_cad', oper: 4, value: '2024-01-01' },
        { field: 'AND' },
        { field: 'client_date_cad', oper: 3, value: '2024-01-31' },
      ],
    ];
    const rows = whereToConditions(filter);
    expect(rows.map((row) => [row.field, row.op, row.value, row.to])).toEqual([
      ['client_status', 'eq', '0', ''],
      ['client_complete_name', 'contains', 'silva_x', ''],
      ['client_date_cad', 'between', '01/01/2024', '31/01/2024'],
    ]);
    expect(roundTrip(filter)).toEqual({ ok: true, filter });
  });

  it('keeps a filter without builder rows whole as one custom condition', () => {
    const filter: Filter = [{ field: 'client_complete_name', oper: 9, value: 'Silva%' }];
    const rows = whereToConditions(filter);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.where).toEqual(filter);
    expect(roundTrip(filter)).toEqual({ ok: true, filter });
    expect(whereToConditions([])).toEqual([]);
  });
});
