import type { InvoiceRow } from '../customer-area/index.ts';

/** An invoice not paid yet, with what it is now. */
export interface PendingInvoice {
  readonly row: InvoiceRow;
  readonly status: 'open' | 'overdue';
}

/** A sum in cents (exact) with how many invoices it holds. */
export interface CentsCount {
  readonly cents: number;
  readonly count: number;
}

/** The invoices a customer still owes: overdue first (oldest due first), then open, with their totals. */
export interface PendingInvoices {
  readonly invoices: readonly PendingInvoice[];
  readonly overdue: CentsCount;
  readonly open: CentsCount;
  readonly due: CentsCount;
}

const cents = (amount: unknown): number => {
  const value = Number(amount ?? '');
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
};

/**
 * The unpaid invoices among `rows` (paid and cancelled ones left out), overdue before open, each group by due date. `statusOf`
 * is the customer area's reading of an invoice (paid, overdue or open), handed in so this stays a pure function.
 */
export function pendingInvoices(
  rows: readonly InvoiceRow[],
  statusOf: (row: InvoiceRow) => 'open' | 'overdue' | 'paid' | 'cancelled',
): PendingInvoices {
  const invoices: PendingInvoice[] = [];
  for (const row of rows) {
    const status = statusOf(row);
    // Why cancelled ones are left out too: nothing is owed on them, whatever their due date.
    if (status === 'open' || status === 'overdue') invoices.push({ row, status });
  }
  const rank = (invoice: PendingInvoice): number => (invoice.status === 'overdue' ? 0 : 1);
  invoices.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      String(a.row.invoice_date_due ?? '9999').localeCompare(String(b.row.invoice_date_due ?? '9999')) ||
      Number(a.row.invoice_pk) - Number(b.row.invoice_pk),
  );
  const sum = (status?: PendingInvoice['status']): CentsCount => {
    const chosen = status ? invoices.filter((invoice) => invoice.status === status) : invoices;
    return {
      cents: chosen.reduce((total, invoice) => total + cents(invoice.row.invoice_amount_document), 0),
      count: chosen.length,
    };
  };
  return { invoices, overdue: sum('overdue'), open: sum('open'), due: sum() };
}
