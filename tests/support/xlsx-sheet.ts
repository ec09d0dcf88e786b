import { strFromU8, unzipSync } from 'fflate';

// A small reader of the first sheet of an XLSX file, for tests that look inside what the app exported:
// each cell's kind as the sheet XML stores it and the number format its style gives it.

/** One cell as the sheet stores it. */
export interface SheetCell {
  /** Where it is (`B7`). */
  ref: string;
  /** `n` for a number (a date is a number with a date format), `s` for text (shared or inline). */
  kind: 'n' | 's' | 'b' | 'e';
  /** The text, or the number as written. */
  value: string;
  /** The number format of its style (`dd/mm/yyyy`, `General`…). */
  format: string;
}

/** The first sheet's rows of cells, in order; each row's cells at their column's index (an empty cell: undefined). */
export interface Sheet {
  rows: (SheetCell | undefined)[][];
}

const builtInFormats: Record<number, string> = { 0: 'General', 1: '0', 2: '0.00', 14: 'mm-dd-yy', 22: 'm/d/yy h:mm' };

/** The XML entities a sheet uses, decoded. */
function decodeXml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replaceAll('&amp;', '&');
}

/** The text of every `<t>` inside a piece of XML, joined (a rich-text string has several). */
function textOf(xml: string): string {
  return [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((match) => decodeXml(match[1] ?? '')).join('');
}

/** The number format of each cell style (`s=` index) from styles.xml. */
function styleFormats(stylesXml: string): string[] {
  const custom = new Map<number, string>();
  for (const match of stylesXml.matchAll(/<numFmt\b[^>]*numFmtId="(\d+)"[^>]*formatCode="([^"]*)"/g))
    custom.set(Number(match[1]), decodeXml(match[2] ?? ''));
  const xfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(stylesXml)?.[1] ?? '';
  return [...xfs.matchAll(/<xf\b([^>]*)/g)].map((match) => {
    const id = Number(/numFmtId="(\d+)"/.exec(match[1] ?? '')?.[1] ?? 0);
    return custom.get(id) ?? builtInFormats[id] ?? `numFmt ${id}`;
  });
}

/** Reads the first sheet of an XLSX file. */
export function readFirstSheet(bytes: Uint8Array): Sheet {
  const files = unzipSync(bytes);
  const text = (name: string) => {
    const file = files[name];
    return file ? strFromU8(file) : '';
  };
  const shared = [...text('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) =>
    textOf(match[1] ?? ''),
  );
  const formats = styleFormats(text('xl/styles.xml'));
  const sheetXml = text('xl/worksheets/sheet1.xml');
  const rows = [...sheetXml.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)].map((row) =>
    byColumn(
      [...(row[1] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)].map((cell): SheetCell => {
        const attributes = cell[1] ?? '';
        const inner = cell[2] ?? '';
        const ref = /\br="([A-Z]+\d+)"/.exec(attributes)?.[1] ?? '';
        const type = /\bt="(\w+)"/.exec(attributes)?.[1] ?? 'n';
        const style = Number(/\bs="(\d+)"/.exec(attributes)?.[1] ?? 0);
        const raw = decodeXml(/<v>([\s\S]*?)<\/v>/.exec(inner)?.[1] ?? '');
        const format = formats[style] ?? 'General';
        if (type === 's') return { ref, kind: 's', value: shared[Number(raw)] ?? '', format };
        if (type === 'inlineStr' || type === 'str') return { ref, kind: 's', value: textOf(inner) || raw, format };
        if (type === 'b' || type === 'e') return { ref, kind: type, value: raw, format };
        return { ref, kind: 'n', value: raw, format };
      }),
    ),
  );
  return { rows };
}

/** The index of a cell's column (`A7` → 0, `AB3` → 27). */
function columnIndex(ref: string): number {
  let index = 0;
  for (const char of /^[A-Z]+/.exec(ref)?.[0] ?? 'A') index = index * 26 + char.charCodeAt(0) - 64;
  return index - 1;
}

/** A row's cells placed at their columns' indexes, the empty ones undefined. */
function byColumn(cells: SheetCell[]): (SheetCell | undefined)[] {
  const row: (SheetCell | undefined)[] = [];
  for (const cell of cells) row[columnIndex(cell.ref)] = cell;
  return Array.from(row);
}

/** The date an Excel serial day number stands for, as `YYYY-MM-DD HH:MM` (1900 date system). */
export function excelSerialText(serial: number): string {
  // Why 25569: the serial of 1970-01-01; Excel's serials count days from 1899-12-30 in this system.
  const ms = Math.round((serial - 25569) * 86_400_000);
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}
