import type { Query, QueryClient } from '@tanstack/react-query';
import type { SessionState } from '../../../shared/ipc/contract.ts';

type Connection = SessionState['connection'];

// Why these roots: their answers come from the provider's server through main (the client list, its cards and search,
// the customers' areas, the dashboard, an invoice's client); the app's own state ('app', the lock, the journal) does not.
const serverRoots = new Set<unknown>(['clients', 'customer-area', 'dashboard', 'invoice-copy', 'palette']);

/** Whether a read was answered from the local copy (issue 46: its answer carries `cachedAt`). */
export function cameFromCopy(data: unknown): boolean {
  return typeof data === 'object' && data !== null && typeof (data as { cachedAt?: unknown }).cachedAt === 'number';
}

/** The grid's and palette's reads of the copy alone (`source: 'cache'`): reading them again only reads the copy again. */
const copyOnly = (key: readonly unknown[]): boolean => key[1] === 'cache' || key[1] === 'search-cache';

/**
 * What to read again now that the server answers (issue 46): a read the copy answered (anywhere: one not on screen is
 * only marked, and read when next shown), and, after the connection was offline, every read of server data on screen
 * (its freshness was unknown meanwhile). Nothing while the connection stays as it was or is not back.
 */
export function reconnectRefresh(before: Connection, after: Connection): ((query: Query) => boolean) | undefined {
  if (after !== 'online' || before === 'online') return undefined;
  const wasOffline = before === 'offline';
  return (query) =>
    !copyOnly(query.queryKey) &&
    (cameFromCopy(query.state.data) || (wasOffline && query.isActive() && serverRoots.has(query.queryKey[0])));
}

/**
 * Reads again, once, what came from the copy or is on screen when the server answers again (`connection:changed`
 * to online): only the queries on screen are fetched (`refetchType: 'active'`), so a reconnect is not a flood.
 */
export function refreshAtReconnect(queryClient: QueryClient, before: Connection, after: Connection): void {
  const predicate = reconnectRefresh(before, after);
  if (predicate) void queryClient.invalidateQueries({ predicate, refetchType: 'active' });
}
