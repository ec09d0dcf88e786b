// The XLSX writer's worker: the page sends the sheet's rows in batches and gets the file back, so writing
// 100,000 rows never holds up the page (its progress and its Cancel button keep answering). Why a module
// worker served from the app's own files (Vite bundles it): the CSP allows workers from 'self' only.
import type { XlsxAnswer, XlsxRequest } from './xlsx-messages.ts';
import { XlsxWriter } from './xlsx-writer.ts';

let writer: XlsxWriter | null = null;

const answer = (message: XlsxAnswer): void => globalThis.postMessage(message);

globalThis.addEventListener('message', (event: MessageEvent<XlsxRequest>) => {
  const request = event.data;
  try {
    if (request.kind === 'start') writer = new XlsxWriter(request);
    else if (!writer) throw new Error('the sheet was not started');
    else if (request.kind === 'rows') writer.addRows(request.rows);
    else {
      const file = writer.finish();
      writer = null;
      answer({ kind: 'done', file });
    }
  } catch (error) {
    writer = null;
    answer({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
});
