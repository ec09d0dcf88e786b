import type { Translation } from '../../../i18n/translation.ts';
import type { ptBR } from './pt-BR.ts';

/** Strings of the invoice's second copy, in English: the same keys as pt-BR, which the typecheck holds. */
export const en = {
  actions: {
    label: 'Second copy of invoice {{id}}',
    copyPix: 'Copy PIX',
    copyLine: 'Copy typeable line',
    print: 'Print boleto',
    whatsApp: 'Send by WhatsApp',
    whatsAppTo: 'Send by WhatsApp to…',
    email: 'Send by e-mail',
  },
  share: {
    failed: 'The invoice was not sent: {{message}}',
  },
  line: 'Typeable line',
  invalidBarcode: 'Invalid barcode (its check digit does not match): the typeable line cannot be copied.',
  invalidPix: 'Invalid PIX code (not a BR Code, or its CRC does not match): it cannot be copied.',
  copied: {
    pix: 'PIX code copied. The clipboard will be cleared in {{seconds}} s.',
    line: 'Typeable line copied. The clipboard will be cleared in {{seconds}} s.',
    failed: 'Could not copy: {{message}}',
  },
  boleto: {
    title: 'Boleto — second copy',
    beneficiary: 'Beneficiary',
    payer: 'Payer',
    due: 'Due date',
    amount: 'Amount',
    ourNumber: 'Our number',
    invoice: 'Invoice',
    line: 'Typeable line',
    barcode: 'Barcode',
    pix: 'Pay with PIX',
    pixHint: "Point the bank app's camera at the QR code, or use the PIX copy-and-paste code:",
    qrLoading: 'Drawing the QR code…',
    qrFailed: 'Could not draw the QR code.',
    print: 'Print',
    savePdf: 'Save PDF',
    saved: 'Boleto PDF saved.',
    saveFailed: 'Could not save the PDF: {{message}}',
    close: 'Close',
  },
} as const satisfies Translation<typeof ptBR>;
