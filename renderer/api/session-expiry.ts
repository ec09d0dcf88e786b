import { createStore } from '../store/create-store.ts';

/** Whether the operator's session is known to have expired and the password must be asked for. */
export interface SessionExpiry {
  /** Marks the session as expired (from the `session:expired` event or a SESSION_EXPIRED answer). */
  markExpired: () => void;
  /** Clears the mark after the password was given again (or the operator signed out). */
  clear: () => void;
  isExpired: () => boolean;
  subscribe: (listener: () => void) => () => void;
}

// Why a plain store outside React: the query client's error hooks and the event stream report expiry
// from outside any component, and the dialog must open over whatever screen is showing.
/** A small external store of the session's expiry, read with useSyncExternalStore. */
export function createSessionExpiry(): SessionExpiry {
  const expired = createStore(false);
  return {
    markExpired: () => expired.set(true),
    clear: () => expired.set(false),
    isExpired: expired.get,
    subscribe: expired.subscribe,
  };
}
