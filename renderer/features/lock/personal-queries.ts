import { onlineManager, type Query, type QueryClient } from '@tanstack/react-query';

// What the lock clears from the page's memory: every query of the operator's data (clients, dashboard, the
// customers' lists), not the app's own (settings, profiles, session) under 'app'. One exception: the record an
// open edit form was built on (['clients', 'record', pk], observed): clearing it would unmount the form and lose
// what was typed, and the form shows that one record anyway.
const isPersonal = (query: Query): boolean => {
  const [root, kind] = query.queryKey;
  if (root === 'app') return false;
  return !(root === 'clients' && kind === 'record' && query.getObserversCount() > 0);
};

/**
 * Empties the operator's data from the page's query cache at the lock. Why offline first: the screens stay
 * mounted, and a reset query that is on screen would be fetched again at once; paused, it waits (showing no data)
 * until `resumePersonalQueries`. Main refuses those reads while locked in any case. Mutations that must run under
 * the lock (the unlock, the sign-out) use `networkMode: 'always'` or call `resumeQueries` first.
 */
export async function clearPersonalQueries(queryClient: QueryClient): Promise<void> {
  onlineManager.setOnline(false);
  await queryClient.cancelQueries({ predicate: isPersonal });
  // Why not awaited: the reset's refetch of a query on screen is paused until the unlock, so it settles only then.
  void queryClient.resetQueries({ predicate: isPersonal }).catch(() => undefined);
}

/** Lets the page's reads and writes run again (the unlock, or a sign-out from the lock screen). */
export function resumeQueries(): void {
  onlineManager.setOnline(true);
}

/** After the unlock: the paused reads go on, and everything else is read fresh. */
export async function resumePersonalQueries(queryClient: QueryClient): Promise<void> {
  resumeQueries();
  await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'app' });
}
