import type { TFunction } from 'i18next';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { findClientField, type ClientField } from '../../grid/client-fields.ts';
import type { ColumnPrefs } from '../../grid/column-prefs.ts';
import { fieldText } from '../../grid/cell-text.ts';
import type { ExportCell } from './csv.ts';
// Why the pure files and not the layer's index: the table is built without the page's facade (and unit-tested so).
import { personalFieldText } from '../../privacy/personal-text.ts';
import type { MaskingPolicy } from '../../privacy/masking-rules.ts';

/** A table ready to write: translated headers and one row of cells per client. */
export interface ExportTable {
  header: string[];
  rows: ExportCell[][];
}

/** Where the table goes: a spreadsheet file gets numbers as numbers. */
export type ExportTarget = 'csv' | 'xlsx';

/** The visible columns, in the user's order, as fields the grid knows. */
export function exportColumns(prefs: ColumnPrefs): ClientField[] {
  return prefs.filter((pref) => pref.visible).flatMap((pref) => findClientField(pref.id) ?? []);
}

/**
 * The grid's visible columns as a table. Every value is the text the grid shows (formatted CPF/CNPJ and zip
 * codes, dates dd/mm/aaaa, status names) — except number fields (client and office codes), which XLSX gets
 * raw so the spreadsheet sorts and sums them as numbers; CSV has no types, so it gets the text. With a
 * masking policy, personal values are masked as on screen; without one (the operator chose so) they are whole.
 */
export function exportTable(
  records: readonly ClientRecord[],
  prefs: ColumnPrefs,
  t: TFunction<'clients'>,
  target: ExportTarget,
  mask: MaskingPolicy | null = null,
): ExportTable {
  const columns = exportColumns(prefs);
  const cell = (field: ClientField, value: unknown): ExportCell => {
    if (target === 'xlsx' && field.kind === 'number' && typeof value === 'number' && Number.isFinite(value))
      return value;
    return mask ? personalFieldText(field, value, t, mask) : fieldText(field, value, t, 'grid');
  };
  return {
    header: columns.map((field) => t(`field.${field.id}`)),
    rows: records.map((record) => columns.map((field) => cell(field, record[field.id]))),
  };
}
