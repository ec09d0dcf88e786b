// The session feature's public surface: the app and other features import only this file (lint: import-x/no-restricted-paths).
export { ConnectionBadge } from './connection-badge.tsx';
export { forgetWithOperatorData } from './operator-data.ts';
export { SessionExpiredModal } from './session-expired-modal.tsx';
export { SignInErrorAlert } from './sign-in-error-alert.tsx';
export { useProfileId } from './use-profile-id.ts';
export { useAcceptSession, useLogout, useSessionState } from './use-session.ts';
export { useServerNeeded } from './use-server-needed.ts';
