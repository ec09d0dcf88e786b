import type { ExportTable } from './export-table.ts';

/** An XLSX workbook (one sheet, bold header) of a table; the library loads only now, keeping the first screen small. */
export async function buildXlsx(table: ExportTable, sheetName: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = table.header.map((value) => ({ value, fontWeight: 'bold' as const }));
  // Why '' becomes null: an empty string would still write an empty text cell.
  const rows = table.rows.map((row) => row.map((value) => (value === '' ? null : value)));
  return writeXlsxFile([header, ...rows], { sheet: sheetName, stickyRowsCount: 1 }).toBlob();
}
