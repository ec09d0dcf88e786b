// Drafts of forms, kept in localStorage so typing survives a reload, a crash, a closed window or an
// expired session. Why localStorage: it is written synchronously (nothing pending when the process dies)
// and is per origin (app://desk in Electron, the loopback host in browser mode). Secrets never go in:
// the forms leave password fields out of their drafts (see `omit` of useFormDraft).

import { createStore } from '../../store/create-store.ts';

/** Which form a draft belongs to: a profile, a form kind, and the subject (a client pk, "new", a customer). */
export interface DraftAddress {
  readonly profileId: string;
  readonly form: string;
  readonly subject: string;
}

/** One saved draft: its address, a label a person reads, the typed values and when they were saved. */
export interface Draft extends DraftAddress {
  readonly label: string;
  readonly values: Record<string, unknown>;
  readonly savedAt: number;
}

const prefix = 'provider-desk.draft.v1|';
// Why a counter: the drafts themselves live in localStorage; the store only tells when this page changed them.
const changes = createStore(0);

/** The storage key of a draft. */
export function draftKey(address: DraftAddress): string {
  return `${prefix}${[address.profileId, address.form, address.subject].map(encodeURIComponent).join('|')}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a stored draft text; damaged or foreign entries give undefined (and are left alone). */
export function parseDraft(text: string | null): Draft | undefined {
  if (text === null) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || !isRecord(value.values)) return undefined;
    const { profileId, form, subject, label, savedAt } = value;
    if (
      typeof profileId !== 'string' ||
      typeof form !== 'string' ||
      typeof subject !== 'string' ||
      typeof label !== 'string' ||
      typeof savedAt !== 'number'
    )
      return undefined;
    return { profileId, form, subject, label, savedAt, values: value.values };
  } catch {
    return undefined;
  }
}

const notify = (): void => changes.update((count) => count + 1);

/** Saves (or replaces) a draft; a full or refused storage is ignored, because typing must never fail. */
export function saveDraft(draft: Draft, storage: Storage = localStorage): void {
  try {
    storage.setItem(draftKey(draft), JSON.stringify(draft));
    notify();
  } catch {
    // Why swallowed: losing the draft copy is better than breaking the form the user is typing in.
  }
}

/** The draft at an address, if one is kept. */
export function readDraft(address: DraftAddress, storage: Storage = localStorage): Draft | undefined {
  return parseDraft(storage.getItem(draftKey(address)));
}

/** Forgets a draft (after the server confirmed the save, or the user discarded it). */
export function removeDraft(address: DraftAddress, storage: Storage = localStorage): void {
  storage.removeItem(draftKey(address));
  notify();
}

/** Every draft of a profile, newest first. */
export function listDrafts(profileId: string, storage: Storage = localStorage): Draft[] {
  const drafts: Draft[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (!key?.startsWith(prefix)) continue;
    const draft = parseDraft(storage.getItem(key));
    if (draft?.profileId === profileId) drafts.push(draft);
  }
  return drafts.sort((a, b) => b.savedAt - a.savedAt);
}

/** Calls `listener` whenever this page saves or removes a draft; answers the unsubscribe function. */
export function subscribeDrafts(listener: () => void): () => void {
  return changes.subscribe(listener);
}
