import { cancelsInvoice, type CodeLabels } from '../../../shared/codes/code-labels.ts';
import type { ChannelOutput } from '../../../shared/ipc/contract.ts';

/** An invoice as the client area lists it. */
export type InvoiceRow = ChannelOutput<'customer:invoices'>['rows'][number];

/** What an invoice is at a glance, as its record's facts say. */
export type InvoiceStatus = 'open' | 'overdue' | 'paid' | 'cancelled';

/** Today as `YYYY-MM-DD` on this machine's calendar (the wire's date form, so it compares as text). */
export function todayText(now: Date = new Date()): string {
  const two = (value: number): string => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/**
 * Paid when the record says money came in (a credit date, or an amount paid above zero); otherwise cancelled
 * when the profile's code dictionary says its `invoice_state` cancels it (our service's 2, or a code the operator
 * marked); otherwise overdue when the due date is before today, open when it is not (or unknown). Why
 * cancellation only from the dictionary: the interface does not say what the codes mean (field notes), so a
 * code counts only where the profile's own dictionary (or our service's preset) says what it is; and a
 * cancelled invoice must never read "Vencida" (issue 42).
 */
export function invoiceStatus(
  invoice: Pick<InvoiceRow, 'invoice_date_due' | 'invoice_date_credit' | 'invoice_amount_paid' | 'invoice_state'>,
  today: string,
  labels: CodeLabels,
): InvoiceStatus {
  if (invoice.invoice_date_credit || Number(invoice.invoice_amount_paid ?? 0) > 0) return 'paid';
  if (cancelsInvoice(labels, invoice.invoice_state)) return 'cancelled';
  return invoice.invoice_date_due && invoice.invoice_date_due < today ? 'overdue' : 'open';
}

/** Sums of a page of invoices in cents (exact), with how many invoices each holds; cancelled ones are not billed. */
export interface InvoiceTotals {
  billed: { cents: number; count: number };
  cancelled: { cents: number; count: number };
  open: { cents: number; count: number };
  overdue: { cents: number; count: number };
  paid: { cents: number; count: number };
}

const cents = (amount: string | null | undefined): number => {
  const value = Number(amount ?? '');
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
};

/** The totals of a page of invoices: billed, open, overdue, paid (what was paid, else what was billed), and cancelled. */
export function invoiceTotals(invoices: readonly InvoiceRow[], today: string, labels: CodeLabels): InvoiceTotals {
  const totals: InvoiceTotals = {
    billed: { cents: 0, count: 0 },
    cancelled: { cents: 0, count: 0 },
    open: { cents: 0, count: 0 },
    overdue: { cents: 0, count: 0 },
    paid: { cents: 0, count: 0 },
  };
  for (const invoice of invoices) {
    const status = invoiceStatus(invoice, today, labels);
    const document = cents(invoice.invoice_amount_document);
    if (status !== 'cancelled') {
      totals.billed.cents += document;
      totals.billed.count += 1;
    }
    const bucket = totals[status];
    bucket.cents += status === 'paid' && invoice.invoice_amount_paid ? cents(invoice.invoice_amount_paid) : document;
    bucket.count += 1;
  }
  return totals;
}
