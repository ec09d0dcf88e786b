import { createContext, use, useSyncExternalStore } from 'react';
import { createSessionExpiry, type SessionExpiry } from './session-expiry.ts';

/** The session-expiry store of the app (the query client reports to the same one). */
export const SessionExpiryContext = createContext<SessionExpiry>(createSessionExpiry());

/** The expiry store, and whether the session is expired right now. */
export function useSessionExpiry(): { expiry: SessionExpiry; expired: boolean } {
  const expiry = use(SessionExpiryContext);
  const expired = useSyncExternalStore(expiry.subscribe, expiry.isExpired);
  return { expiry, expired };
}
