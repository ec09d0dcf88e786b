import { describe, expect, it } from 'vitest';
import { savePagePdf, type PdfContents } from './save-page-pdf.ts';

// A fake webContents: the stand-in Electron host of tests/shell cannot print to PDF, so the steps are checked here.
const pdfBytes = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
const contents = (calls: unknown[]): PdfContents => ({
  printToPDF: (options) => {
    calls.push(options);
    return Promise.resolve(pdfBytes);
  },
});

describe('savePagePdf', () => {
  it('prints the page to an A4 PDF and writes it where the operator chose', async () => {
    const printed: unknown[] = [];
    const written: [string, Uint8Array][] = [];
    const asked: unknown[] = [];
    const result = await savePagePdf(
      contents(printed),
      (options) => {
        asked.push(options);
        return Promise.resolve({ canceled: false, filePath: '/home/op/boleto-1050.pdf' });
      },
      (path, data) => {
        written.push([path, data]);
        return Promise.resolve();
      },
      'boleto-1050.pdf',
    );
    expect(result).toEqual({ saved: true });
    expect(printed).toEqual([{ pageSize: 'A4', printBackground: true }]);
    expect(asked).toEqual([{ defaultPath: 'boleto-1050.pdf', filters: [{ name: 'PDF', extensions: ['pdf'] }] }]);
    expect(written).toEqual([['/home/op/boleto-1050.pdf', pdfBytes]]);
  });

  it('writes nothing when the operator cancels', async () => {
    const written: string[] = [];
    const result = await savePagePdf(
      contents([]),
      () => Promise.resolve({ canceled: true }),
      (path) => {
        written.push(path);
        return Promise.resolve();
      },
      'boleto-1.pdf',
    );
    expect(result).toEqual({ saved: false });
    expect(written).toEqual([]);
  });
});
