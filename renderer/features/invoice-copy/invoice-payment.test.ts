import { describe, expect, it } from 'vitest';
import { crc16Ccitt } from '../../../shared/billing/crc16.ts';
import { buildPixBrCode } from '../../../shared/billing/pix-br-code.ts';
import { invoicePayment, validPix, type PayableFields } from './invoice-payment.ts';

const pix = buildPixBrCode({
  key: 'k@example.com',
  amountCents: 9990,
  merchantName: 'P',
  merchantCity: 'C',
  txid: 'T1',
});
const open: PayableFields = {
  invoice_pk: 1,
  invoice_date_due: '2026-12-10',
  invoice_amount_document: '99.90',
  invoice_date_credit: null,
  invoice_amount_paid: null,
  invoice_barcode: '10499898100000214032006561000100040099726390',
  invoice_qrcode: pix,
  invoice_nosso_num: '00000000011',
};

describe('invoicePayment', () => {
  it('an open invoice with a valid barcode and PIX code: both usable', () => {
    const payment = invoicePayment(open);
    expect(payment.payable).toBe(true);
    expect(validPix(payment)).toBe(pix);
    expect(payment.line).toMatchObject({ valid: true, digits: '10492006506100010004200997263900989810000021403' });
  });

  it('a paid invoice (credit date or amount paid) is not payable', () => {
    expect(invoicePayment({ ...open, invoice_date_credit: '2026-12-09' }).payable).toBe(false);
    expect(invoicePayment({ ...open, invoice_amount_paid: '99.90' }).payable).toBe(false);
  });

  it('a wrong check digit or CRC is read as invalid, never as a code to copy', () => {
    const payment = invoicePayment({
      ...open,
      invoice_barcode: '10491898100000214032006561000100040099726390',
      invoice_qrcode: `${pix.slice(0, -4)}0000`,
    });
    expect(payment.line).toEqual({ valid: false, problem: 'check-digit' });
    expect(validPix(payment)).toBeUndefined();
  });

  it('what the server did not send (null, or "" as deployed servers send) is absent', () => {
    const payment = invoicePayment({ ...open, invoice_barcode: null, invoice_qrcode: '' });
    expect(payment.line).toBeUndefined();
    expect(payment.pix).toBeUndefined();
  });

  // Issue 43.8: a code whose amount is not the invoice's is never copied nor sent (copy, boleto, WhatsApp and
  // e-mail all take validPix), and says why in the clerk's words.
  it('refuses a well-formed code whose amount is not the invoice’s', () => {
    const other = buildPixBrCode({
      key: 'k@example.com',
      amountCents: 9000,
      merchantName: 'P',
      merchantCity: 'C',
      txid: 'T1',
    });
    const payment = invoicePayment({ ...open, invoice_qrcode: other });
    expect(payment.pix?.reading.valid).toBe(true);
    expect(payment.pix?.verdict).toEqual({ usable: false, why: 'amount-differs', codeCents: 9000, invoiceCents: 9990 });
    expect(validPix(payment)).toBeUndefined();
  });

  it('takes the same amount however written, and a code without an amount (the payer types it)', () => {
    const same = invoicePayment({ ...open, invoice_amount_document: '99.9' });
    expect(validPix(same)).toBe(pix);
    const bare = buildPixBrCode({ key: 'k@example.com', merchantName: 'P', merchantCity: 'C', txid: 'T1' });
    const payment = invoicePayment({ ...open, invoice_qrcode: bare });
    expect(payment.pix?.verdict).toMatchObject({ usable: true, codeCents: undefined });
    expect(validPix(payment)).toBe(bare);
  });

  it('refuses a code with an amount when the invoice’s cannot be read, and a code the BCB rules refuse', () => {
    const unknown = invoicePayment({ ...open, invoice_amount_document: null });
    expect(unknown.pix?.verdict).toEqual({ usable: false, why: 'amount-unknown', codeCents: 9990 });
    expect(validPix(unknown)).toBeUndefined();
    const body = pix.slice(0, -4);
    const withBell = body.replace('5901P', '5901\u0007');
    const payment = invoicePayment({ ...open, invoice_qrcode: withBell + crc16Ccitt(withBell) });
    expect(payment.pix?.verdict).toEqual({ usable: false, why: 'invalid' });
    expect(validPix(payment)).toBeUndefined();
  });
});
