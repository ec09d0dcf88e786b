// Drafts of forms, so typing survives a reload, a crash, a closed window, an expired session or the idle lock.
// Main keeps them (electron/drafts: per operator and profile, encrypted through the OS keychain, expiring after
// a number of days); the page holds the signed-in operator's drafts in memory, reads them synchronously from
// there, and writes every change through to main. Secrets never go in: the forms leave password fields out of
// their drafts (see `omit` of useFormDraft). Drafts kept in localStorage by older versions move to main once.

import type { DraftRecord } from '../../../shared/ipc/contract.ts';
import { desk } from '../../api/desk.ts';
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
  /** Sent while the server did not answer (issue 46): waits for the clerk to check and send it. */
  readonly pending?: boolean;
}

// Why failures are swallowed: losing the copy of a draft is better than breaking the form the user types in.
const port = {
  list: async (): Promise<DraftRecord[] | undefined> => {
    const answer = await desk.draftsList({});
    return answer.ok ? answer.data.drafts : undefined;
  },
  put: async (draft: DraftRecord): Promise<void> => {
    await desk.draftsPut(draft);
  },
  remove: async (form: string, subject: string): Promise<void> => {
    await desk.draftsRemove({ form, subject });
  },
};

let profileOfCache: string | undefined;
const cache = new Map<string, Draft>();
// Why a counter: the drafts live in the cache; the store only tells when this page changed them.
const changes = createStore(0);
const notify = (): void => changes.update((count) => count + 1);
const keyOf = (address: Pick<DraftAddress, 'form' | 'subject'>): string => `${address.form}\u0000${address.subject}`;
const recordOf = (draft: Draft): DraftRecord => ({
  form: draft.form,
  subject: draft.subject,
  label: draft.label,
  values: draft.values,
  savedAt: draft.savedAt,
  ...(draft.pending ? { pending: true } : {}),
});

/** The localStorage key prefix of drafts kept by older versions. */
export const legacyDraftPrefix = 'provider-desk.draft.v1|';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a draft text of an older version's localStorage; damaged or foreign entries give undefined. */
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

/**
 * Moves this profile's drafts from localStorage (older versions) to main, once: each is handed to main for the
 * operator signed in now and removed from localStorage. Drafts of other profiles wait for their sign-in.
 */
export async function migrateLegacyDrafts(profileId: string, storage: Storage = localStorage): Promise<number> {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(legacyDraftPrefix)) keys.push(key);
  }
  let moved = 0;
  for (const key of keys) {
    const draft = parseDraft(storage.getItem(key));
    // Why damaged entries go too: they can never be offered, and they may hold personal data in clear.
    if (draft && draft.profileId !== profileId) continue;
    if (draft) {
      await port.put(recordOf(draft));
      moved += 1;
    }
    storage.removeItem(key);
  }
  return moved;
}

/**
 * Loads the signed-in operator's drafts from main into the page (after a sign-in), moving any drafts an older
 * version left in localStorage first. Answers false when main could not be asked.
 */
export async function loadDrafts(
  profileId: string,
  storage: Storage | undefined = globalThis.localStorage,
): Promise<boolean> {
  try {
    if (storage) await migrateLegacyDrafts(profileId, storage);
  } catch {
    // Why go on: the drafts main already holds are worth offering even if an old one could not move.
  }
  const drafts = await port.list().catch(() => undefined);
  if (!drafts) return false;
  cache.clear();
  profileOfCache = profileId;
  for (const draft of drafts) cache.set(keyOf(draft), { ...draft, profileId });
  notify();
  return true;
}

/** Forgets the drafts held in the page (at sign-out; main deletes or keeps its own as the operator chose). */
export function forgetLoadedDrafts(): void {
  cache.clear();
  profileOfCache = undefined;
  notify();
}

/** Saves (or replaces) a draft: at once in the page, and in main. */
export function saveDraft(draft: Draft): void {
  // Why only while loaded: a form's last flush as it unmounts at sign-out must not leave a draft in the page's
  // memory after the operator's data was forgotten (main refuses it too once nobody is signed in).
  if (profileOfCache !== undefined) cache.set(keyOf(draft), draft);
  notify();
  void port.put(recordOf(draft)).catch(() => undefined);
}

/** The draft at an address, if one is kept. */
export function readDraft(address: DraftAddress): Draft | undefined {
  const draft = cache.get(keyOf(address));
  return draft && (profileOfCache === undefined || address.profileId === profileOfCache) ? draft : undefined;
}

/** Forgets a draft (after the server confirmed the save, or the user discarded it). */
export function removeDraft(address: DraftAddress): void {
  cache.delete(keyOf(address));
  notify();
  void port.remove(address.form, address.subject).catch(() => undefined);
}

/** Every draft of a profile held in the page, newest first. */
export function listDrafts(profileId: string): Draft[] {
  if (profileOfCache !== undefined && profileOfCache !== profileId) return [];
  return [...cache.values()].sort((a, b) => b.savedAt - a.savedAt);
}

/** The pending drafts of a profile held in the page (sent while offline, waiting for the clerk), oldest first. */
export function listPendingDrafts(profileId: string): Draft[] {
  return listDrafts(profileId)
    .filter((draft) => draft.pending === true)
    .reverse();
}

/** Calls `listener` whenever this page saves, removes or loads drafts; answers the unsubscribe function. */
export function subscribeDrafts(listener: () => void): () => void {
  return changes.subscribe(listener);
}

/** How many drafts the page holds for the signed-in operator (the sign-out confirmation asks about them). */
export function countLoadedDrafts(): number {
  return cache.size;
}
