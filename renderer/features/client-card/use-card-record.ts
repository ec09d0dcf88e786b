import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';
import { cardSeed } from './card-store.ts';

// Why under 'clients': a save or a status change invalidates ['clients'], so the card shows the new record.
/** The react-query key of the record a card shows. */
export const cardRecordKey = (clientId: number) => ['clients', 'card', clientId] as const;

/** The card's read of its client: the record (null when the server has no such client) and, from the local copy, when it was fetched. */
interface CardRead {
  record: ClientRecord | null;
  cachedAt?: number | undefined;
}

const cardReadOptions = (clientId: number) => ({
  queryKey: cardRecordKey(clientId),
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<CardRead> =>
    unwrap(await desk.clientsGet({ client_pk: clientId }, { signal, idPrefix: 'client-card' })),
  staleTime: 30_000,
  // Why updated at 0: the opener's copy paints the header at once and is read again from the server at once.
  initialData: (): CardRead | undefined => {
    const seed = cardSeed(clientId);
    return seed ? { record: seed } : undefined;
  },
  initialDataUpdatedAt: 0,
});

/** Reads the client a card shows (null when the server has no such client); read again after an edit. */
export function useCardRecord(clientId: number) {
  return useQuery({ ...cardReadOptions(clientId), select: (read) => read.record });
}

/** When the record the card shows was fetched, when it came from the local copy (issue 46); undefined when the server answered. */
export function useCardCachedAt(clientId: number): number | undefined {
  return useQuery({ ...cardReadOptions(clientId), select: (read) => read.cachedAt }).data;
}

/**
 * Whether the record a card shows is its own read of the client, not its opener's copy (stamped 0 above); a read
 * that failed leaves the copy as the best there is.
 */
export function isOwnRead(query: Pick<UseQueryResult, 'dataUpdatedAt' | 'isError'>): boolean {
  return query.dataUpdatedAt > 0 || query.isError;
}
