import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';

/** A client's name as a person reads it: the complete name the server sends, or name and surname. */
export function clientName(
  client: Pick<ClientRecord, 'client_complete_name' | 'client_name' | 'client_lastname'>,
): string {
  return client.client_complete_name ?? [client.client_name, client.client_lastname].filter(Boolean).join(' ');
}
