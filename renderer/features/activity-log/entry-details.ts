import type { AuditEntry } from '../../../shared/ipc/audit-schema.ts';
import { isMasked, maskedText, maskKindOfField, type MaskingPolicy } from '../../privacy/index.ts';

/** What describing an entry needs: the feature's words, a field's label, and the masking policy in force. */
export interface DetailWords {
  change: (field: string, before: string, after: string) => string;
  empty: string;
  revealed: (field: string) => string;
  exportOf: (scope: string, rows: number, formats: string, unmasked: boolean | undefined) => string;
  dossier: (formats: string) => string;
  passwordChanged: string;
  fieldLabel: (field: string) => string;
  policy: MaskingPolicy;
}

/** A journaled value as the screen shows it: masked like everywhere else when its field is personal data the policy masks. */
export function shownChangeValue(field: string, value: string | null, words: DetailWords): string {
  if (value === null) return words.empty;
  const kind = maskKindOfField(field);
  // Why masked here too: the screen is a list of client data like the grid; the CSV export (journaled) is whole.
  return isMasked(words.policy, kind) ? maskedText(kind, value) : value;
}

/** The lines that say what an entry did: changed fields (before → after), the field revealed, the export or dossier. */
export function entryDetails(entry: AuditEntry, words: DetailWords): string[] {
  switch (entry.kind) {
    case 'reveal':
      return [words.revealed(words.fieldLabel(entry.field ?? ''))];
    case 'export':
      return [
        words.exportOf(entry.scope ?? 'clients', entry.rows ?? 0, (entry.formats ?? []).join(', '), entry.unmasked),
      ];
    case 'dossier':
      return [words.dossier((entry.formats ?? []).join(', '))];
    case 'customer.password-change':
      return [words.passwordChanged];
    case 'client.create':
    case 'client.update':
    case 'client.remove':
    case 'client.reactivate':
    case 'support-order.create':
      return (entry.changes ?? []).map((change) =>
        words.change(
          words.fieldLabel(change.field),
          shownChangeValue(change.field, change.before, words),
          shownChangeValue(change.field, change.after, words),
        ),
      );
  }
}

/** The client of an entry as one line: number, name and client-area user, as far as they are known. */
export function clientLine(entry: AuditEntry): string {
  const client = entry.client;
  if (!client) return '';
  return [client.pk === undefined ? undefined : `#${client.pk}`, client.name, client.username]
    .filter((part): part is string => part !== undefined && part !== '')
    .join(' · ');
}
