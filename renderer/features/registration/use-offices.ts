import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';

/** The react-query key of the offices list. */
export const officesKey = ['clients', 'offices'] as const;

/** The offices the server knows (those holding clients); read once per session, they rarely change. */
export function useOffices() {
  return useQuery({
    queryKey: officesKey,
    queryFn: async () => unwrap(await desk.clientsOffices({})).offices,
    staleTime: 10 * 60_000,
  });
}
