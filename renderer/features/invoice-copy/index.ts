// The invoice's second copy (issue 18): its public surface; the customer area and the client card import only this file.
export { InvoiceCopyActions } from './invoice-copy-actions.tsx';
export { type PayableFields } from './invoice-payment.ts';
export { CustomerInvoiceActions } from './customer-invoice-actions.tsx';
