// The fixed parts of an XLSX file (Office Open XML, ECMA-376): one workbook with one sheet and its styles.
// Why written here: the sheet itself is streamed row by row (xlsx-writer.ts), and these few parts are what a
// spreadsheet needs around it; Excel, LibreOffice and Google Sheets open this minimal package.

const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const mainNs = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relNs = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRelNs = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The path of the one sheet inside the package. */
export const sheetPath = 'xl/worksheets/sheet1.xml';

/** Style indexes of styles.xml's cellXfs, as cells name them with `s=`. */
export const cellStyle = { plain: 0, header: 1, date: 2, dateTime: 3 } as const;

/** XML text with its five special characters escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A sheet name Excel accepts: at most 31 characters, none of `[]:*?/\`, not starting or ending with `'`.
 * Why: Excel refuses to open a workbook whose sheet name breaks these rules.
 */
export function sheetNameOf(name: string): string {
  const cleaned = name
    .replace(/[[\]:*?/\\]/g, ' ')
    .replace(/^'+|'+$/g, '')
    .trim()
    .slice(0, 31)
    .trim();
  return cleaned === '' ? 'Sheet1' : cleaned;
}

/** Every fixed part of the package (path → XML text), for a sheet named `sheetName`. */
export function fixedParts(sheetName: string): Record<string, string> {
  return {
    '[Content_Types].xml':
      `${xmlHead}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      `<Override PartName="/${sheetPath}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
    '_rels/.rels':
      `${xmlHead}<Relationships xmlns="${packageRelNs}">` +
      `<Relationship Id="rId1" Type="${relNs}/officeDocument" Target="xl/workbook.xml"/>` +
      '</Relationships>',
    'xl/workbook.xml':
      `${xmlHead}<workbook xmlns="${mainNs}" xmlns:r="${relNs}">` +
      `<sheets><sheet name="${escapeXml(sheetNameOf(sheetName))}" sheetId="1" r:id="rId1"/></sheets>` +
      '</workbook>',
    'xl/_rels/workbook.xml.rels':
      `${xmlHead}<Relationships xmlns="${packageRelNs}">` +
      `<Relationship Id="rId1" Type="${relNs}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${relNs}/styles" Target="styles.xml"/>` +
      '</Relationships>',
    // Why these formats: the app shows dates as dd/mm/aaaa in both languages, and with the time when there is one.
    'xl/styles.xml':
      `${xmlHead}<styleSheet xmlns="${mainNs}">` +
      '<numFmts count="2"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/>' +
      '<numFmt numFmtId="165" formatCode="dd/mm/yyyy hh:mm"/></numFmts>' +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
      '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="4">' +
      '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
      '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
      '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
      '</cellXfs>' +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      '</styleSheet>',
  };
}

/** The sheet's opening, up to its first row: the header row frozen, and each column's width (in characters). */
export function sheetStart(widths: readonly number[]): string {
  const cols = widths
    .map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`)
    .join('');
  return (
    `${xmlHead}<worksheet xmlns="${mainNs}" xmlns:r="${relNs}">` +
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '</sheetView></sheetViews>' +
    (cols === '' ? '' : `<cols>${cols}</cols>`) +
    '<sheetData>'
  );
}

/** The sheet's closing. */
export const sheetEnd = '</sheetData></worksheet>';
