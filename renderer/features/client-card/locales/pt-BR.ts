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
    office: 'Escritório',
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
  newPassword: {
    button: 'Definir nova senha de acesso',
    title: 'Nova senha de acesso de {{name}}',
    warningTitle: 'A senha atual do cliente deixa de funcionar',
    warning:
      'O cliente ({{username}}) só entrará na área do cliente com a nova senha, que o sistema vai gerar e mostrar uma única vez, para você ler ao cliente ou enviar por WhatsApp. A troca fica no registro de atividades.',
    confirm: 'Definir nova senha',
    failed: 'A senha não foi definida',
    invalidRecord:
      'O cadastro deste cliente tem dados que o servidor não aceitaria: corrija-os em “Editar” e tente de novo.',
    done: 'Nova senha definida. Leia-a para o cliente ou envie por WhatsApp: ela não será mostrada de novo.',
    username: 'Usuário:',
    password: 'Senha:',
    copy: 'Copiar mensagem para o WhatsApp',
    copied: 'Mensagem com a nova senha copiada',
    message: 'Olá! Sua nova senha da área do cliente é {{password}} (usuário: {{username}}).',
    close: 'Pronto: abrir a área do cliente',
  },
  section: {
    pending: 'Faturas em aberto e vencidas',
    secondCopy: 'Segunda via',
    pendingTotal: 'Total devido: {{amount}} ({{count}})',
    overdueTotal: 'Vencidas: {{amount}} ({{count}})',
    openTotal: 'A vencer: {{amount}} ({{count}})',
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
