import { useEffect, useRef } from 'react';
import { useServerNeeded } from '../session/index.ts';
import { useOpenCustomer } from './customer-queries.ts';
import type { OpenCustomer } from './customer-store.ts';

// Why module-wide: a card and the customer-area screen may show the same customer; one reopen replaces it for both.
const reopening = new Set<string>();

/**
 * Opens a customer's real area in place of one opened from the local copy (issue 46: `cachedAt`, read-only) once the
 * server answers again, while it is `shown`: once per return of the connection (if the server fails it again, main
 * answers from the copy again, and the next return tries again). Only for an area opened for a client (`clientPk`):
 * main then uses the password it keeps; a password the clerk typed is not kept, and that area says to reopen it.
 */
export function useReopenFromCopy(customer: OpenCustomer | undefined, shown: boolean): void {
  const { connection } = useServerNeeded();
  const { mutateAsync } = useOpenCustomer();
  const triedThisReturn = useRef(false);
  const fromCopy = customer?.cachedAt !== undefined && customer.clientPk !== undefined ? customer : undefined;
  const id = fromCopy?.customerId;
  const username = fromCopy?.username;
  const clientPk = fromCopy?.clientPk;
  const label = fromCopy?.label;
  useEffect(() => {
    if (connection !== 'online') triedThisReturn.current = false;
    if (connection !== 'online' || !shown || triedThisReturn.current) return;
    if (id === undefined || username === undefined || clientPk === undefined || reopening.has(id)) return;
    triedThisReturn.current = true;
    reopening.add(id);
    void mutateAsync({ username, clientPk, ...(label ? { label } : {}), replaces: id })
      .catch(() => undefined)
      .finally(() => reopening.delete(id));
  }, [connection, shown, id, username, clientPk, label, mutateAsync]);
}
