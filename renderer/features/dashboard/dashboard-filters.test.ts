import { describe, expect, it } from 'vitest';
import { clientColumns } from '../../../shared/filter/columns.ts';
import { validateFilter } from '../../../shared/filter/validate.ts';
import { monthFilter, monthLabel, newThisMonthFilter, officeFilter, statusFilter } from './dashboard-filters.ts';

describe('what a dashboard figure opens in the client list', () => {
  it('a status: its code', () => {
    expect(statusFilter('deactivated')).toEqual([{ field: 'client_status', oper: 5, value: 1 }]);
    expect(statusFilter('removed')).toEqual([{ field: 'client_status', oper: 5, value: 3 }]);
  });

  it("new this month: registered since the first day of the desk's month", () => {
    expect(newThisMonthFilter(new Date(2026, 11, 3, 9, 30))).toEqual([
      { field: 'client_date_cad', oper: 4, value: '2026-12-01' },
    ]);
  });

  it("a month of the trend: from its first day to the next month's, across a year", () => {
    expect(monthFilter('client_date_deactivation', '2026-12')).toEqual([
      { field: 'client_date_deactivation', oper: 4, value: '2026-12-01' },
      { field: 'AND' },
      { field: 'client_date_deactivation', oper: 1, value: '2027-01-01' },
    ]);
  });

  it('every filter is one the app may send', () => {
    for (const filter of [
      statusFilter('active'),
      officeFilter(1),
      newThisMonthFilter(new Date()),
      monthFilter('client_date_cad', '2026-02'),
    ])
      expect(validateFilter(filter, clientColumns).ok).toBe(true);
  });

  it('names a month as people write it', () => {
    expect(monthLabel('2026-03', 'pt-BR')).toBe('mar/2026');
    expect(monthLabel('2026-03', 'en')).toBe('Mar 2026');
  });
});
