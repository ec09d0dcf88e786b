import { describe, expect, it } from 'vitest';
import { withinDashboardBudget } from './dashboard-budget.ts';

describe('withinDashboardBudget', () => {
  const budget = { perField: 40, total: 60, fields: 3 };

  it('keeps every checked figure, and unknown fields in order while they fit', () => {
    const record = {
      clients_total: 61,
      first: 'a'.repeat(20),
      huge: 'b'.repeat(100),
      second: 'c'.repeat(20),
      third: 'd'.repeat(20),
      invoices_open: 4,
    };
    expect(withinDashboardBudget(record, budget)).toEqual({
      clients_total: 61,
      first: 'a'.repeat(20),
      second: 'c'.repeat(20),
      invoices_open: 4,
    });
  });

  it('treats a known field of an unexpected type as unknown, and lists only the raw fields it kept', () => {
    const record = {
      clients_total: { odd: true },
      support_open: 'x'.repeat(100),
      _rawFields: ['clients_total', 'support_open'],
    };
    expect(withinDashboardBudget(record, budget)).toEqual({
      clients_total: { odd: true },
      _rawFields: ['clients_total'],
    });
  });

  it('stops at the number of fields', () => {
    const record = Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`f${index}`, index]));
    expect(Object.keys(withinDashboardBudget(record, budget))).toEqual(['f0', 'f1', 'f2']);
  });
});
