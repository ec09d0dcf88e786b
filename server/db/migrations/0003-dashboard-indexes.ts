/**
 * The open-invoice index carries the amount, so the dashboard's overdue sum reads the index alone.
 * Why: the sum used to fetch every overdue invoice's heap row (about 28,000 scattered reads at 100k
 * clients); the old index had the same key and condition, so nothing else loses a plan.
 */
export const migration0003 = {
  id: 3,
  name: 'dashboard-indexes',
  sql: /* sql */ `
create index if not exists invoice_open_due_amount_idx on invoice (invoice_date_due) include (invoice_amount_document) where invoice_state = 0;
drop index if exists invoice_overdue_idx;
`,
};
