// The lock feature's public surface: the app and other features import only this file (lint: import-x/no-restricted-paths).
export { LockHost } from './lock-host.tsx';
export { LockNowButton } from './lock-now-button.tsx';
export { LockSettingsSection } from './lock-settings-section.tsx';
export { SignOutButton } from './sign-out-button.tsx';
export { requestSignOut } from './sign-out-request.ts';
