import type { ClientFieldId } from '../grid/client-fields.ts';
import { plainText } from '../grid/cell-text.ts';
import { desk } from '../api/desk.ts';
import { unwrap } from '../api/desk-error.ts';
import { maskedClientFields } from './masked-fields.ts';
import { isMasked, type MaskingPolicy } from './masking-rules.ts';

/**
 * The fields of a client record that would show whole in a form but are masked under `policy` (a value to hide):
 * what opening the record's edit form reveals, in the record's field order.
 */
export function formRevealFields(record: Readonly<Record<string, unknown>>, policy: MaskingPolicy): ClientFieldId[] {
  return (Object.keys(maskedClientFields) as ClientFieldId[]).filter(
    (field) => isMasked(policy, maskedClientFields[field]) && plainText(record[field]).trim() !== '',
  );
}

/**
 * Journals one reveal of every field an edit form is about to show whole (`audit:record`, `reveal-form`); resolves
 * once main has it, rejects when it could not (the form then stays closed: nothing is shown unrecorded).
 */
export async function journalFormReveal(clientPk: number, fields: readonly string[]): Promise<void> {
  unwrap(await desk.auditRecord({ kind: 'reveal-form', clientPk, fields: [...fields] }));
}
