import { useEffect, useState } from 'react';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { useCustomerArea, useOpenCustomer, useReopenFromCopy } from '../customer-area/index.ts';
import { cardSession, shouldOpenInBackground, type CardSession } from './card-session.ts';
import { useCardState } from './card-store.ts';

// Why module-wide: React's development double effects and two cards of one customer must not open two sessions.
const inFlight = new Set<string>();

/** A client's display name as the card shows it. */
export function clientName(record: ClientRecord): string {
  return (
    record.client_complete_name?.trim() ||
    [record.client_name, record.client_lastname].filter(Boolean).join(' ').trim() ||
    `#${record.client_pk}`
  );
}

/**
 * The client-area session of a card's client: reused when open, opened in the background when main knows the
 * password, or from the local copy when the record came from it. `confirmed`: the record is the card's own read (not its
 * opener's copy); `fromCopy`: that read was answered by the local copy (issue 46).
 */
export function useCardSession(record: ClientRecord, confirmed: boolean, fromCopy = false): CardSession {
  const username = record.client_username?.trim() ?? '';
  const key = username.toLowerCase();
  const area = useCustomerArea();
  const openCustomer = useOpenCustomer();
  const [autoFailed, setAutoFailed] = useState(false);
  const open = key ? area.customers.find((customer) => customer.username.toLowerCase() === key) : undefined;
  const facts = {
    username,
    passwordKnown: record.client_password_known === true,
    open,
    expired: open !== undefined && area.expired.includes(open.customerId),
    opening: openCustomer.isPending || inFlight.has(key),
    autoFailed,
    confirmed,
    fromCopy,
  };
  // Why only with its tab open: a card being closed ends its client's sessions and re-renders once more before it
  // leaves the screen; without this it would open the area again on its way out (and leave that session behind).
  const tabOpen = useCardState().tabs.some((tab) => tab.id === record.client_pk);
  const start = tabOpen && shouldOpenInBackground(facts);
  const { mutateAsync } = openCustomer;
  const label = clientName(record);
  useEffect(() => {
    if (!start || inFlight.has(key)) return;
    inFlight.add(key);
    // Why no password: main uses the one the server sent in the record; the page never sees it.
    // Why a promise and not the mutate callbacks: those are dropped when the card unmounts meanwhile.
    void mutateAsync({ username, clientPk: record.client_pk, label })
      .catch(() => setAutoFailed(true))
      .finally(() => inFlight.delete(key));
  }, [start, key, username, record.client_pk, label, mutateAsync]);
  // Why (issue 46): an area opened from the local copy only reads it; the real one takes its place when the server is back.
  useReopenFromCopy(open, tabOpen && !facts.expired);
  return cardSession(facts);
}
