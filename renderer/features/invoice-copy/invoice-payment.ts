import type { ChannelOutput } from '../../../shared/ipc/contract.ts';
import { boletoLine, type BoletoLine } from '../../../shared/billing/boleto-line.ts';
import { readPixBrCode, type PixReading } from '../../../shared/billing/pix-br-code.ts';
import { amountCents } from '../../format/amount-cents.ts';

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
  /** The PIX BR Code as sent, its reading (by the BCB's rules, or why not) and whether it agrees with the invoice. */
  pix: { code: string; reading: PixReading; verdict: PixVerdict } | undefined;
  /** The typeable line derived from the barcode (or why the barcode is invalid); absent when no barcode was sent. */
  line: BoletoLine | undefined;
}

/**
 * Whether a PIX code may be copied or sent for this invoice: usable when it follows the BCB's rules and charges the
 * invoice's amount (or no amount: the payer types it), with the amounts in cents; otherwise why not.
 */
export type PixVerdict =
  | { usable: true; codeCents: number | undefined }
  | { usable: false; why: 'invalid' }
  | { usable: false; why: 'amount-differs'; codeCents: number; invoiceCents: number }
  | { usable: false; why: 'amount-unknown'; codeCents: number };

/** Checks a PIX reading against the invoice's amount (issue 43.8: a code that disagrees is never copied nor sent). */
function pixVerdict(reading: PixReading, invoiceAmount: unknown): PixVerdict {
  if (!reading.valid) return { usable: false, why: 'invalid' };
  if (reading.amount === undefined) return { usable: true, codeCents: undefined };
  const codeCents = amountCents(reading.amount);
  if (codeCents === undefined) return { usable: false, why: 'invalid' };
  const invoiceCents = amountCents(invoiceAmount);
  // Why refuse when the invoice has no amount: nothing then says the code's amount is the one owed.
  if (!invoiceCents) return { usable: false, why: 'amount-unknown', codeCents };
  if (codeCents !== invoiceCents) return { usable: false, why: 'amount-differs', codeCents, invoiceCents };
  return { usable: true, codeCents };
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
    pix: code ? pixOf(code, invoice.invoice_amount_document) : undefined,
    line: barcode ? boletoLine(barcode) : undefined,
  };
}

function pixOf(code: string, invoiceAmount: unknown): NonNullable<InvoicePayment['pix']> {
  const reading = readPixBrCode(code);
  return { code, reading, verdict: pixVerdict(reading, invoiceAmount) };
}

/** The PIX code that may be copied or sent, if any: valid by the BCB's rules and agreeing with the invoice. */
export function validPix(payment: InvoicePayment): string | undefined {
  return payment.pix?.verdict.usable ? payment.pix.code : undefined;
}
