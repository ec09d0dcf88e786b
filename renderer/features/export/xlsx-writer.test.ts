import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { excelSerialText, readFirstSheet } from '../../../tests/support/xlsx-sheet.ts';
import { excelDateOf } from './excel-date.ts';
import type { SheetCell } from './export-table.ts';
import { xlsxMediaType, XlsxWriter } from './xlsx-writer.ts';
import { columnName, columnWidths } from './xlsx-rows.ts';

/** Writes a sheet in batches of `batch` rows and answers the file's bytes. */
async function written(header: string[], rows: SheetCell[][], batch = 2): Promise<Uint8Array> {
  const writer = new XlsxWriter({ sheetName: 'Clientes', header, widths: columnWidths(header, rows) });
  for (let start = 0; start < rows.length; start += batch) writer.addRows(rows.slice(start, start + batch));
  const file = writer.finish();
  expect(file.type).toBe(xlsxMediaType);
  return new Uint8Array(await file.arrayBuffer());
}

describe('the streaming XLSX writer', () => {
  it('writes the package a spreadsheet opens: content types, workbook, styles and the sheet', async () => {
    const files = unzipSync(await written(['Nome'], [['Ana']]));
    expect(Object.keys(files)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(strFromU8(files['xl/workbook.xml'] ?? new Uint8Array())).toContain('<sheet name="Clientes" sheetId="1"');
    // The header row stays in view while scrolling.
    expect(strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array())).toContain('state="frozen"');
  });

  it('writes text as text, numbers as numbers and dates as numbers with a date format', async () => {
    const registered = excelDateOf('2024-03-09 10:30:00');
    const born = excelDateOf('1980-05-17');
    if (!registered || !born) throw new Error('not dates');
    const sheet = readFirstSheet(
      await written(['Nome', 'Código', 'Cadastro', 'Nascimento'], [['Ana Souza', 7, registered, born]]),
    );
    expect(sheet.rows[0]?.map((cell) => cell?.value)).toEqual(['Nome', 'Código', 'Cadastro', 'Nascimento']);
    const [name, code, registeredCell, bornCell] = sheet.rows[1] ?? [];
    expect(name).toMatchObject({ ref: 'A2', kind: 's', value: 'Ana Souza' });
    expect(code).toMatchObject({ ref: 'B2', kind: 'n', value: '7', format: 'General' });
    expect(registeredCell).toMatchObject({ ref: 'C2', kind: 'n', format: 'dd/mm/yyyy hh:mm' });
    expect(excelSerialText(Number(registeredCell?.value))).toBe('2024-03-09 10:30');
    expect(bornCell).toMatchObject({ ref: 'D2', kind: 'n', format: 'dd/mm/yyyy', value: '29358' });
  });

  it('keeps what XML cannot hold out, and everything else as typed', async () => {
    const tricky = [
      '=HYPERLINK("x")',
      ' Rua <A> & "B" ',
      'linha 1\nlinha 2',
      'bell\u0007 and lone \uD800 end',
      'José 😀',
    ];
    const sheet = readFirstSheet(
      await written(
        ['Texto'],
        tricky.map((text) => [text]),
      ),
    );
    expect(sheet.rows.slice(1).map((row) => row[0]?.value)).toEqual([
      // Not a formula in an XLSX file: a text cell is never run.
      '=HYPERLINK("x")',
      ' Rua <A> & "B" ',
      'linha 1\nlinha 2',
      'bell and lone  end',
      'José 😀',
    ]);
    expect(sheet.rows.slice(1).every((row) => row[0]?.kind === 's')).toBe(true);
  });

  it('leaves empty cells out and keeps the others in their columns', async () => {
    const sheet = readFirstSheet(await written(['A', 'B', 'C'], [['', 'meio', '']]));
    expect(sheet.rows[1]).toEqual([undefined, { ref: 'B2', kind: 's', value: 'meio', format: 'General' }]);
  });

  it('streams many rows in batches into one sheet, numbered in order', async () => {
    const rows: SheetCell[][] = Array.from({ length: 12_345 }, (_, index) => [`Cliente ${index + 1}`, index + 1]);
    const sheet = readFirstSheet(await written(['Nome', 'Código'], rows, 1000));
    expect(sheet.rows).toHaveLength(12_346);
    expect(sheet.rows.at(-1)).toEqual([
      { ref: 'A12346', kind: 's', value: 'Cliente 12345', format: 'General' },
      { ref: 'B12346', kind: 'n', value: '12345', format: 'General' },
    ]);
  });

  it('names columns as spreadsheets do', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});
