import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';
import { cardSeed } from './card-store.ts';

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
    // Why updated at 0: the opener's copy paints the header at once and is read again from the server at once.
    initialData: () => cardSeed(clientId),
    initialDataUpdatedAt: 0,
  });
}

/**
 * Whether the record a card shows is its own read of the client, not its opener's copy (stamped 0 above); a read
 * that failed leaves the copy as the best there is.
 */
export function isOwnRead(query: Pick<UseQueryResult, 'dataUpdatedAt' | 'isError'>): boolean {
  return query.dataUpdatedAt > 0 || query.isError;
}
