// The clients feature's public surface: the app and other features import only this file (lint: import-x/no-restricted-paths).
export { ClientsPage } from './clients-page.tsx';
export { showEveryStatusNext } from './status-request.ts';
