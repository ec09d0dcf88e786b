// The profiles feature's public surface: the app and other features import only this file (lint: import-x/no-restricted-paths).
export { CleartextBadge } from './cleartext-warning.tsx';
export { profileLabel } from './profile-label.ts';
export { ProfileList } from './profile-list.tsx';
export { ProfilePicker } from './profile-picker.tsx';
export { useProfiles } from './use-profiles.ts';
