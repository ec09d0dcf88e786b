import type { ExportTable, SheetCell } from './export-table.ts';
import { ExportCancelled } from './paging-plan.ts';
import type { XlsxAnswer, XlsxRequest } from './xlsx-messages.ts';
import { columnWidths } from './xlsx-rows.ts';

/** Rows per message to the worker: small enough to keep each copy short, large enough to keep messages few. */
const batchRows = 5000;

/** Thrown when the XLSX file could not be written (the worker did not start, or failed); the dialog says so in words. */
export class XlsxWriteFailed extends Error {
  constructor(reason: string) {
    super(`the XLSX file could not be written: ${reason}`);
    this.name = 'XlsxWriteFailed';
  }
}

/**
 * An XLSX workbook (one sheet, bold frozen header, dates as dates) of a table, written in a worker of the app's
 * own files (xlsx.worker.ts) while the page stays free. Rejects with ExportCancelled once `signal` aborts (the
 * worker is stopped), and with XlsxWriteFailed when the worker cannot start or write.
 */
export function buildXlsx(table: ExportTable<SheetCell>, sheetName: string, signal: AbortSignal): Promise<Blob> {
  if (signal.aborted) return Promise.reject(new ExportCancelled());
  return new Promise<Blob>((resolve, reject) => {
    let worker: Worker;
    try {
      // Why this exact form: Vite sees `new Worker(new URL(…, import.meta.url))` and emits the worker as a file of
      // its own; a worker made from a blob: URL (as libraries do) is refused by the CSP (worker-src falls to 'self').
      worker = new Worker(new URL('./xlsx.worker.ts', import.meta.url), { type: 'module', name: 'xlsx-export' });
    } catch (error) {
      reject(new XlsxWriteFailed(error instanceof Error ? error.message : String(error)));
      return;
    }
    const settle = (outcome: () => void): void => {
      signal.removeEventListener('abort', abort);
      worker.terminate();
      outcome();
    };
    const abort = (): void => settle(() => reject(new ExportCancelled()));
    signal.addEventListener('abort', abort, { once: true });
    worker.addEventListener('message', (event: MessageEvent<XlsxAnswer>) => {
      const answer = event.data;
      settle(() => (answer.kind === 'done' ? resolve(answer.file) : reject(new XlsxWriteFailed(answer.message))));
    });
    worker.addEventListener('error', (event) => {
      // Why preventDefault: the failure is reported here, in the dialog, not again as an uncaught page error.
      event.preventDefault();
      settle(() => reject(new XlsxWriteFailed(event.message || 'the worker did not start')));
    });
    worker.addEventListener('messageerror', () => settle(() => reject(new XlsxWriteFailed('a message was lost'))));
    const post = (request: XlsxRequest): void => worker.postMessage(request);
    post({ kind: 'start', sheetName, header: table.header, widths: columnWidths(table.header, table.rows) });
    for (let start = 0; start < table.rows.length; start += batchRows)
      post({ kind: 'rows', rows: table.rows.slice(start, start + batchRows) });
    post({ kind: 'finish' });
  });
}
