// The customer-area feature's public surface: the app and other features import only this file (lint: import-x/no-restricted-paths).
export { CustomerAreaPage } from './customer-area-page.tsx';
export { clearCustomers } from './customer-store.ts';
export { OpenCustomerAreaButton } from './open-customer-area-button.tsx';
// For the client card (issue 18): the card shows a customer's lists and actions with the area's own parts.
export { useCloseCustomer, useCustomerList, useOpenCustomer } from './customer-queries.ts';
export { customerAreaState, useCustomerArea, type OpenCustomer } from './customer-store.ts';
export { GridValue } from './grid-value.tsx';
export { invoiceStatus, todayText, type InvoiceRow } from './invoice-status.ts';
export { listColumns, shownColumns, type ListColumn } from './list-columns.ts';
export { ListStateView } from './list-state.tsx';
export { OpenCustomerForm } from './open-customer-form.tsx';
// "Definir nova senha de acesso": the card offers it too when the server sends no client-area password.
export { NewAreaPassword } from './new-area-password.tsx';
export { PasswordModal } from './password-modal.tsx';
export { mayDo } from './permissions.ts';
export { useAreaActionsBlocked } from './use-area-actions.ts';
export { SupportOrderModal } from './support-order-modal.tsx';
export { useCodeLabels } from './use-code-labels.ts';
export { useGoneSession } from './use-gone-session.ts';
export { useReopenFromCopy } from './use-reopen-from-copy.ts';
