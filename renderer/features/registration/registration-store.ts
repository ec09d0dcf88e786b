import { createStore } from '../../store/create-store.ts';
import { useStore } from '../../store/use-store.ts';

/**
 * A pending draft (sent while offline, issue 46) opened for review: its subject, and the record as the form first
 * loaded it (an edit compares the server's record with that one, so changes made meanwhile show as conflicts).
 */
export interface PendingReview {
  readonly subject: string;
  readonly loaded?: Record<string, unknown>;
}

/** What the registration drawer is asked to show: a new client or an existing one, maybe from a kept draft. */
export type RegistrationRequest =
  | { readonly mode: 'create'; readonly restoreDraft?: boolean; readonly pending?: PendingReview; readonly id: number }
  | {
      readonly mode: 'edit';
      readonly clientPk: number;
      readonly restoreDraft?: boolean;
      readonly pending?: PendingReview;
      readonly id: number;
    };

type RequestInput =
  | { mode: 'create'; restoreDraft?: boolean; pending?: PendingReview }
  | { mode: 'edit'; clientPk: number; restoreDraft?: boolean; pending?: PendingReview };

const current = createStore<RegistrationRequest | undefined>(undefined);
let nextId = 1;

/**
 * Opens the registration drawer (from the grid, the detail panel, a shortcut or a kept draft). A form
 * already open stays: the drawer's own close guard decides, so no typing is replaced unasked.
 */
export function openRegistration(request: RequestInput): boolean {
  if (current.get()) return false;
  current.set({ ...request, id: nextId++ });
  return true;
}

/** Closes the drawer (after a save, or once the close guard agreed). */
export function closeRegistration(): void {
  current.set(undefined);
}

/** The open registration request, if any. */
export function useRegistrationRequest(): RegistrationRequest | undefined {
  return useStore(current);
}
