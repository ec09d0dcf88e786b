import { describe, expect, it } from 'vitest';
import type { InvoiceRow } from '../customer-area/index.ts';
import { pendingInvoices } from './pending-invoices.ts';
import { withSignal } from './signal-text.ts';

// The customer area's rule, as its own tests pin it: paid with a credit date, else overdue before today.
const statusOf = (row: InvoiceRow) =>
  row.invoice_date_credit ? 'paid' : (row.invoice_date_due ?? '') < '2026-11-25' ? 'overdue' : 'open';
const invoice = (pk: number, due: string, amount: string, paid?: string): InvoiceRow =>
  ({
    invoice_pk: pk,
    invoice_date_due: due,
    invoice_amount_document: amount,
    ...(paid ? { invoice_date_credit: due, invoice_amount_paid: paid } : {}),
  }) as InvoiceRow;

describe('pendingInvoices', () => {
  it('leaves paid invoices out and lists overdue ones (oldest first) before open ones, with exact totals', () => {
    const result = pendingInvoices(
      [
        invoice(1, '2026-12-10', '99.90'),
        invoice(2, '2026-10-10', '99.90', '99.90'),
        invoice(3, '2026-11-10', '0.10'),
        invoice(4, '2026-09-10', '0.20'),
      ],
      statusOf,
    );
    expect(result.invoices.map((item) => [item.row.invoice_pk, item.status])).toEqual([
      [4, 'overdue'],
      [3, 'overdue'],
      [1, 'open'],
    ]);
    expect(result.overdue).toEqual({ cents: 30, count: 2, unreadable: 0 });
    expect(result.open).toEqual({ cents: 9990, count: 1, unreadable: 0 });
    expect(result.due).toEqual({ cents: 10020, count: 3, unreadable: 0 });
  });

  it('leaves cancelled invoices out: nothing is owed on them, past due or not (issue 42)', () => {
    const cancelledPk = 5;
    const result = pendingInvoices(
      [invoice(1, '2026-12-10', '99.90'), invoice(cancelledPk, '2026-09-10', '50.00')],
      (row) => (row.invoice_pk === cancelledPk ? 'cancelled' : statusOf(row)),
    );
    expect(result.invoices.map((item) => [item.row.invoice_pk, item.status])).toEqual([[1, 'open']]);
    expect(result.overdue).toEqual({ cents: 0, count: 0, unreadable: 0 });
    expect(result.due).toEqual({ cents: 9990, count: 1, unreadable: 0 });
  });

  it('answers nothing owed for no invoices', () => {
    expect(pendingInvoices([], statusOf).due).toEqual({ cents: 0, count: 0, unreadable: 0 });
  });
});

describe('withSignal', () => {
  it('writes RX and TX where sent, in the reader language', () => {
    expect(withSignal({ network_cpe_commom_signal_rx: '-21.5', network_cpe_commom_signal_tx: -19 }, 'pt-BR')).toBe(
      'RX -21,5 / TX -19 dBm',
    );
    expect(withSignal({ network_cpe_commom_signal_rx: -21.5 }, 'en')).toBe('RX -21.5 dBm');
    expect(withSignal({ network_cpe_commom_signal_rx: '' }, 'en')).toBe('');
  });

  it('never leaves an amount it cannot read out of a total silently: it is counted as unreadable (issue 44)', () => {
    const result = pendingInvoices(
      [invoice(1, '2026-09-10', 'a combinar'), invoice(2, '2026-09-11', '10.00'), invoice(3, '2026-12-10', '0x10')],
      statusOf,
    );
    expect(result.overdue).toEqual({ cents: 1000, count: 2, unreadable: 1 });
    expect(result.open).toEqual({ cents: 0, count: 1, unreadable: 1 });
    expect(result.due).toEqual({ cents: 1000, count: 3, unreadable: 2 });
  });
});
