import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { createStore } from '../../store/create-store.ts';
import { createListeners } from '../../store/listeners.ts';
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

/** The active status of client_status (0): where a reactivated client goes. */
export const activeStatus = 0;

/** The action a client's status suggests: reactivate a removed client, remove any other. */
export function actionFor(client: Pick<ClientRecord, 'client_status'>): StatusAction {
  return client.client_status === removedStatus ? 'reactivate' : 'remove';
}

/** Asks to remove or reactivate clients (from the grid, the detail panel or the keyboard); a confirmation follows. */
export function requestStatusChange(action: StatusAction, clients: readonly ClientRecord[]): void {
  if (clients.length === 0 || current.get()) return;
  current.set({ action, clients, id: nextId++ });
}

const changes = createListeners<[clientPk: number, status: number]>();

/** Tells the listeners a client's status after a remove or reactivate the server confirmed. */
export function reportStatusChange(clientPk: number, status: number): void {
  changes.emit(clientPk, status);
}

/**
 * Listens to the status changes the server confirmed (the grid's detail panel follows them: a removed client may
 * leave a list of active clients, and the panel must not go on saying "Ativo"); answers the removal.
 */
export const onStatusChange = changes.add;

/** Ends the current status change (dialog closed). */
export function endStatusChange(): void {
  current.set(undefined);
}

/** The status change being confirmed or run, if any. */
export function useStatusChangeRequest(): StatusChangeRequest | undefined {
  return useStore(current);
}
