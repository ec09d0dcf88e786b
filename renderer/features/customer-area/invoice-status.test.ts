import { describe, expect, it } from 'vitest';
import { serviceCodeDictionary } from '../../../shared/codes/code-dictionary.ts';
import { resolveCodeLabels } from '../../../shared/codes/code-labels.ts';
import { invoiceStatus, invoiceTotals, todayText, type InvoiceRow } from './invoice-status.ts';

const today = '2026-05-10';
// A server whose codes nobody wrote down, and our own service (its preset: state 2 = cancelled).
const unknown = resolveCodeLabels({ preset: 'none', fields: {} }, 'pt-BR');
const service = resolveCodeLabels(serviceCodeDictionary, 'pt-BR');
const invoice = (extra: Partial<InvoiceRow>): InvoiceRow => ({
  invoice_pk: 1,
  contract_pk: null,
  contract_number: null,
  bank_account_code: null,
  invoice_gn_link: null,
  invoice_date_due: '2026-05-10',
  invoice_amount_document: '99.90',
  invoice_date_credit: null,
  invoice_amount_paid: null,
  invoice_type: 0,
  invoice_state: 0,
  invoice_obs: 0,
  ...extra,
});

describe('invoiceStatus', () => {
  it('is paid when the record says money came in (a credit date or an amount paid), whatever the due date', () => {
    expect(
      invoiceStatus(invoice({ invoice_date_due: '2026-01-01', invoice_date_credit: '2026-01-03' }), today, unknown),
    ).toBe('paid');
    expect(
      invoiceStatus(invoice({ invoice_date_due: '2026-01-01', invoice_amount_paid: '99.90' }), today, unknown),
    ).toBe('paid');
  });

  it('never takes "paid" from a code the interface leaves unexplained: the facts win (issue 16)', () => {
    // State 1 is "paid" only in our own service; a server's code without a payment is not a payment.
    expect(invoiceStatus(invoice({ invoice_state: 1, invoice_date_due: '2026-05-09' }), today, unknown)).toBe(
      'overdue',
    );
    expect(invoiceStatus(invoice({ invoice_state: 1 }), today, unknown)).toBe('open');
    expect(
      invoiceStatus(invoice({ invoice_amount_paid: '0.00', invoice_date_due: '2026-05-09' }), today, unknown),
    ).toBe('overdue');
  });

  it('is overdue when unpaid and due before today, open when due today or later', () => {
    expect(invoiceStatus(invoice({ invoice_date_due: '2026-05-09' }), today, unknown)).toBe('overdue');
    expect(invoiceStatus(invoice({ invoice_date_due: '2026-05-10' }), today, unknown)).toBe('open');
    expect(invoiceStatus(invoice({ invoice_date_due: '2026-06-10' }), today, unknown)).toBe('open');
    expect(invoiceStatus(invoice({ invoice_date_due: null }), today, unknown)).toBe('open');
  });

  it('is cancelled when the profile’s dictionary says its state cancels it, whatever the due date (issue 42)', () => {
    // Our service's state 2 is a cancelled invoice: it never reads "Vencida", past due or not.
    expect(invoiceStatus(invoice({ invoice_state: 2, invoice_date_due: '2026-01-01' }), today, service)).toBe(
      'cancelled',
    );
    expect(invoiceStatus(invoice({ invoice_state: 2, invoice_date_due: '2026-06-10' }), today, service)).toBe(
      'cancelled',
    );
    expect(invoiceStatus(invoice({ invoice_state: 0, invoice_date_due: '2026-01-01' }), today, service)).toBe(
      'overdue',
    );
    // Money that came in is a fact the code does not undo.
    expect(invoiceStatus(invoice({ invoice_state: 2, invoice_date_credit: '2026-01-03' }), today, service)).toBe(
      'paid',
    );
  });

  it('does not guess "cancelled" from state 2 where no dictionary says so: an unpaid invoice past due is overdue', () => {
    expect(invoiceStatus(invoice({ invoice_state: 2, invoice_date_due: '2026-01-01' }), today, unknown)).toBe(
      'overdue',
    );
  });
});

describe('invoiceTotals', () => {
  it('counts a cancelled invoice apart: not billed, not open, not overdue (issue 42)', () => {
    const totals = invoiceTotals(
      [
        invoice({ invoice_state: 2, invoice_date_due: '2026-01-01', invoice_amount_document: '50.00' }),
        invoice({ invoice_date_due: '2026-01-01', invoice_amount_document: '10.00' }),
      ],
      today,
      service,
    );
    expect(totals).toEqual({
      billed: { cents: 1_000, count: 1, unreadable: 0 },
      open: { cents: 0, count: 0, unreadable: 0 },
      overdue: { cents: 1_000, count: 1, unreadable: 0 },
      paid: { cents: 0, count: 0, unreadable: 0 },
      cancelled: { cents: 5_000, count: 1, unreadable: 0 },
    });
  });

  it('sums each kind exactly in cents, by the facts alone (a code counts for nothing)', () => {
    const totals = invoiceTotals(
      [
        invoice({ invoice_amount_document: '0.10' }),
        invoice({ invoice_amount_document: '0.20' }),
        invoice({ invoice_date_due: '2026-04-10', invoice_amount_document: '100.00' }),
        invoice({
          invoice_date_credit: '2026-04-09',
          invoice_amount_document: '100.00',
          invoice_amount_paid: '101.50',
        }),
        invoice({ invoice_state: 2, invoice_amount_document: '50.00' }),
        // Code 1 with no payment: today's invoices counted it as paid; it is open.
        invoice({ invoice_state: 1, invoice_amount_document: '10.00' }),
      ],
      today,
      unknown,
    );
    expect(totals).toEqual({
      billed: { cents: 26_030, count: 6, unreadable: 0 },
      open: { cents: 6_030, count: 4, unreadable: 0 },
      overdue: { cents: 10_000, count: 1, unreadable: 0 },
      paid: { cents: 10_150, count: 1, unreadable: 0 },
      cancelled: { cents: 0, count: 0, unreadable: 0 },
    });
  });

  it('never leaves an amount out silently: one it cannot read is counted as unreadable in each total it belongs to', () => {
    const totals = invoiceTotals(
      [
        invoice({ invoice_amount_document: '69.90' }),
        // As main keeps a value it could not read: as sent (and named in the row's _rawFields).
        invoice({ invoice_amount_document: 'a combinar' }),
        invoice({ invoice_amount_document: null }),
        invoice({
          invoice_date_credit: '2026-04-09',
          invoice_amount_document: '10.00',
          invoice_amount_paid: '—',
        }),
      ],
      today,
      unknown,
    );
    expect(totals).toEqual({
      billed: { cents: 7_990, count: 4, unreadable: 1 },
      open: { cents: 6_990, count: 3, unreadable: 1 },
      overdue: { cents: 0, count: 0, unreadable: 0 },
      paid: { cents: 0, count: 1, unreadable: 1 },
      cancelled: { cents: 0, count: 0, unreadable: 0 },
    });
  });
});

describe('todayText', () => {
  it('writes the machine’s calendar date as YYYY-MM-DD', () => {
    expect(todayText(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
