import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';

/** The react-query key of one client record as the edit form read it. */
export function clientRecordKey(clientPk: number) {
  return ['clients', 'record', clientPk] as const;
}

/** Reads the record an edit form opens with; never refreshed under the user (the save compares instead). */
export function useClientRecord(clientPk: number | undefined) {
  return useQuery({
    queryKey: clientRecordKey(clientPk ?? 0),
    queryFn: async () => unwrap(await desk.clientsGet({ client_pk: clientPk ?? 0 })).record,
    enabled: clientPk !== undefined,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
