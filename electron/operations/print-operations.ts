import { ProviderError } from '../provider/provider-error.ts';
import type { Operations } from './operation-types.ts';

/** Saves the window's page as a PDF under a suggested file name (the shell's savePagePdf); absent in browser mode. */
export type SavePdfPort = (fileName: string) => Promise<{ saved: boolean }>;

/** `print:savePdf`: the printable boleto saved as PDF by Electron (browser mode prints through the browser's dialog). */
export function printOperations(savePdf: SavePdfPort | undefined): Pick<Operations, 'print:savePdf'> {
  return {
    'print:savePdf': async ({ fileName }) => {
      if (!savePdf)
        throw new ProviderError('UNAVAILABLE', "this host cannot save PDFs; use the browser's print dialog", {
          ownWords: true,
        });
      return savePdf(fileName);
    },
  };
}
