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
  fromCopy: {
    note: 'From the local copy of {{when}} ({{elapsed}}).',
    title: 'Invoice from the local copy',
    pix: 'This PIX is from the local copy of {{when}} ({{elapsed}}). It may have been paid or replaced: check with the customer.',
    line: 'This typeable line is from the local copy of {{when}} ({{elapsed}}). It may have been paid or replaced: check with the customer.',
    send: 'This invoice is from the local copy of {{when}} ({{elapsed}}). It may have been paid or replaced: check with the customer before handing it over.',
    proceed: 'Go on anyway',
  },
  share: {
    failed: 'The invoice was not sent: {{message}}',
  },
  line: 'Typeable line',
  invalidBarcode: 'Invalid barcode (its check digit does not match): the typeable line cannot be copied.',
  pix: {
    receiver: 'PIX to {{name}} ({{city}}): {{key}}',
    keyKinds: {
      cpf: 'CPF key {{key}}',
      cnpj: 'CNPJ key {{key}}',
      phone: 'phone key {{key}}',
      email: 'e-mail key {{key}}',
      random: 'random key {{key}}',
    },
    location: 'charge created by the bank at {{host}}',
    noAmount: 'The code carries no amount: the customer types {{amount}} in the bank app.',
    refused: {
      invalid:
        "The PIX code the server sent is faulty (it breaks the Central Bank's rules): it will not be copied or sent to the customer. Use the typeable line or ask the billing team for a new code.",
      amountDiffers:
        'The PIX code charges {{code}}, but the invoice is for {{invoice}}: it will not be copied or sent to the customer. Tell the billing team.',
      amountUnknown:
        'The PIX code charges {{code}}, but the invoice gives no amount to check it against: it will not be copied or sent to the customer.',
    },
  },
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
