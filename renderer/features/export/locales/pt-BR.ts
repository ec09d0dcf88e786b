/** Strings of the export of the client grid (namespace `export`), in Portuguese (Brazil): the language the others follow, and the type of every `t()` key. */
export const ptBR = {
  button: 'Exportar',
  menu: 'Formato da exportação',
  csv: 'CSV (Excel, planilhas)',
  xlsx: 'XLSX (Excel)',
  title: 'Exportando clientes',
  chooseTitle: 'Exportar clientes ({{format}})',
  done: 'Exportação concluída: {{rows}} clientes no arquivo {{file}}.',
  fetchingCsv: 'Buscando todas as linhas do resultado para o arquivo CSV…',
  fetchingXlsx: 'Buscando todas as linhas do resultado para o arquivo XLSX…',
  starting: 'Contando as linhas…',
  progress: '{{fetched}} de {{total}} linhas',
  cancel: 'Cancelar',
  close: 'Fechar',
  writingCsv: 'Gravando o arquivo CSV…',
  writingXlsx: 'Gravando o arquivo XLSX…',
  writingRows: '{{rows}} linhas',
  writeFailed: 'O arquivo não pôde ser gravado neste computador. Tente de novo; se continuar, exporte em CSV.',
  failed: 'A exportação não pôde ser concluída',
} as const;

// Why here: i18next types t() from this map, and each namespace adds itself to it, so a feature's strings
// need no edit of a central file (the runtime finds them by the folder's name, renderer/i18n/setup-i18n.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    export: typeof ptBR;
  }
}
