import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';
import { clientName } from './client-name.ts';
import { activeStatus, reportStatusChange } from './status-change-store.ts';

/** "Desfazer" of a removal's toast: reactivates the client (journaled like any reactivation) and says how it went. */
export async function undoRemove(
  client: ClientRecord,
  queryClient: QueryClient,
  t: TFunction<'registration'>,
): Promise<void> {
  const name = clientName(client);
  try {
    unwrap(await desk.clientsSetRemoved({ client_pk: client.client_pk, cur_client_status: 1 }));
    reportStatusChange(client.client_pk, activeStatus);
    notifications.show({ message: t('status_change.reactivated', { name }), color: 'green' });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    notifications.show({ message: t('status_change.undoFailed', { name, message }), color: 'red' });
  }
  void queryClient.invalidateQueries({ queryKey: ['clients'] });
  void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
}
