import type { AuditEntry } from '../../../shared/ipc/audit-schema.ts';

/** What describing an entry needs: the feature's words, a field's label, and how a value shows (masked or not). */
export interface DetailWords {
  change: (field: string, before: string, after: string) => string;
  /** A value given where there was none before (a registration, a support order): no "(vazio) →". */
  set: (field: string, value: string) => string;
  empty: string;
  revealed: (field: string) => string;
  /** A reveal other than "Revelar": the fields an edit form showed, or the contact a message went to. */
  revealedFor: (purpose: NonNullable<AuditEntry['purpose']>, fields: string) => string;
  exportOf: (scope: string, rows: number, formats: string, unmasked: boolean | undefined) => string;
  /** An export that did not end with its file saved: failed, or cancelled by the operator. */
  exportEnded: (outcome: 'failed' | 'cancelled') => string;
  dossier: (formats: string) => string;
  passwordChanged: string;
  /** A field's label; `clientType` ('0', '1') when the entry says it, so a company's fields read as a company's. */
  fieldLabel: (field: string, clientType?: string) => string;
  /** A value of a field as the screen shows it (the page masks personal data as its policy says). */
  value: (field: string, value: string) => string;
}

/** A journaled value as the screen shows it: empty named as such, anything else as `words.value` shows it. */
export function shownChangeValue(field: string, value: string | null, words: DetailWords): string {
  return value === null ? words.empty : words.value(field, value);
}

// Why: a support order journals its task kind's name beside its number (task_name); the number then says nothing.
const hiddenWhenNamed = (field: string, entry: AuditEntry): boolean =>
  field === 'task_pk' && (entry.changes ?? []).some((change) => change.field === 'task_name' && change.after !== null);

/** The lines that say what an entry did: changed fields (before → after), the field revealed, the export or dossier. */
export function entryDetails(entry: AuditEntry, words: DetailWords): string[] {
  const clientType = entry.changes?.find((change) => change.field === 'client_type')?.after ?? undefined;
  switch (entry.kind) {
    case 'reveal': {
      const labels = (entry.fields ?? (entry.field === undefined ? [] : [entry.field])).map((field) =>
        words.fieldLabel(field),
      );
      return entry.purpose
        ? [words.revealedFor(entry.purpose, labels.join(', '))]
        : [words.revealed(words.fieldLabel(entry.field ?? ''))];
    }
    case 'export':
      return [
        words.exportOf(entry.scope ?? 'clients', entry.rows ?? 0, (entry.formats ?? []).join(', '), entry.unmasked),
        ...(entry.outcome === 'failed' || entry.outcome === 'cancelled' ? [words.exportEnded(entry.outcome)] : []),
      ];
    case 'dossier':
      return [words.dossier((entry.formats ?? []).join(', '))];
    case 'customer.password-change':
      return [words.passwordChanged];
    case 'client.create':
    case 'support-order.create':
      // Why each value alone: nothing was there before a registration or an order, so "before" says nothing.
      return (entry.changes ?? []).flatMap((change) =>
        change.after === null || hiddenWhenNamed(change.field, entry)
          ? []
          : [words.set(words.fieldLabel(change.field, clientType), words.value(change.field, change.after))],
      );
    case 'client.update':
    case 'privacy.masking':
    case 'client.remove':
    case 'client.reactivate':
      return (entry.changes ?? []).map((change) =>
        words.change(
          words.fieldLabel(change.field, clientType),
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
