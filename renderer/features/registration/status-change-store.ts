import { useSyncExternalStore } from 'react';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';

/** Remove (cur_client_status 0) or reactivate (1). */
export type StatusAction = 'remove' | 'reactivate';

/** A status change the user asked for, waiting for confirmation or running. */
export interface StatusChangeRequest {
  readonly action: StatusAction;
  readonly clients: readonly ClientRecord[];
  readonly id: number;
}

let current: StatusChangeRequest | undefined;
let nextId = 1;
const listeners = new Set<() => void>();
const notify = (): void => listeners.forEach((listener) => listener());

/** The removed status of client_status (3); such a client is offered "reactivate" instead of "remove". */
export const removedStatus = 3;

/** The action a client's status suggests: reactivate a removed client, remove any other. */
export function actionFor(client: Pick<ClientRecord, 'client_status'>): StatusAction {
  return client.client_status === removedStatus ? 'reactivate' : 'remove';
}

/** Asks to remove or reactivate clients (from the grid, the detail panel or the keyboard); a confirmation follows. */
export function requestStatusChange(action: StatusAction, clients: readonly ClientRecord[]): void {
  if (clients.length === 0 || current) return;
  current = { action, clients, id: nextId++ };
  notify();
}

/** Ends the current status change (dialog closed). */
export function endStatusChange(): void {
  current = undefined;
  notify();
}

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The status change being confirmed or run, if any. */
export function useStatusChangeRequest(): StatusChangeRequest | undefined {
  return useSyncExternalStore(subscribe, () => current);
}
