import type { Draft } from './draft-store.ts';

/** Opens the form a draft belongs to with the draft restored (registered by the feature owning the form). */
export type DraftOpener = (draft: Draft) => void;

const openers = new Map<string, DraftOpener>();

/** Registers how drafts of a form kind are continued; answers the function that unregisters it. */
export function registerDraftOpener(form: string, opener: DraftOpener): () => void {
  openers.set(form, opener);
  return () => {
    if (openers.get(form) === opener) openers.delete(form);
  };
}

/** Continues a draft in its form; false when no screen of this kind is mounted to open it. */
export function openDraft(draft: Draft): boolean {
  const opener = openers.get(draft.form);
  if (!opener) return false;
  opener(draft);
  return true;
}
