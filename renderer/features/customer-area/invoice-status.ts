import { cancelsInvoice, type CodeLabels } from '../../../shared/codes/code-labels.ts';
import type { ChannelOutput } from '../../../shared/ipc/contract.ts';
import { amountCents } from '../../format/amount-cents.ts';

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

/** One total: the sum in cents (exact), how many invoices it holds, and how many of their amounts could not be read. */
export interface InvoiceTotal {
  cents: number;
  count: number;
  /** Amounts left out of `cents` because they are not numbers (a server's "—", "a combinar"): never silently. */
  unreadable: number;
}

/** Sums of a page of invoices, with how many invoices each holds; cancelled ones are not billed. */
export interface InvoiceTotals {
  billed: InvoiceTotal;
  cancelled: InvoiceTotal;
  open: InvoiceTotal;
  overdue: InvoiceTotal;
  paid: InvoiceTotal;
}

function add(total: InvoiceTotal, amount: number | undefined): void {
  total.count += 1;
  if (amount === undefined) total.unreadable += 1;
  else total.cents += amount;
}

/** The totals of a page of invoices: billed, open, overdue, paid (what was paid, else what was billed), and cancelled. */
export function invoiceTotals(invoices: readonly InvoiceRow[], today: string, labels: CodeLabels): InvoiceTotals {
  const empty = (): InvoiceTotal => ({ cents: 0, count: 0, unreadable: 0 });
  const totals: InvoiceTotals = {
    billed: empty(),
    cancelled: empty(),
    open: empty(),
    overdue: empty(),
    paid: empty(),
  };
  for (const invoice of invoices) {
    const status = invoiceStatus(invoice, today, labels);
    const document = amountCents(invoice.invoice_amount_document);
    // Why a cancelled invoice is not billed: nothing is owed on it; it is counted apart.
    if (status !== 'cancelled') add(totals.billed, document);
    const paid = invoice.invoice_amount_paid;
    add(
      totals[status],
      status === 'paid' && paid !== null && paid !== undefined && paid !== '' ? amountCents(paid) : document,
    );
  }
  return totals;
}
