/** Strings of the activity log ("Registro de atividades"), in Portuguese (Brazil): the language the others follow. */
export const ptBR = {
  title: 'Registro de atividades',
  intro:
    'Tudo o que foi alterado, revelado, exportado ou entregue como dossiê neste servidor, por operador: o registro de prestação de contas da LGPD, guardado neste computador.',
  refresh: 'Atualizar',
  exportCsv: 'Exportar CSV',
  exportDone: 'Registro exportado: {{count}} linhas (a exportação ficou registrada).',
  exportFailed: 'Não foi possível exportar o registro.',
  loading: 'Lendo o registro…',
  verifying: 'Verificando a cadeia do registro…',
  intact: 'Cadeia íntegra',
  intactDetail_one: '{{count}} registro verificado: não foi removido nem alterado.',
  intactDetail_other: '{{count}} registros verificados: nenhum foi removido ou alterado.',
  intactEmpty: 'Ainda não há registros neste servidor.',
  broken: 'Cadeia quebrada',
  brokenDetail: 'O registro foi mexido fora do aplicativo. Avise o encarregado de dados (DPO).',
  breakLine: 'Registro nº {{seq}} de {{operator}}: {{reason}} ({{file}})',
  unknownOperator: 'operador desconhecido',
  reasons: {
    missing: 'removido',
    edited: 'alterado',
    unreadable: 'ilegível',
    truncated: 'os últimos registros foram cortados',
    'missing-file': 'um arquivo do registro foi apagado',
  },
  clear: 'Registro sem criptografia neste computador',
  clearDetail:
    'O cofre do sistema (safeStorage) não está disponível aqui: o registro é guardado em texto claro. A cadeia ainda revela remoções e alterações.',
  unreadable_one: '{{count}} registro não pôde ser lido (cofre do sistema indisponível ou arquivo danificado).',
  unreadable_other: '{{count}} registros não puderam ser lidos (cofre do sistema indisponível ou arquivo danificado).',
  filters: 'Filtros',
  operator: 'Operador',
  anyOperator: 'Todos os operadores',
  client: 'Cliente',
  clientHint: 'Número, nome ou usuário da central',
  kind: 'Tipo',
  anyKind: 'Todos os tipos',
  from: 'De',
  to: 'Até',
  clearFilters: 'Limpar filtros',
  badDates: 'A data inicial é depois da final.',
  badDate: 'Data inválida: use dd/mm/aaaa.',
  empty: 'Nenhum registro com esses filtros.',
  count_one: '{{count}} registro',
  count_other: '{{count}} registros',
  columns: { when: 'Data e hora', operator: 'Operador', kind: 'Tipo', client: 'Cliente', details: 'Detalhes' },
  kinds: {
    client_create: 'Cadastro',
    client_update: 'Alteração',
    client_remove: 'Remoção',
    client_reactivate: 'Reativação',
    'support-order_create': 'Ordem de suporte',
    'customer_password-change': 'Troca de senha da central',
    reveal: 'Revelação',
    export: 'Exportação',
    dossier: 'Dossiê',
  },
  details: {
    change: '{{field}}: {{before}} → {{after}}',
    empty: '(vazio)',
    revealed: 'Campo revelado: {{field}}',
    exportOf: 'Exportação de {{scope}}: {{rows}} linhas, {{formats}}',
    scopes: { clients: 'clientes', audit: 'este registro' },
    unmasked: 'com dados pessoais sem máscara',
    masked: 'com dados pessoais mascarados',
    dossier: 'Dossiê: {{formats}}',
    passwordChanged: 'Senha trocada (a senha nunca é registrada)',
    none: '—',
  },
  page: 'Página',
} as const;

// Why here: i18next types t() from this map, and each namespace adds itself to it.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'activity-log': typeof ptBR;
  }
}
