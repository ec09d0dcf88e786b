import { createListeners } from './listeners.ts';

/** A value kept outside React: read with `get` (or `useStore`), changed with `set`, watched with `subscribe`. */
export interface Store<T> {
  // Why properties and not methods: they are handed around unbound (useSyncExternalStore(store.subscribe, store.get)).
  /** The value now. */
  readonly get: () => T;
  /** Replaces the value; listeners are told only when it really changed (`Object.is`). */
  readonly set: (next: T) => void;
  /** Sets the value computed from the current one. */
  readonly update: (change: (current: T) => T) => void;
  /** Calls `listener` after every change; answers the function that stops it. */
  readonly subscribe: (listener: () => void) => () => void;
}

// Why stores outside React: the query client's error hooks, main's events, the grid and the drawers
// report to them from anywhere, and the screens that show them are mounted elsewhere.
/** A small external store, the one helper every store of the page is built on. */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = createListeners();
  const set = (next: T): void => {
    if (Object.is(next, value)) return;
    value = next;
    listeners.emit();
  };
  return {
    get: () => value,
    set,
    update: (change) => set(change(value)),
    subscribe: (listener) => listeners.add(listener),
  };
}
