import { describe, expect, it } from 'vitest';
import { boletoLine } from '../../shared/billing/boleto-line.ts';
import { readPixBrCode } from '../../shared/billing/pix-br-code.ts';
import { invoicePaymentFields, nossoNumero, type PayableInvoice } from './invoice-payment-fields.ts';

const receiver = { pixKey: '7d9f0c2e-4b1a-4e8f-9c3d-2a6b5e1f0d47', name: 'Provedor Demo Internet', city: 'Dourados' };
const open: PayableInvoice = {
  invoice_pk: 4711,
  bank_account_code: '756-3214',
  invoice_date_due: '2026-12-10',
  invoice_amount_document: '99.90',
  invoice_date_credit: null,
  invoice_state: 0,
};

describe('invoicePaymentFields', () => {
  it('gives an open invoice a valid barcode for its bank, amount and due date, and a PIX code for its amount', () => {
    const fields = invoicePaymentFields(open, receiver);
    expect(fields.invoice_nosso_num).toBe(nossoNumero(4711));
    expect(fields.invoice_barcode).toMatch(/^7569\d{40}$/);
    expect(fields.invoice_barcode.slice(9, 19)).toBe('0000009990');
    expect(boletoLine(fields.invoice_barcode).valid).toBe(true);
    expect(readPixBrCode(fields.invoice_qrcode)).toMatchObject({
      valid: true,
      key: receiver.pixKey,
      amount: '99.90',
      merchantName: 'PROVEDOR DEMO INTERNET',
      merchantCity: 'DOURADOS',
      txid: `FAT${nossoNumero(4711)}`,
    });
  });

  it('is the same every time for the same invoice, and differs between invoices', () => {
    expect(invoicePaymentFields(open, receiver)).toEqual(invoicePaymentFields(open, receiver));
    expect(invoicePaymentFields({ ...open, invoice_pk: 4712 }, receiver).invoice_barcode).not.toBe(
      invoicePaymentFields(open, receiver).invoice_barcode,
    );
  });

  it('sends no barcode and no PIX code for a paid or cancelled invoice (empty text), but its nosso número', () => {
    for (const done of [
      { ...open, invoice_state: 1, invoice_date_credit: '2026-12-08' },
      { ...open, invoice_state: 2 },
    ])
      expect(invoicePaymentFields(done, receiver)).toEqual({
        invoice_nosso_num: nossoNumero(4711),
        invoice_barcode: '',
        invoice_qrcode: '',
      });
  });

  it('sends no barcode without a bank, but still the PIX code (PIX needs only the key); nothing without an amount', () => {
    const withoutBank = invoicePaymentFields({ ...open, bank_account_code: null }, receiver);
    expect(withoutBank.invoice_barcode).toBe('');
    expect(readPixBrCode(withoutBank.invoice_qrcode)).toMatchObject({ valid: true });
    const withoutAmount = invoicePaymentFields({ ...open, invoice_amount_document: '0.00' }, receiver);
    expect(withoutAmount).toMatchObject({ invoice_barcode: '', invoice_qrcode: '' });
  });
});
