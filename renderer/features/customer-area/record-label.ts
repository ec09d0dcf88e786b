import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';

/** A client's name as the customer-area screens title it: the complete name, else first and last, else its code. */
export function recordLabel(record: ClientRecord): string {
  return (
    record.client_complete_name?.trim() ||
    [record.client_name, record.client_lastname].filter(Boolean).join(' ').trim() ||
    `#${record.client_pk}`
  );
}
