/** Strings of the command palette (Ctrl+K), in Portuguese (Brazil): the language the others follow, and the type of every `t()` key. */
export const ptBR = {
  title: 'Buscar clientes e comandos',
  open: 'Buscar',
  openHint: 'Buscar clientes e comandos ({{keys}})',
  input: 'Buscar cliente ou comando',
  placeholder: 'CPF/CNPJ, #código, usuário ou nome; ou um comando',
  results: 'Resultados',
  groups: {
    recent: 'Clientes recentes',
    commands: 'Comandos',
    document: 'Por CPF/CNPJ',
    code: 'Por código',
    login: 'Por usuário da área do cliente',
    name: 'Por nome',
  },
  commands: {
    newClient: 'Cadastrar um novo cliente',
    filters: 'Filtrar os clientes',
    goDashboard: 'Ir para o painel',
    goClients: 'Ir para os clientes',
    goCustomerArea: 'Ir para a área do cliente',
    goSettings: 'Ir para as configurações',
    shortcuts: 'Mostrar os atalhos do teclado',
    signOut: 'Sair',
  },
  client: {
    code: 'código {{code}}',
    login: 'usuário {{login}}',
  },
  status: {
    searching: 'Buscando…',
    none: 'Nenhum cliente encontrado para “{{text}}”.',
    count_one: '{{count}} cliente encontrado.',
    count_other: '{{count}} clientes encontrados.',
    narrow: 'Há outros além destes: digite mais para afunilar.',
    noRecent: 'Os clientes abertos aparecem aqui.',
    invalidDocument: 'Parece um CPF/CNPJ, mas os dígitos verificadores não conferem. Confira o número.',
    failed: 'A busca falhou: {{message}}',
    tooShort: 'Digite ao menos duas letras do nome.',
  },
  footer: '↑ ↓ mover · Enter abrir · Esc fechar',
} as const;

// Why here: i18next types t() from this map, and each namespace adds itself to it, so a feature's strings
// need no edit of a central file (the runtime finds them by the folder's name, renderer/i18n/setup-i18n.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    palette: typeof ptBR;
  }
}
