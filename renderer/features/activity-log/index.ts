// The activity log's public surface: the app imports only this file (lint: import-x/no-restricted-paths).
export { ActivityLogPage } from './activity-log-page.tsx';
export { ActivityLogNavLink } from './activity-log-link.tsx';
