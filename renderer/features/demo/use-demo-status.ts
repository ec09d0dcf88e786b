import { useQuery } from '@tanstack/react-query';
import { desk } from '../../api/desk.ts';
import { unwrap } from '../../api/desk-error.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** The embedded demo service's state (kept current by the shell from the `demo:status` event). */
export function useDemoStatus() {
  return useQuery({
    queryKey: queryKeys.demoStatus,
    queryFn: async () => unwrap(await desk.demoStatus({})),
    staleTime: Infinity,
  });
}
