import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CacheState } from '../../../shared/ipc/contract.ts';
import { unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';
import { useDeskEvent } from '../../api/use-desk-event.ts';

/** The react-query key of the local copy's state. */
export const cacheStateKey = ['local-copy', 'state'] as const;

/** The local copy's state (`cache:state`), kept current by main's `cache:changed` (opened, wiped, a refresh's progress). */
export function useCacheState() {
  const queryClient = useQueryClient();
  useDeskEvent('cache:changed', (state) => queryClient.setQueryData<CacheState>(cacheStateKey, state));
  return useQuery({
    queryKey: cacheStateKey,
    queryFn: async () => unwrap(await desk.cacheState({})),
    staleTime: Infinity,
  });
}
