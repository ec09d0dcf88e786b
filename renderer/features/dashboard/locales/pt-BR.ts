/** Strings of the dashboard, in Portuguese (Brazil): the language the others follow, and the type of every `t()` key. */
export const ptBR = {
  title: 'Painel',
  generatedAt: 'Números de {{when}}',
  refresh: 'Atualizar',
  loading: 'Lendo os números do servidor…',
  clientsActive: 'Clientes ativos',
  clientsAll: 'Clientes (todas as situações)',
  clientsOfTotal: 'de {{total}} cadastrados (todas as situações)',
  newThisMonth: 'Novos neste mês',
  supportOpen: 'Ordens de suporte abertas',
  invoicesOverdue: 'Faturas vencidas',
  overdueSum: 'somando {{amount}}',
  invoicesOpen: '{{invoices}} faturas em aberto no total',
  byStatus: 'Clientes por situação',
  statuses: { active: 'Ativos', deactivated: 'Desativados', interested: 'Interessados', removed: 'Removidos' },
  empty: 'Ainda não há clientes neste servidor.',
  emptyHelp: 'Cadastre o primeiro em Clientes; os números aparecem aqui.',
  noFigure: 'não informado',
  others: 'Outros campos',
  othersHint: 'Campos que o servidor enviou e este aplicativo não conhece, mostrados como vieram.',
  byOffice: 'Clientes por unidade',
  officeNumber: 'Unidade {{pk}}',
  openInList: 'Abrir estes clientes na lista',
  trend: {
    title: 'Clientes por mês (últimos 12 meses)',
    computedAt: 'Calculado em {{when}}',
    recompute: 'Calcular de novo',
    computing: 'Contando mês a mês…',
    month: 'Mês',
    newClients: 'Novos',
    deactivated: 'Desativados',
    net: 'Saldo',
    summary: 'Em 12 meses: {{new}} novos, {{deactivated}} desativados, crescimento líquido de {{net}}.',
    openNew: 'Abrir os clientes cadastrados em {{month}}',
    openDeactivated: 'Abrir os clientes desativados em {{month}}',
    note: 'Cada número é o total da lista de clientes filtrada pela data de cadastro ou de desativação. Quem foi reativado depois não conta como desativado (o servidor apaga a data).',
  },
} as const;

// Why here: i18next types t() from this map, and each namespace adds itself to it, so a feature's strings
// need no edit of a central file (the runtime finds them by the folder's name, renderer/i18n/setup-i18n.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    dashboard: typeof ptBR;
  }
}
