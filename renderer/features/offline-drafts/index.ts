// The offline drafts feature's public surface (issue 46): the app and other features import only this file (lint: import-x/no-restricted-paths).
export { PendingDraftsCount } from './pending-drafts-count.tsx';
