// What deployed servers send with an invoice for paying it: the boleto's barcode, the PIX "copia e cola"
// and the "nosso número". Computed when an invoice is read, from the invoice's own data (id, bank,
// due date, amount, state): deterministic, nothing to migrate or seed, and always consistent with the
// amount and due date the same row carries.
import { buildBankBarcode } from '../../shared/billing/boleto-barcode.ts';
import { bankMod11 } from '../../shared/billing/check-digits.ts';
import { buildPixBrCode } from '../../shared/billing/pix-br-code.ts';

/** Who receives the demo provider's payments: the PIX key and the city printed in the BR Code. */
export interface PaymentReceiver {
  /** The provider's PIX key (a random key, as providers usually register). */
  pixKey: string;
  /** The merchant name in the BR Code (the site's title). */
  name: string;
  /** The merchant city (the head office's town). */
  city: string;
}

/** The demo provider's PIX key and city (its head office is in Dourados, MS). */
export const demoReceiver: Omit<PaymentReceiver, 'name'> = {
  pixKey: '7d9f0c2e-4b1a-4e8f-9c3d-2a6b5e1f0d47',
  city: 'DOURADOS',
};

/** The invoice columns the payment fields are computed from. */
export interface PayableInvoice {
  invoice_pk: number;
  bank_account_code: string | null;
  invoice_date_due: string | null;
  invoice_amount_document: string | null;
  invoice_date_credit: string | null;
  invoice_state: number | null;
}

/** The three fields; barcode and PIX code are "" when there is nothing to pay (as deployed servers send empty text). */
export interface InvoicePaymentFields {
  invoice_nosso_num: string;
  invoice_barcode: string;
  invoice_qrcode: string;
}

/** The "nosso número": the invoice's number in 10 digits and a modulo-11 check digit. */
export function nossoNumero(invoicePk: number): string {
  const digits = String(invoicePk).padStart(10, '0');
  return `${digits}${bankMod11(digits)}`;
}

const cents = (amount: string | null): number | undefined => {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount ?? '');
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0')) : undefined;
};

/** The payment fields of one invoice: barcode and PIX only while it is open (state 0, no credit) and payable. */
export function invoicePaymentFields(invoice: PayableInvoice, receiver: PaymentReceiver): InvoicePaymentFields {
  const number = nossoNumero(invoice.invoice_pk);
  const none = { invoice_nosso_num: number, invoice_barcode: '', invoice_qrcode: '' };
  const amountCents = cents(invoice.invoice_amount_document);
  const [, bank, agreement] = /^(\d{3})-(\d{1,4})$/.exec(invoice.bank_account_code ?? '') ?? [];
  if (invoice.invoice_state !== 0 || invoice.invoice_date_credit || !invoice.invoice_date_due) return none;
  if (!amountCents) return none;
  // The free field in the demo's own layout: portfolio 09, the agreement, the nosso número, zeros.
  // Why PIX without a bank: a boleto is issued through a bank's agreement, a PIX charge needs only the key.
  const barcode =
    bank && agreement
      ? buildBankBarcode({
          bank,
          dueDate: invoice.invoice_date_due,
          amountCents,
          freeField: `09${agreement.padStart(4, '0')}${number}`.padEnd(25, '0'),
        })
      : '';
  return {
    invoice_nosso_num: number,
    invoice_barcode: barcode,
    invoice_qrcode: buildPixBrCode({
      key: receiver.pixKey,
      amountCents,
      merchantName: receiver.name,
      merchantCity: receiver.city,
      txid: `FAT${number}`,
    }),
  };
}
