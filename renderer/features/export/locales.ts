import type { FeatureLocales } from '../../i18n/locale-types.ts';

/** Strings of the export of the client grid (namespace `export`). */
export const locales: FeatureLocales = {
  'pt-BR': {
    button: 'Exportar',
    menu: 'Formato da exportação',
    csv: 'CSV (Excel, planilhas)',
    xlsx: 'XLSX (Excel)',
    title: 'Exportando clientes',
    fetchingCsv: 'Buscando todas as linhas do resultado para o arquivo CSV…',
    fetchingXlsx: 'Buscando todas as linhas do resultado para o arquivo XLSX…',
    starting: 'Contando as linhas…',
    progress: '{{fetched}} de {{total}} linhas',
    cancel: 'Cancelar',
    close: 'Fechar',
    failed: 'A exportação não pôde ser concluída',
  },
  en: {
    button: 'Export',
    menu: 'Export format',
    csv: 'CSV (Excel, spreadsheets)',
    xlsx: 'XLSX (Excel)',
    title: 'Exporting clients',
    fetchingCsv: 'Fetching every row of the result for the CSV file…',
    fetchingXlsx: 'Fetching every row of the result for the XLSX file…',
    starting: 'Counting the rows…',
    progress: '{{fetched}} of {{total}} rows',
    cancel: 'Cancel',
    close: 'Close',
    failed: 'The export could not be finished',
  },
};
