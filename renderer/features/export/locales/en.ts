import type { Translation } from '../../../i18n/translation.ts';
import type { ptBR } from './pt-BR.ts';

/** Strings of the export of the client grid (namespace `export`), in English: the same keys as pt-BR, which the typecheck holds. */
export const en = {
  button: 'Export',
  menu: 'Export format',
  csv: 'CSV (Excel, spreadsheets)',
  xlsx: 'XLSX (Excel)',
  title: 'Exporting clients',
  chooseTitle: 'Export clients ({{format}})',
  done: 'Export finished: {{rows}} clients in the file {{file}}.',
  fetchingCsv: 'Fetching every row of the result for the CSV file…',
  fetchingXlsx: 'Fetching every row of the result for the XLSX file…',
  starting: 'Counting the rows…',
  progress: '{{fetched}} of {{total}} rows',
  cancel: 'Cancel',
  close: 'Close',
  writingCsv: 'Writing the CSV file…',
  writingXlsx: 'Writing the XLSX file…',
  writingRows: '{{rows}} rows',
  writeFailed: 'The file could not be written on this computer. Try again; if it keeps failing, export as CSV.',
  failed: 'The export could not be finished',
} as const satisfies Translation<typeof ptBR>;
