import { amountCents } from '../../format/amount-cents.ts';
import type { InvoiceRow } from '../customer-area/index.ts';

/** An invoice not paid yet, with what it is now. */
export interface PendingInvoice {
  readonly row: InvoiceRow;
  readonly status: 'open' | 'overdue';
}

/** A sum in cents (exact) with how many invoices it holds, and how many of their amounts could not be read. */
export interface CentsCount {
  readonly cents: number;
  readonly count: number;
  /** Amounts left out of `cents` because they are not amounts (a server's "a combinar"): told, never silently. */
  readonly unreadable: number;
}

/** The invoices a customer still owes: overdue first (oldest due first), then open, with their totals. */
export interface PendingInvoices {
  readonly invoices: readonly PendingInvoice[];
  readonly overdue: CentsCount;
  readonly open: CentsCount;
  readonly due: CentsCount;
}

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
    const amounts = chosen.map((invoice) => amountCents(invoice.row.invoice_amount_document));
    return {
      cents: amounts.reduce<number>((total, amount) => total + (amount ?? 0), 0),
      count: chosen.length,
      unreadable: amounts.filter((amount) => amount === undefined).length,
    };
  };
  return { invoices, overdue: sum('overdue'), open: sum('open'), due: sum() };
}
