import { Zip, ZipDeflate, strToU8 } from 'fflate';
import type { SheetCell } from './export-table.ts';
import { fixedParts, sheetEnd, sheetPath, sheetStart } from './xlsx-parts.ts';
import { SheetRows } from './xlsx-rows.ts';

/** The media type of an XLSX file. */
export const xlsxMediaType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What the sheet starts with: its name, its header row and each column's width in characters. */
export interface XlsxSheetStart {
  sheetName: string;
  header: readonly string[];
  widths: readonly number[];
}

/**
 * Writes one sheet into an XLSX file as its rows come: each batch becomes XML and is compressed at once, so
 * only the compressed file grows in memory (100,000 rows: about 60 MB of XML, 5 MB kept). Why fflate's
 * synchronous stream: its asynchronous API starts workers from blob: URLs, which the page's CSP refuses; this
 * writer runs in a worker of its own (xlsx.worker.ts) instead, served from the app's files.
 */
export class XlsxWriter {
  readonly #chunks: Uint8Array<ArrayBuffer>[] = [];
  readonly #zip: Zip;
  readonly #sheet: ZipDeflate;
  readonly #rows = new SheetRows();
  #failure: Error | null = null;

  constructor({ sheetName, header, widths }: XlsxSheetStart) {
    this.#zip = new Zip((error, data) => {
      if (error) this.#failure = error;
      // Why a copy only when needed: fflate may hand out views of a larger buffer it reuses.
      else this.#chunks.push(data.byteOffset === 0 && data.byteLength === data.buffer.byteLength ? data : data.slice());
    });
    for (const [path, xml] of Object.entries(fixedParts(sheetName))) {
      const part = new ZipDeflate(path, { level: 6 });
      this.#zip.add(part);
      part.push(strToU8(xml), true);
    }
    this.#sheet = new ZipDeflate(sheetPath, { level: 6 });
    this.#zip.add(this.#sheet);
    this.#push(sheetStart(widths) + this.#rows.header(header), false);
  }

  /** Adds data rows after those already written. */
  addRows(rows: readonly (readonly SheetCell[])[]): void {
    this.#push(this.#rows.rows(rows), false);
  }

  /** Closes the sheet and the package and answers the whole file. */
  finish(): Blob {
    this.#push(sheetEnd, true);
    this.#zip.end();
    this.#check();
    return new Blob(this.#chunks, { type: xlsxMediaType });
  }

  #push(xml: string, final: boolean): void {
    this.#check();
    this.#sheet.push(strToU8(xml), final);
    this.#check();
  }

  #check(): void {
    if (this.#failure) throw this.#failure;
  }
}
