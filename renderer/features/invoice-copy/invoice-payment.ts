import type { ChannelOutput } from '../../../shared/ipc/contract.ts';
import { boletoLine, type BoletoLine } from '../../../shared/billing/boleto-line.ts';
import { readPixBrCode, type PixReading } from '../../../shared/billing/pix-br-code.ts';

/** An invoice record as the client area lists it. */
export type InvoiceRecord = ChannelOutput<'customer:invoices'>['rows'][number];

/** The fields the invoice actions read. */
export type PayableFields = Pick<
  InvoiceRecord,
  | 'invoice_pk'
  | 'invoice_date_due'
  | 'invoice_amount_document'
  | 'invoice_date_credit'
  | 'invoice_amount_paid'
  | 'invoice_barcode'
  | 'invoice_qrcode'
  | 'invoice_nosso_num'
>;

/** What can be done to collect an invoice: only what the server sent, each checked. */
export interface InvoicePayment {
  /** Not paid by the record's facts (no credit date, nothing paid): only then are actions shown. */
  payable: boolean;
  /** The PIX BR Code as sent and its reading (valid with a right CRC, or why not); absent when none was sent. */
  pix: { code: string; reading: PixReading } | undefined;
  /** The typeable line derived from the barcode (or why the barcode is invalid); absent when no barcode was sent. */
  line: BoletoLine | undefined;
}

/**
 * Reads an invoice's payment data. Why payable from the facts, not from `invoice_state`: the interface does
 * not publish its codes (field notes); an invoice is paid when the record says money came in.
 */
export function invoicePayment(invoice: PayableFields): InvoicePayment {
  const paid = Boolean(invoice.invoice_date_credit) || Number(invoice.invoice_amount_paid ?? 0) > 0;
  const code = invoice.invoice_qrcode?.trim() ?? '';
  const barcode = invoice.invoice_barcode?.trim() ?? '';
  return {
    payable: !paid,
    pix: code ? { code, reading: readPixBrCode(code) } : undefined,
    line: barcode ? boletoLine(barcode) : undefined,
  };
}

/** The valid PIX code, if any (what "Copiar PIX" copies). */
export function validPix(payment: InvoicePayment): string | undefined {
  return payment.pix?.reading.valid ? payment.pix.code : undefined;
}
