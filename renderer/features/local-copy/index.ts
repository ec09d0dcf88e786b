// The branch office's local copy as the page shows it (issue 46): its public surface; the app and settings import only this file.
export { LocalCopySection } from './local-copy-section.tsx';
export { OfflineBanner } from './offline-banner.tsx';
export { refreshAtReconnect } from './refresh-at-reconnect.ts';
