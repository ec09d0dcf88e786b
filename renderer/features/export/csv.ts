/** One cell of a table to export: text as the grid shows it, or a raw number. */
export type ExportCell = string | number;

// Why a BOM: Excel reads a CSV without one in the machine's legacy code page (Windows-1252 in Brazil), turning "João" into "JoÃ£o".
const bom = '\uFEFF';
// Why `;`: pt-BR Excel uses the comma as the decimal mark, so it splits CSV columns on the semicolon (the list separator).
const separator = ';';
// Why CRLF: RFC 4180 ends records with CRLF, and Excel on Windows expects it.
const lineEnd = '\r\n';

/**
 * Text that a spreadsheet would run as a formula: a leading `'` makes it plain text (CSV injection — a
 * client name like `=HYPERLINK(...)` typed in by anyone must not run on the operator's machine).
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One CSV field: formula-neutralised, and quoted per RFC 4180 when it holds a quote, the separator or a line break. */
export function csvField(cell: ExportCell): string {
  // Why numbers stay as they are: a negative number is data, not a formula.
  const text = typeof cell === 'number' ? String(cell) : neutralizeFormula(cell);
  return /["\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV file (UTF-8 with BOM, `;`-separated, CRLF) from a header row and data rows. */
export function buildCsv(header: readonly string[], rows: readonly (readonly ExportCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(separator));
  return bom + lines.map((line) => line + lineEnd).join('');
}
