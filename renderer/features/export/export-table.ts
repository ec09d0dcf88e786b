import type { TFunction } from 'i18next';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { findClientField, type ClientField } from '../../grid/client-fields.ts';
import type { ColumnPrefs } from '../../grid/column-prefs.ts';
import { fieldText } from '../../grid/cell-text.ts';
import type { ExportCell } from './csv.ts';
import { excelDateOf, type ExcelDate } from './excel-date.ts';
// Why the pure files and not the layer's index: the table is built without the page's facade (and unit-tested so).
import { personalFieldText } from '../../privacy/personal-text.ts';
import { maskKindOfField } from '../../privacy/masked-fields.ts';
import { isMasked, type MaskingPolicy } from '../../privacy/masking-rules.ts';

/** One cell of a spreadsheet: text, a number, or a date (a spreadsheet's own kind of value). */
export type SheetCell = ExportCell | ExcelDate;

/** A table ready to write: translated headers and one row of cells per client. */
export interface ExportTable<Cell = ExportCell> {
  header: string[];
  rows: Cell[][];
}

/** Where the table goes: a spreadsheet file gets numbers as numbers. */
export type ExportTarget = 'csv' | 'xlsx';

/** The visible columns, in the user's order, as fields the grid knows. */
export function exportColumns(prefs: ColumnPrefs): ClientField[] {
  return prefs.filter((pref) => pref.visible).flatMap((pref) => findClientField(pref.id) ?? []);
}

/**
 * The grid's visible columns as a table. Every value is the text the grid shows (formatted CPF/CNPJ and zip
 * codes, dates dd/mm/aaaa, status names) — except, for XLSX, number fields (client and office codes), written
 * as numbers so the spreadsheet sorts and sums them, and dates not masked, written as dates (with their time
 * when they have one) so it sorts and filters them as dates; CSV has no types, so it gets the text. With a
 * masking policy, personal values are masked as on screen; without one (the operator chose so) they are whole.
 */
export function exportTable(
  records: readonly ClientRecord[],
  prefs: ColumnPrefs,
  t: TFunction<'clients'>,
  target: 'csv',
  mask?: MaskingPolicy | null,
): ExportTable;
/** The grid's visible columns as a spreadsheet's table (see above). */
export function exportTable(
  records: readonly ClientRecord[],
  prefs: ColumnPrefs,
  t: TFunction<'clients'>,
  target: ExportTarget,
  mask?: MaskingPolicy | null,
): ExportTable<SheetCell>;
export function exportTable(
  records: readonly ClientRecord[],
  prefs: ColumnPrefs,
  t: TFunction<'clients'>,
  target: ExportTarget,
  mask: MaskingPolicy | null = null,
): ExportTable<SheetCell> {
  const columns = exportColumns(prefs);
  const cell = (field: ClientField, value: unknown): SheetCell => {
    if (target === 'xlsx' && field.kind === 'number' && typeof value === 'number' && Number.isFinite(value))
      return value;
    if (target === 'xlsx' && field.kind === 'date' && typeof value === 'string' && !masked(field)) {
      const date = excelDateOf(value);
      if (date) return date;
    }
    return mask ? personalFieldText(field, value, t, mask) : fieldText(field, value, t, 'grid');
  };
  const masked = (field: ClientField) => mask !== null && isMasked(mask, maskKindOfField(field.id));
  return {
    header: columns.map((field) => t(`field.${field.id}`)),
    rows: records.map((record) => columns.map((field) => cell(field, record[field.id]))),
  };
}
