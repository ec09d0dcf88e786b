// "Salvar PDF" of the printable boleto (issue 18): the window's page printed to PDF by Chromium (its print CSS
// leaves only the boleto), then saved where the operator chooses. Electron's parts come in as small
// interfaces so the steps are tested with fakes (the stand-in host of tests/shell has no printToPDF).

/** What is used of a window's webContents. */
export interface PdfContents {
  printToPDF(options: { pageSize: 'A4'; printBackground: boolean }): Promise<Uint8Array>;
}

/** What is used of Electron's dialog: the save dialog, answering the chosen path or a cancel. */
export type SaveDialog = (options: {
  defaultPath: string;
  filters: { name: string; extensions: string[] }[];
}) => Promise<{ canceled: boolean; filePath?: string | undefined }>;

/** Prints the page to PDF and saves it where the operator chooses; `saved: false` when they cancel. */
export async function savePagePdf(
  contents: PdfContents,
  showSaveDialog: SaveDialog,
  writeFile: (path: string, data: Uint8Array) => Promise<void>,
  fileName: string,
): Promise<{ saved: boolean }> {
  // Why print before asking: the page is printed as it is when the operator clicked, not after the dialog.
  const pdf = await contents.printToPDF({ pageSize: 'A4', printBackground: true });
  const choice = await showSaveDialog({ defaultPath: fileName, filters: [{ name: 'PDF', extensions: ['pdf'] }] });
  if (choice.canceled || !choice.filePath) return { saved: false };
  await writeFile(choice.filePath, pdf);
  return { saved: true };
}
