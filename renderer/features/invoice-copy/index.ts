// The invoice's second copy (issue 18): its public surface; the customer area and the client card import only this file.
export { BoletoPage, type BoletoPageProps } from './boleto-page.tsx';
export { InvoiceCopyActions, type InvoiceCopyActionsProps } from './invoice-copy-actions.tsx';
export { invoicePayment, type InvoicePayment, type PayableFields } from './invoice-payment.ts';
export { CustomerInvoiceActions, type CustomerInvoiceActionsProps } from './customer-invoice-actions.tsx';
