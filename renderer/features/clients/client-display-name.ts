import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';

/** A client's name as a person reads it: the complete name, else name and last name, else its number. */
export function clientDisplayName(record: ClientRecord): string {
  return (
    record.client_complete_name?.trim() ||
    [record.client_name, record.client_lastname].filter(Boolean).join(' ').trim() ||
    `#${record.client_pk}`
  );
}
