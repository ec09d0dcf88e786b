import { createStore } from '../../store/create-store.ts';
import { useStore } from '../../store/use-store.ts';

// Why a request and not a flag of the panel: the panel lives on the clients screen, which may not be mounted
// yet when the command palette asks (it goes to the clients first); the panel takes the request when it mounts.
const requested = createStore(false);

/** Asks the clients screen's filter panel to open (the command palette's "filters"); it opens once mounted. */
export function openFilterBuilder(): void {
  requested.set(true);
}

/** Whether an open was asked and not yet taken. */
export function useOpenRequested(): boolean {
  return useStore(requested);
}

/** Marks the request as taken. */
export function takeOpenRequest(): void {
  requested.set(false);
}
