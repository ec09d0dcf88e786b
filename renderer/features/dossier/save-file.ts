/**
 * Saves a file through the page, as the export feature saves its files (renderer/features/export/save-file.ts,
 * copied because that feature's surface does not offer it): a temporary `<a download>` pointing at the blob,
 * clicked once. Browser mode downloads it; Electron shows its save dialog, so the operator chooses where.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
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
