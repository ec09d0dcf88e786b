/** The dossier's file names: `dossie-cliente-<number>-<aaaa-mm-dd>.pdf` and `.json` (the number, never the name: file lists are seen by others). */
export function dossierFileNames(clientPk: number, now: Date = new Date()): { pdf: string; json: string } {
  const two = (value: number) => String(value).padStart(2, '0');
  const day = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  const base = `dossie-cliente-${clientPk}-${day}`;
  return { pdf: `${base}.pdf`, json: `${base}.json` };
}
