import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { customerAreaState, useCloseCustomer } from '../customer-area/index.ts';
import { closeCardTab } from './card-store.ts';
import { cardRecordKey } from './use-card-record.ts';

/**
 * Closes a client's card tab, ends the client-area sessions opened for that client and forgets the record read
 * for it. Why: a card visit opens a session on the provider's server, and without this every call of the day
 * left one behind. The client's next card reads the record afresh, which says whether main now holds a
 * password (one typed in this card), so that card opens the area again by itself.
 */
export function useCloseCard(): (clientId: number) => void {
  const { mutate } = useCloseCustomer();
  const queryClient = useQueryClient();
  return useCallback(
    (clientId: number) => {
      closeCardTab(clientId);
      queryClient.removeQueries({ queryKey: cardRecordKey(clientId), exact: true });
      for (const customer of customerAreaState().customers)
        if (customer.clientPk === clientId) mutate(customer.customerId);
    },
    [mutate, queryClient],
  );
}
