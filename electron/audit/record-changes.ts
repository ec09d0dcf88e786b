import type { AuditChange } from '../../shared/ipc/audit-schema.ts';

// Why never a password: the journal records that a password changed, never the password itself (nor the
// field `client_password_known`, which only says whether main knows one).
const ignored = (field: string): boolean => /password/i.test(field) || field.startsWith('_') || field === 'client_pk';

/** A value as the journal shows it: text, or null for empty or absent. */
export function shownValue(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The values a create sent (never a password), as changes from nothing. */
export function createdValues(sent: Readonly<Record<string, unknown>>): AuditChange[] {
  return Object.keys(sent)
    .filter((field) => !ignored(field))
    .map((field) => ({ field, before: null, after: shownValue(sent[field]) }))
    .filter((change) => change.after !== null);
}

/**
 * The fields an update changed, with their values before and after. Both records are the server's own reads
 * (before the write and after its confirmation), so formats match and only real changes show; when the read
 * after failed, the values sent stand for "after" on the fields sent.
 */
export function changedValues(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
  sent: Readonly<Record<string, unknown>>,
): AuditChange[] {
  const afterValues = after ?? sent;
  const fields = after ? new Set([...Object.keys(before ?? {}), ...Object.keys(after)]) : new Set(Object.keys(sent));
  const changes: AuditChange[] = [];
  for (const field of [...fields].sort()) {
    if (ignored(field)) continue;
    const was = shownValue(before?.[field]);
    const now = shownValue(afterValues[field]);
    if (was !== now) changes.push({ field, before: was, after: now });
  }
  return changes;
}

/** A client's name from a record or an answer: name and last name. */
export function clientName(record: Readonly<Record<string, unknown>> | null | undefined): string | undefined {
  if (!record) return undefined;
  const name = [record.client_name, record.client_lastname].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return name.length > 0 ? name.join(' ') : undefined;
}
