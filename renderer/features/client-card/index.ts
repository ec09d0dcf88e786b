// The client card feature's public surface: the app and other features import only this file (lint: import-x/no-restricted-paths).
export { forgetCardHistory, openClientCard } from './card-store.ts';
export { CardNavTabs } from './card-nav-tabs.tsx';
export { ClientCardPage } from './client-card-page.tsx';
export { OpenCardButton } from './open-card-button.tsx';
export { useRecentClients } from './use-recent-clients.ts';
