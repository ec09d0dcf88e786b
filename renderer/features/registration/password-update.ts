import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { clientUpdateSchema, type ClientUpdateInput } from '../../../shared/registration/registration-schema.ts';
import { formBody, recordValues } from './client-form-values.ts';

/** The update that gives a client a new client-area password, or the record's fields the shared schema refuses. */
export type PasswordUpdate = { ok: true; input: ClientUpdateInput } | { ok: false; fields: string[] };

/**
 * The update body for a new client-area password: every registration field as the record holds it (the interface
 * replaces the columns an update sends, so none is left out) and the password with its confirmation. Why through
 * the edit form's own mapping and schema: the same values the edit form would send, checked the same way.
 */
export function passwordUpdate(record: ClientRecord, password: string): PasswordUpdate {
  const values = { ...recordValues(record), client_password: password, client_password1: password };
  const parsed = clientUpdateSchema.safeParse(formBody(values, record.client_pk));
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, fields: [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))] };
}
