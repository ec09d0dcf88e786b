/** A list of listeners: added one by one (each with its own removal), all called by `emit`. */
export interface Listeners<Args extends unknown[] = []> {
  /** Adds a listener; answers the function that removes it. */
  readonly add: (listener: (...args: Args) => void) => () => void;
  /** Calls every listener added and not removed, in the order added. */
  readonly emit: (...args: Args) => void;
  /** How many listeners are added now. */
  readonly size: number;
}

/** A new, empty list of listeners (the one place the page keeps listeners by hand). */
export function createListeners<Args extends unknown[] = []>(): Listeners<Args> {
  const listeners = new Set<(...args: Args) => void>();
  return {
    add: (listener) => {
      // Why a wrapper: the same function added twice is two listeners, each removed by its own removal.
      const entry = (...args: Args): void => listener(...args);
      listeners.add(entry);
      return () => void listeners.delete(entry);
    },
    emit: (...args) => {
      // Why a copy: a listener may remove itself (or another) while the list is being called.
      for (const listener of [...listeners]) listener(...args);
    },
    get size() {
      return listeners.size;
    },
  };
}
