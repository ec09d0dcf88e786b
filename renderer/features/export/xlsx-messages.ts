import type { SheetCell } from './export-table.ts';
import type { XlsxSheetStart } from './xlsx-writer.ts';

/** What the page tells the XLSX worker: start a sheet, add rows, finish the file (in this order). */
export type XlsxRequest =
  ({ kind: 'start' } & XlsxSheetStart) | { kind: 'rows'; rows: SheetCell[][] } | { kind: 'finish' };

/** What the XLSX worker answers: the file, or why it could not write it. */
export type XlsxAnswer = { kind: 'done'; file: Blob } | { kind: 'failed'; message: string };
