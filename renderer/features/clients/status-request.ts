import { createStore } from '../../store/create-store.ts';

// Why a request: the dashboard asks before the clients screen is mounted (as the filter builder's filter-request.ts);
// the list takes it as its first state.
const everyStatus = createStore(false);

/**
 * Asks the client list to open on every status (Todos) the next time it mounts: a dashboard figure counts clients
 * of every status (new this month, an office, a month of the trend), so the list must not hide the inactive ones.
 */
export function showEveryStatusNext(): void {
  everyStatus.set(true);
}

/** Whether the list was asked to open on every status (read as its first state; see clearStatusRequest). */
export function everyStatusRequested(): boolean {
  return everyStatus.get();
}

/** Marks the request as taken. */
export function clearStatusRequest(): void {
  everyStatus.set(false);
}
