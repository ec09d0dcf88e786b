import { describe, expect, it } from 'vitest';
import { invoiceStatus, invoiceTotals, todayText, type InvoiceRow } from './invoice-status.ts';

const today = '2026-05-10';
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
  it('is paid when a credit date is there, whatever the due date', () => {
    expect(invoiceStatus(invoice({ invoice_date_due: '2026-01-01', invoice_date_credit: '2026-01-03' }), today)).toBe('paid');
    expect(invoiceStatus(invoice({ invoice_state: 1 }), today)).toBe('paid');
  });

  it('is overdue when unpaid and due before today, open when due today or later', () => {
    expect(invoiceStatus(invoice({ invoice_date_due: '2026-05-09' }), today)).toBe('overdue');
    expect(invoiceStatus(invoice({ invoice_date_due: '2026-05-10' }), today)).toBe('open');
    expect(invoiceStatus(invoice({ invoice_date_due: '2026-06-10' }), today)).toBe('open');
    expect(invoiceStatus(invoice({ invoice_date_due: null }), today)).toBe('open');
  });

  it('is cancelled by state 2 unless money came in', () => {
    expect(invoiceStatus(invoice({ invoice_state: 2, invoice_date_due: '2026-01-01' }), today)).toBe('cancelled');
  });
});

describe('invoiceTotals', () => {
  it('sums each kind exactly in cents, leaving cancelled invoices out', () => {
    const totals = invoiceTotals(
      [
        invoice({ invoice_amount_document: '0.10' }),
        invoice({ invoice_amount_document: '0.20' }),
        invoice({ invoice_date_due: '2026-04-10', invoice_amount_document: '100.00' }),
        invoice({ invoice_date_credit: '2026-04-09', invoice_amount_document: '100.00', invoice_amount_paid: '101.50' }),
        invoice({ invoice_state: 2, invoice_amount_document: '50.00' }),
      ],
      today,
    );
    expect(totals).toEqual({
      billed: { cents: 20_030, count: 4 },
      open: { cents: 30, count: 2 },
      overdue: { cents: 10_000, count: 1 },
      paid: { cents: 10_150, count: 1 },
    });
  });
});

describe('todayText', () => {
  it('writes the machine’s calendar date as YYYY-MM-DD', () => {
    expect(todayText(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
