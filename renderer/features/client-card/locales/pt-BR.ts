/** Strings of the client card (namespace `client-card`), in Portuguese (Brazil): the language the others follow, and the type of every `t()` key. */
export const ptBR = {
  title: 'Atendimento',
  tabs: {
    label: 'Fichas abertas',
    close: 'Fechar a ficha de {{name}}',
    unnamed: 'Cliente #{{id}}',
  },
  none: {
    title: 'Nenhuma ficha aberta',
    text: 'Abra a ficha de um cliente pela lista de clientes (Enter na linha) ou pela busca (Ctrl+K).',
  },
  loading: 'Carregando a ficha…',
  notFound: {
    title: 'Cliente não encontrado',
    text: 'O servidor não tem o cliente #{{id}} (pode ter sido apagado).',
    close: 'Fechar esta ficha',
  },
  failed: 'Não foi possível carregar a ficha do cliente',
  retry: 'Tentar de novo',
  header: {
    label: 'Dados do cliente',
    code: 'Código',
    tradeName: 'Nome fantasia',
    document: 'CPF/CNPJ',
    phones: 'Telefones',
    email: 'E-mail',
    address: 'Endereço',
    streetNumber: 'Número do endereço',
    office: 'Unidade',
    registered: 'Cadastro',
    username: 'Usuário da área do cliente',
    empty: 'não informado',
  },
  action: {
    label: 'Ações',
    openCard: 'Abrir ficha',
    edit: 'Editar',
    supportOrder: 'Abrir ordem de suporte',
    password: 'Trocar senha da área do cliente',
    copyDocument: 'Copiar CPF/CNPJ',
    copied: 'CPF/CNPJ copiado',
    copyFailed: 'Não foi possível copiar: o sistema recusou a área de transferência.',
    needsSession: 'Abra a área do cliente abaixo para usar esta ação.',
  },
  session: {
    noUsername:
      'Este cliente não tem usuário da área do cliente: faturas, contratos, conexões e ordens de suporte não podem ser consultados por aqui.',
    noUsernameTitle: 'Sem usuário da área do cliente',
    opening: 'Abrindo a área do cliente…',
    askTitle: 'Senha da área do cliente',
    ask: 'O servidor não envia a senha da área do cliente deste cliente. Para ver faturas, contratos, conexões e ordens de suporte, digite a senha que o cliente disser, ou defina uma nova senha de acesso e passe-a ao cliente.',
    or: 'Se o cliente não souber a senha:',
    expired: 'A sessão da área do cliente expirou: digite a senha de novo.',
    waiting: 'Aguardando a área do cliente.',
  },
  section: {
    pending: 'Faturas em aberto e vencidas',
    secondCopy: 'Segunda via',
    pendingTotal: 'Total devido: {{amount}} ({{count}})',
    overdueTotal: 'Vencidas: {{amount}} ({{count}})',
    openTotal: 'A vencer: {{amount}} ({{count}})',
    unreadable_one: '{{count}} valor ilegível',
    unreadable_other: '{{count}} valores ilegíveis',
    noPending: 'Nenhuma fatura em aberto ou vencida.',
    pendingOfLatest: 'Entre as {{count}} faturas mais recentes.',
    history: 'Todas as faturas',
    contracts: 'Contratos',
    connections: 'Conexões',
    supportOrders: 'Últimas ordens de suporte',
    moreOrders: 'Mostrando {{shown}} de {{total}} ordens.',
    signal: 'Sinal (RX/TX)',
  },
} as const;

// Why here: i18next types t() from this map, and each namespace adds itself to it, so a feature's strings
// need no edit of a central file (the runtime finds them by the folder's name, renderer/i18n/setup-i18n.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'client-card': typeof ptBR;
  }
}
