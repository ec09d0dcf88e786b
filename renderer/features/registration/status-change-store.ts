import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { createStore } from '../../store/create-store.ts';
import { useStore } from '../../store/use-store.ts';

/** Remove (cur_client_status 0) or reactivate (1). */
export type StatusAction = 'remove' | 'reactivate';

/** A status change the user asked for, waiting for confirmation or running. */
export interface StatusChangeRequest {
  readonly action: StatusAction;
  readonly clients: readonly ClientRecord[];
  readonly id: number;
}

const current = createStore<StatusChangeRequest | undefined>(undefined);
let nextId = 1;

/** The removed status of client_status (3); such a client is offered "reactivate" instead of "remove". */
export const removedStatus = 3;

/** The action a client's status suggests: reactivate a removed client, remove any other. */
export function actionFor(client: Pick<ClientRecord, 'client_status'>): StatusAction {
  return client.client_status === removedStatus ? 'reactivate' : 'remove';
}

/** Asks to remove or reactivate clients (from the grid, the detail panel or the keyboard); a confirmation follows. */
export function requestStatusChange(action: StatusAction, clients: readonly ClientRecord[]): void {
  if (clients.length === 0 || current.get()) return;
  current.set({ action, clients, id: nextId++ });
}

/** Ends the current status change (dialog closed). */
export function endStatusChange(): void {
  current.set(undefined);
}

/** The status change being confirmed or run, if any. */
export function useStatusChangeRequest(): StatusChangeRequest | undefined {
  return useStore(current);
}
