// The drafts feature's public surface: the app and other features import only this file (lint: import-x/no-restricted-paths).
export { DraftBanner } from './draft-banner.tsx';
export { openDraft, registerDraftOpener } from './draft-openers.ts';
export type { Draft, DraftAddress } from './draft-store.ts';
export { DraftsOffer } from './drafts-offer.tsx';
export { hasUnsavedChanges, useReportUnsaved } from './unsaved-changes.ts';
export { useCloseGuard } from './use-close-guard.tsx';
export { useFormDraft } from './use-form-draft.ts';
export {
  countLoadedDrafts,
  forgetLoadedDrafts,
  listPendingDrafts,
  loadDrafts,
  removeDraft,
  saveDraft,
  subscribeDrafts as subscribeLoadedDrafts,
} from './draft-store.ts';
