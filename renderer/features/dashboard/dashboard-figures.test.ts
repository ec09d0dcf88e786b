import { describe, expect, it } from 'vitest';
import { clientsCard, readDashboard } from './dashboard-figures.ts';

const full = {
  clients_total: 300,
  clients_active: 210,
  clients_deactivated: 40,
  clients_interested: 30,
  clients_removed: 20,
  clients_new_month: 12,
  support_open: 7,
  invoices_open: 95,
  invoices_overdue: 33,
  invoices_overdue_amount: '2871.40',
  generated_at: '2024-03-05 14:07:00',
};

describe('readDashboard', () => {
  it('reads the figures the app knows', () => {
    const figures = readDashboard(full);
    expect(figures.total).toBe(300);
    expect(figures.byStatus).toEqual([
      { status: 'active', count: 210 },
      { status: 'deactivated', count: 40 },
      { status: 'interested', count: 30 },
      { status: 'removed', count: 20 },
    ]);
    expect(figures).toMatchObject({
      newThisMonth: 12,
      supportOpen: 7,
      invoicesOpen: 95,
      invoicesOverdue: 33,
      overdueAmount: '2871.40',
      generatedAt: '2024-03-05 14:07:00',
    });
    expect(figures.others).toEqual([]);
  });

  it('lists fields it does not know, sorted, as text; nested ones one line per leaf (issue 16), never JSON', () => {
    const figures = readDashboard({
      ...full,
      zeta: { a: 1 },
      contracts_blocked: 4,
      note: 'x',
      empty: null,
      clients: { active: 420, by_office: [{ name: 'Matriz', n: 300 }] },
    });
    expect(figures.others).toEqual([
      { field: 'clients › active', value: '420' },
      { field: 'clients › by_office › 1 › name', value: 'Matriz' },
      { field: 'clients › by_office › 1 › n', value: '300' },
      { field: 'contracts_blocked', value: '4' },
      { field: 'empty', value: '' },
      { field: 'note', value: 'x' },
      { field: 'zeta › a', value: '1' },
    ]);
  });

  it('shows a known field of an unexpected type among the others, as sent', () => {
    const figures = readDashboard({ ...full, clients_removed: 'many', _rawFields: ['clients_removed'] });
    expect(figures.byStatus.map((item) => item.status)).toEqual(['active', 'deactivated', 'interested']);
    expect(figures.others).toEqual([{ field: 'clients_removed', value: 'many' }]);
  });

  it('copes with an empty record', () => {
    const figures = readDashboard({});
    expect(figures.total).toBeUndefined();
    expect(figures.byStatus).toEqual([]);
    expect(figures.others).toEqual([]);
  });
});

describe('clientsCard', () => {
  it('counts the active clients, as its label says, with the total of every status beside it', () => {
    expect(clientsCard(readDashboard(full))).toEqual({ label: 'clientsActive', value: 210, total: 300 });
  });

  it('says "every status" when the server sends only the total', () => {
    expect(clientsCard(readDashboard({ clients_total: 300 }))).toEqual({
      label: 'clientsAll',
      value: 300,
      total: undefined,
    });
  });
});
