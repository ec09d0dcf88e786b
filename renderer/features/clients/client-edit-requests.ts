import { useEffect, useRef } from 'react';

/** Told the number of a client the user asked to edit. */
export type ClientEditListener = (clientPk: number) => void;

const listeners = new Set<ClientEditListener>();

/** Asks to edit a client (Enter or double-click in the grid); false when no screen handles it yet. */
export function requestClientEdit(clientPk: number): boolean {
  listeners.forEach((listener) => listener(clientPk));
  return listeners.size > 0;
}

/** Handles the grid's edit requests while the calling component is mounted (the registration feature). */
export function useClientEditRequests(listener: ClientEditListener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const forward: ClientEditListener = (clientPk) => latest.current(clientPk);
    listeners.add(forward);
    return () => void listeners.delete(forward);
  }, []);
}
