// The customer-area feature's public surface: the app and other features import only this file (lint: import-x/no-restricted-paths).
export { CustomerAreaPage } from './customer-area-page.tsx';
export { clearCustomers } from './customer-store.ts';
export { OpenCustomerAreaButton } from './open-customer-area-button.tsx';
