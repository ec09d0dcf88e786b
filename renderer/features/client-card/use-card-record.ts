import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';

// Why under 'clients': a save or a status change invalidates ['clients'], so the card shows the new record.
/** The react-query key of the record a card shows. */
export const cardRecordKey = (clientId: number) => ['clients', 'card', clientId] as const;

/** Reads the client a card shows (null when the server has no such client); read again after an edit. */
export function useCardRecord(clientId: number) {
  return useQuery({
    queryKey: cardRecordKey(clientId),
    queryFn: async ({ signal }) =>
      unwrap(await desk.clientsGet({ client_pk: clientId }, { signal, idPrefix: 'client-card' })).record,
    staleTime: 30_000,
  });
}
