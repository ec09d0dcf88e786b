import type { CacheState } from '../../shared/ipc/contract.ts';
import type { Operations } from './operation-types.ts';

/** The local copy's state when none is open (nobody signed in, or the copy is not built yet). */
export const noCacheState: CacheState = {
  status: 'signed-out',
  clients: 0,
  customers: 0,
  sizeBytes: 0,
  lastRefreshAt: null,
  refresh: null,
};

/** The branch office's local copy (issue 46): its state and the clerk's wipe. */
export function cacheOperations(): Pick<Operations, 'cache:state' | 'cache:wipe'> {
  return {
    'cache:state': async () => noCacheState,
    'cache:wipe': async () => noCacheState,
  };
}
