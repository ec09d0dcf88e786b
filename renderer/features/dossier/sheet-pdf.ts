import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Sheet, SheetField, SheetTable } from './sheet-content.ts';
import { wrapText } from './wrap-text.ts';

// The registration sheet laid out as an A4 PDF with pdf-lib (loaded on demand by run-dossier.ts, so the first
// screen does not carry it). Why the standard Helvetica: its WinAnsi encoding holds every letter Portuguese uses
// (á â ã à ç é ê í ó ô õ ú ü and their capitals), needs no embedded font file, and prints the same everywhere.

const pageSize: [number, number] = [595.28, 841.89];
const margin = 40;
const width = pageSize[0] - 2 * margin;
const ink = rgb(0.1, 0.1, 0.1);
const muted = rgb(0.35, 0.35, 0.35);
const rule = rgb(0.7, 0.7, 0.7);

const characterSets = new WeakMap<PDFFont, Set<number>>();

/** Text the font can draw: characters outside its encoding (an emoji, say) become '?', tabs and odd spaces a space. */
export function drawable(font: PDFFont, value: string): string {
  let known = characterSets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    characterSets.set(font, known);
  }
  return [...value.replace(/[\t\u2000-\u200b\u202f]/g, ' ')]
    .map((char) => (known?.has(char.codePointAt(0) ?? -1) ? char : '?'))
    .join('');
}

class Layout {
  page!: PDFPage;
  y = 0;
  readonly doc: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }

  /** Starts a new page unless `height` points are left above the footer. */
  room(height: number): void {
    if (this.y - height < margin + 20) this.newPage();
  }

  text(value: string, x: number, size: number, font: PDFFont = this.regular, color = ink): void {
    this.page.drawText(value, { x, y: this.y - size, size, font, color });
  }

  heading(title: string): void {
    this.room(40);
    this.y -= 8;
    this.text(title, margin, 12, this.bold);
    this.y -= 16;
    this.page.drawLine({
      start: { x: margin, y: this.y },
      end: { x: margin + width, y: this.y },
      thickness: 0.5,
      color: rule,
    });
    this.y -= 6;
  }

  fields(fields: readonly SheetField[]): void {
    const labelWidth = 130;
    for (const field of fields) {
      const lines = wrapText(this.regular, 10, field.value, width - labelWidth);
      this.room(lines.length * 13);
      this.text(field.label, margin, 9, this.bold, muted);
      for (const line of lines) {
        this.text(line, margin + labelWidth, 10);
        this.y -= 13;
      }
    }
  }

  table(table: SheetTable): void {
    const shares = table.columns.reduce((sum, column) => sum + column.share, 0);
    const widths = table.columns.map((column) => (column.share / shares) * width);
    const starts = widths.map((_, index) => margin + widths.slice(0, index).reduce((sum, w) => sum + w, 0));
    const header = () => {
      table.columns.forEach((column, index) => this.text(column.label, starts[index] ?? margin, 8, this.bold, muted));
      this.y -= 12;
    };
    this.room(24);
    header();
    if (table.rows.length === 0) {
      this.text(table.empty, margin, 9, this.regular, muted);
      this.y -= 12;
      return;
    }
    for (const row of table.rows) {
      const cells = row.map((cell, index) => wrapText(this.regular, 8.5, cell, (widths[index] ?? width) - 6));
      const height = Math.max(1, ...cells.map((lines) => lines.length)) * 11 + 2;
      if (this.y - height < margin + 20) {
        this.newPage();
        header();
      }
      cells.forEach((lines, index) =>
        lines.forEach((line, at) =>
          this.page.drawText(line, {
            x: starts[index] ?? margin,
            y: this.y - 8.5 - at * 11,
            size: 8.5,
            font: this.regular,
            color: ink,
          }),
        ),
      );
      this.y -= height;
    }
  }
}

/** The sheet as PDF bytes: a heading with the date, operator and server, each block, then the customer's signature line. */
export async function buildSheetPdf(sheet: Sheet): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${sheet.title} — ${sheet.clientName}`);
  doc.setCreator('Provider Desk');
  doc.setProducer('Provider Desk');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const clean = (value: string) => drawable(regular, value);
  const layout = new Layout(doc, regular, bold);
  layout.text(clean(sheet.title), margin, 18, bold);
  layout.y -= 24;
  layout.text(clean(sheet.clientName), margin, 13, bold);
  layout.y -= 20;
  layout.fields(sheet.meta.map((field) => ({ label: clean(field.label), value: clean(field.value) })));
  for (const block of sheet.blocks) {
    layout.heading(clean(block.title));
    if (block.kind === 'fields')
      layout.fields(block.fields.map((field) => ({ label: clean(field.label), value: clean(field.value) })));
    else
      layout.table({
        ...block,
        columns: block.columns.map((column) => ({ ...column, label: clean(column.label) })),
        rows: block.rows.map((row) => row.map(clean)),
        empty: clean(block.empty),
      });
  }
  // The signature: kept whole on one page, with room to sign above the line.
  const statement = wrapText(regular, 10, clean(sheet.signature.statement), width);
  layout.room(8 + statement.length * 13 + 40 + 4 + 13 + 12 + 24 + 9);
  layout.y -= 8;
  for (const line of statement) {
    layout.text(line, margin, 10);
    layout.y -= 13;
  }
  layout.y -= 40;
  layout.page.drawLine({
    start: { x: margin, y: layout.y },
    end: { x: margin + 300, y: layout.y },
    thickness: 0.8,
    color: ink,
  });
  layout.y -= 4;
  layout.text(clean(sheet.signature.line), margin, 9, bold);
  layout.y -= 13;
  layout.text(clean(sheet.signature.name), margin, 9);
  layout.y -= 12;
  if (sheet.signature.document) layout.text(clean(sheet.signature.document), margin, 9);
  layout.y -= 24;
  layout.text(clean(sheet.signature.place), margin, 9);
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const footer = clean(sheet.footer.replace('{page}', String(index + 1)).replace('{pages}', String(pages.length)));
    page.drawText(footer, { x: margin, y: margin - 16, size: 7.5, font: regular, color: muted });
  });
  return doc.save();
}
