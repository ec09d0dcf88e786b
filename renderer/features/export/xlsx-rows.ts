import type { SheetCell } from './export-table.ts';
import { cellStyle, escapeXml } from './xlsx-parts.ts';

// Why removed: XML 1.0 cannot hold these characters at all (control characters, lone surrogates), and a sheet
// with one is a file Excel calls damaged; a client's observation pasted from elsewhere may carry them.
const invalidXml =
  // eslint-disable-next-line no-control-regex -- the control characters are exactly what is matched
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Why: Excel holds at most 32,767 characters in a cell.
const maxCellChars = 32_767;

/** A column's letters as cell references name it (0 → A, 25 → Z, 26 → AA). */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** One text cell (an inline string: the sheet needs no shared-string table, and streams). */
function textCell(text: string, ref: string, style: number): string {
  const clean = text.replace(invalidXml, '').slice(0, maxCellChars);
  if (clean === '') return '';
  const escaped = /[&<>"']/.test(clean) ? escapeXml(clean) : clean;
  // Why preserve: XML would drop the spaces at either end of a text, and a line break is kept either way.
  const space = /^\s|\s$/.test(clean) ? ' xml:space="preserve"' : '';
  const styled = style === cellStyle.plain ? '' : ` s="${style}"`;
  return `<c r="${ref}" t="inlineStr"${styled}><is><t${space}>${escaped}</t></is></c>`;
}

/** One cell: a number as a number, a date as a number with a date format, text as text; nothing for an empty one. */
function cellXml(cell: SheetCell, ref: string): string {
  if (typeof cell === 'number')
    return Number.isFinite(cell) ? `<c r="${ref}"><v>${cell}</v></c>` : textCell(String(cell), ref, cellStyle.plain);
  if (typeof cell === 'string') return textCell(cell, ref, cellStyle.plain);
  const style = cell.withTime ? cellStyle.dateTime : cellStyle.date;
  return `<c r="${ref}" s="${style}"><v>${cell.excelSerial}</v></c>`;
}

/** Writes rows of one sheet as XML: the header row bold, then the data rows, numbered from 1. */
export class SheetRows {
  readonly #columns: string[] = [];
  #next = 1;

  /** The header row (bold), always row 1. */
  header(titles: readonly string[]): string {
    const row = this.#next++;
    const cells = titles.map((title, index) => textCell(title, `${this.#column(index)}${row}`, cellStyle.header));
    return `<row r="${row}">${cells.join('')}</row>`;
  }

  /** Data rows, numbered after those written before. */
  rows(rows: readonly (readonly SheetCell[])[]): string {
    let xml = '';
    for (const cells of rows) {
      const row = this.#next++;
      let inner = '';
      for (let index = 0; index < cells.length; index++)
        inner += cellXml(cells[index] ?? '', `${this.#column(index)}${row}`);
      xml += `<row r="${row}">${inner}</row>`;
    }
    return xml;
  }

  #column(index: number): string {
    return (this.#columns[index] ??= columnName(index));
  }
}

/** Width of each column in characters, from its title and the first rows (bounded, so one long note does not win). */
export function columnWidths(header: readonly string[], rows: readonly (readonly SheetCell[])[]): number[] {
  const sample = rows.slice(0, 500);
  return header.map((title, index) => {
    let widest = title.length + 2;
    for (const row of sample) {
      const cell = row[index];
      const length =
        typeof cell === 'string'
          ? (cell.split('\n')[0] ?? '').length
          : typeof cell === 'number'
            ? String(cell).length
            : cell?.withTime
              ? 16
              : 10;
      widest = Math.max(widest, length + 1);
    }
    return Math.min(60, Math.max(8, widest));
  });
}
