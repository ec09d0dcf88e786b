import { useSyncExternalStore } from 'react';
import type { Store } from './create-store.ts';

/** A store's value, rendering the component again whenever it changes. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get);
}
