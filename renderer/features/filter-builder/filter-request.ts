import type { Filter } from '../../../shared/filter/model.ts';
import { createStore } from '../../store/create-store.ts';
import { useStore } from '../../store/use-store.ts';

// Why a request (as open-request.ts): the dashboard asks before the clients screen is mounted; the screen's
// filter takes it when it mounts, after the profile's default filter, so what the clerk clicked wins.
const requested = createStore<Filter | undefined>(undefined);

/** Asks the clients screen to show the clients of `filter` (the dashboard's cards): applied as the builder's filter. */
export function showClientsFiltered(filter: Filter): void {
  requested.set(filter);
}

/** The filter asked for and not yet applied. */
export function useRequestedFilter(): Filter | undefined {
  return useStore(requested);
}

/** Marks the request as applied. */
export function takeRequestedFilter(): void {
  requested.set(undefined);
}
