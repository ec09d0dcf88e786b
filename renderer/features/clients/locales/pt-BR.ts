/** Strings of the client grid (namespace `clients`), in Portuguese (Brazil): the language the others follow, and the type of every `t()` key. */
export const ptBR = {
  title: 'Clientes',
  field: {
    client_pk: 'Código',
    client_status: 'Situação',
    client_type: 'Tipo',
    client_username: 'Usuário (área do cliente)',
    client_name: 'Nome',
    client_lastname: 'Sobrenome',
    client_complete_name: 'Nome completo',
    client_mail: 'E-mail',
    client_doc1: 'CPF/CNPJ',
    client_doc2: 'RG/IE',
    client_date_cad: 'Cadastro',
    client_date_deactivation: 'Desativação',
    client_date_birth: 'Nascimento/Fundação',
    client_observations: 'Observações',
    offices_pk: 'Código da filial',
    offices_identification: 'Unidade',
    client_phones: 'Telefones',
    cli_addr_address: 'Endereço',
    cli_addr_number: 'Número',
    cli_addr_neighborhood: 'Bairro',
    cli_addr_zipcode: 'CEP',
    cli_addr_province: 'Cidade',
    cli_addr_state: 'UF',
    cli_addr_completation: 'Complemento',
  },
  search: {
    label: 'Busca rápida',
    placeholder: 'Nome, CPF/CNPJ, código ou usuário  ( / )',
    by: 'Por {{kinds}}',
    kind: { document: 'CPF/CNPJ', code: 'código', login: 'usuário', name: 'nome' },
    clear: 'Limpar a busca',
    matchOrder: 'Mais parecidos primeiro. Clique no título de uma coluna para ordenar por ela.',
    more: 'A lista mostra as {{shown}} mais parecidas de {{found}} encontradas: acrescente palavras, o CPF ou o código para achar a pessoa.',
    moreAtLeast:
      'A lista mostra as {{shown}} mais parecidas de {{found}} ou mais encontradas: acrescente palavras, o CPF ou o código para achar a pessoa.',
  },
  grid: {
    label: 'Lista de clientes',
    sortAsc: 'ordem crescente',
    sortDesc: 'ordem decrescente',
    sortBy: 'Ordenar por {{column}}',
    resize: 'Arraste para mudar a largura de {{column}}',
    loadingMore: 'Carregando…',
    checkRow: 'Marcar {{name}}',
    checkPage: 'Marcar todos os clientes da página',
  },
  checks: {
    count_one: '{{formatted}} selecionado',
    count_other: '{{formatted}} selecionados',
    clear: 'Desmarcar todos',
  },
  statusView: {
    label: 'Situação dos clientes listados',
    active: 'Ativos',
    inactive: 'Inativos',
    all: 'Todos',
    hint: 'Inativos: desativados, interessados e removidos',
    fromFilter: 'A situação vem do filtro aplicado',
  },
  toolbar: {
    refresh: 'Atualizar (F5)',
    columns: 'Colunas',
  },
  columns: {
    title: 'Colunas da lista',
    show: 'Mostrar {{column}}',
    up: 'Mover {{column}} para cima',
    down: 'Mover {{column}} para baixo',
    reset: 'Restaurar padrão',
    hint: 'Arraste a borda do cabeçalho para mudar a largura.',
  },
  detail: {
    label: 'Detalhes do cliente',
    close: 'Fechar os detalhes',
    edit: 'Editar',
    empty: '—',
    other: 'Outros campos enviados pelo servidor',
    passwordKnown: 'Senha da área do cliente',
    passwordKnownYes: 'Conhecida pelo aplicativo: a ficha abre a área do cliente sem pedir a senha',
    passwordKnownNo: 'Não conhecida pelo aplicativo: a ficha pede a senha ao abrir a área do cliente',
    yes: 'Sim',
    no: 'Não',
  },
  state: {
    loading: 'Carregando clientes…',
    emptyTitle: 'Nenhum cliente encontrado',
    emptySearch: 'Nada corresponde a “{{term}}”. Confira a grafia ou busque por parte do nome, CPF ou CNPJ.',
    emptyAll: 'O servidor não tem clientes cadastrados ainda.',
    clearSearch: 'Limpar a busca',
    emptySearchIn: {
      active: 'Nenhum cliente ativo corresponde a “{{term}}”. Pode haver entre os inativos.',
      inactive: 'Nenhum cliente inativo corresponde a “{{term}}”.',
    },
    emptyIn: { active: 'Nenhum cliente ativo neste servidor.', inactive: 'Nenhum cliente inativo neste servidor.' },
    showAll: 'Ver todas as situações',
    retry: 'Tentar de novo',
    staleRows: 'As linhas abaixo são da última leitura.',
    error: {
      NETWORK: {
        title: 'O servidor não está respondendo',
        hint: 'Confira a conexão com a internet ou com o servidor e tente de novo.',
      },
      TIMEOUT: {
        title: 'O servidor demorou demais para responder',
        hint: 'Tente de novo; se continuar, busque menos linhas por página.',
      },
      SESSION_EXPIRED: {
        title: 'A sessão expirou',
        hint: 'Entre de novo com sua senha; a lista volta de onde parou.',
      },
      NOT_SIGNED_IN: { title: 'Você não está conectado', hint: 'Entre no servidor para ver os clientes.' },
      ACCESS_DENIED: {
        title: 'Sem permissão para ver os clientes',
        hint: 'Peça acesso ao administrador do provedor.',
      },
      VALIDATION: { title: 'O servidor recusou a busca', hint: 'Ajuste a busca e tente de novo.' },
      RATE_LIMITED: { title: 'Muitas tentativas seguidas', hint: 'Aguarde um pouco e tente de novo.' },
      other: {
        title: 'Não foi possível carregar os clientes',
        hint: 'Tente de novo. Se o problema continuar, copie o diagnóstico em Configurações e envie ao suporte.',
      },
    },
  },
} as const;

// Why here: i18next types t() from this map, and each namespace adds itself to it, so a feature's strings
// need no edit of a central file (the runtime finds them by the folder's name, renderer/i18n/setup-i18n.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    clients: typeof ptBR;
  }
}
