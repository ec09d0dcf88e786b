import type { TFunction } from 'i18next';
import type { Dossier } from './dossier-schema.ts';
import type { Sheet } from './sheet-content.ts';

/** The key the dossier file keeps the original record under, exactly as the server sent it (dossierSchema). */
export const originalRecordKey = 'registro_original';

/**
 * The dossier's JSON file: first the data in words a data subject reads (the registration sheet's labels and
 * formatted values: "Data de nascimento": "15/03/1980", each list as rows of labelled values), then the original
 * record beside it, whole and unmasked, for whoever needs the fields as the system keeps them.
 */
export function dossierJson(dossier: Dossier, sheet: Sheet, t: TFunction<'dossier'>): string {
  const readable: Record<string, unknown> = {};
  for (const meta of sheet.meta) readable[meta.label] = meta.value;
  for (const block of sheet.blocks)
    readable[block.title] =
      block.kind === 'fields'
        ? Object.fromEntries(block.fields.map((field) => [field.label, field.value]))
        : block.rows.map((row) =>
            Object.fromEntries(block.columns.map((column, index) => [column.label, row[index] ?? ''])),
          );
  return `${JSON.stringify({ [t('json.readable')]: readable, [originalRecordKey]: dossier }, null, 2)}\n`;
}
