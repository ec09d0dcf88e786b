// The registration feature's public surface: the app and other features import only this file (lint: import-x/no-restricted-paths).
export { RegistrationHost } from './registration-host.tsx';
export { openRegistration } from './registration-store.ts';
export { passwordUpdate } from './password-update.ts';
export { sendPendingClient } from './pending-client.ts';
export { forgetPendingPassword } from './pending-passwords.ts';
export { BulkStatusButtons, NewClientButton, StatusActionButton } from './status-actions.tsx';
export { onStatusChange, requestStatusChange } from './status-change-store.ts';
export { useOfficeNames } from './use-offices.ts';
