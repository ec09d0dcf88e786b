/** The download's name: `clientes-YYYY-MM-DD.<ext>`, dated on the machine's local day. */
export function exportFileName(extension: 'csv' | 'xlsx', now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `clientes-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.${extension}`;
}
