/**
 * Saves a text file through the page: a temporary `<a download>` on a blob (browser mode and Electron, which
 * shows its own save dialog). Why not the export feature's helper: features reach each other only through an
 * index.ts, and the export feature offers none for this.
 */
export function saveCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Why later: revoking at once can cancel the download before the browser has read the blob.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
