/** Strings of the registration forms and of removing and reactivating clients, in Portuguese (Brazil): the language the others follow, and the type of every `t()` key. */
export const ptBR = {
  title: { create: 'Novo cliente', edit: 'Editar cliente {{name}}' },
  draftLabel: { create: 'Novo cliente: {{name}}', edit: 'Cliente #{{pk}}: {{name}}', unnamed: '(sem nome)' },
  section: {
    identification: 'Identificação',
    documents: 'Documentos',
    contact: 'Contato',
    dates: 'Datas',
    office: 'Unidade e situação',
    access: 'Acesso à central do assinante',
    address: 'Endereço',
    observations: 'Observações',
  },
  type: { '0': 'Pessoa física', '1': 'Pessoa jurídica' },
  status: { '0': 'Ativo', '1': 'Desativado', '2': 'Interessado', '3': 'Removido' },
  field: {
    client_type: 'Tipo',
    client_name: { person: 'Nome', company: 'Razão social' },
    client_lastname: { person: 'Sobrenome', company: 'Nome fantasia' },
    client_doc1: { person: 'CPF', company: 'CNPJ' },
    client_doc2: { person: 'RG', company: 'Inscrição estadual' },
    client_mail: 'E-mail',
    client_date_birth: { person: 'Data de nascimento', company: 'Data de fundação' },
    client_date_cad: 'Data de cadastro',
    offices_pk: 'Unidade',
    client_status: 'Situação',
    client_username: 'Usuário',
    client_password: 'Senha',
    client_password1: 'Confirmação da senha',
    cli_addr_zipcode: 'CEP',
    cli_addr_address: 'Logradouro',
    cli_addr_number: 'Número',
    cli_addr_completation: 'Complemento',
    cli_addr_neighborhood: 'Bairro',
    cli_addr_province: 'Cidade',
    cli_addr_state: 'UF',
    client_observations: 'Observações',
  },
  hint: {
    client_doc1: {
      person: '11 dígitos; a pontuação entra sozinha',
      company: '14 caracteres; letras permitidas nos 12 primeiros (CNPJ alfanumérico)',
    },
    client_date_birth: 'Se ficar vazio, o servidor usa a data de hoje',
    client_password: {
      create: '8 a 16 caracteres; obrigatória quando há usuário',
      edit: 'Deixe vazio para manter a senha atual',
    },
    office: 'Unidades que têm clientes neste servidor',
    datePlaceholder: 'dd/mm/aaaa',
  },
  officeLabel: '{{pk}} – {{name}}',
  officeUnknown: 'Unidade {{pk}}',
  openCalendar: 'Abrir o calendário: {{field}}',
  emptyDate: {
    title: { person: 'Cadastrar sem a data de nascimento?', company: 'Cadastrar sem a data de fundação?' },
    text: {
      person:
        'A data de nascimento está em branco. Se o cadastro for enviado assim, o servidor grava a data de hoje ({{today}}) como data de nascimento.',
      company:
        'A data de fundação está em branco. Se o cadastro for enviado assim, o servidor grava a data de hoje ({{today}}) como data de fundação.',
    },
    fill: 'Preencher a data',
    send: 'Cadastrar sem a data',
  },
  action: {
    save: 'Salvar',
    create: 'Cadastrar',
    cancel: 'Cancelar',
    saving: 'Salvando…',
    newClient: 'Novo cliente',
    remove: 'Remover',
    reactivate: 'Reativar',
    removeMany: 'Remover ({{count}})',
    reactivateMany: 'Reativar ({{count}})',
  },
  loading: 'Carregando o cadastro…',
  notFound: 'Este cliente não existe mais no servidor (pode ter sido apagado por outro operador).',
  saved: { create: 'Cliente {{name}} cadastrado (nº {{pk}}).', edit: 'Cadastro de {{name}} salvo.' },
  savedTitle: 'Salvo',
  openCard: 'Abrir ficha',
  error: {
    fields: 'O servidor recusou alguns campos; veja as mensagens em vermelho.',
    network:
      'O servidor não respondeu e nada foi salvo. Seus dados continuam aqui; confira a conexão e clique em “Tentar de novo” (o envio é feito uma única vez).',
    sessionExpired:
      'A sessão expirou antes de salvar. Entre de novo na janela que se abriu e clique em Salvar; nada do que foi digitado se perdeu.',
    tryAgain: 'Tentar de novo',
  },
  duplicate: {
    title: 'Já existe cliente com este documento',
    text_one: 'O {{document}} já está no cadastro de:',
    text_other: 'O {{document}} já está no cadastro de {{count}} clientes:',
    open: 'Abrir existente',
    createAnyway: 'Cadastrar mesmo assim',
    back: 'Voltar ao formulário',
  },
  conflict: {
    title: 'Outro operador alterou este cliente',
    text: 'Desde que você abriu o formulário, estes campos mudaram no servidor. Escolha, campo a campo, qual valor fica.',
    field: 'Campo',
    original: 'Quando você abriu',
    theirs: 'Agora no servidor',
    mine: 'Seu valor',
    keepMine: 'Manter o meu',
    takeTheirs: 'Usar o do servidor',
    save: 'Salvar com estas escolhas',
    back: 'Voltar ao formulário',
    empty: '(vazio)',
  },
  status_change: {
    removeTitle: 'Remover cliente',
    reactivateTitle: 'Reativar cliente',
    removeText:
      'Remover {{name}} (nº {{pk}})? O cliente passa para a situação Removido; contratos e faturas ficam guardados.',
    reactivateText: 'Reativar {{name}} (nº {{pk}})? O cliente volta para a situação Ativo.',
    removeManyTitle: 'Remover {{count}} clientes',
    reactivateManyTitle: 'Reativar {{count}} clientes',
    removeManyText: 'Remover estes {{count}} clientes? Eles passam para a situação Removido.',
    reactivateManyText: 'Reativar estes {{count}} clientes? Eles voltam para a situação Ativo.',
    confirmRemove: 'Remover',
    confirmReactivate: 'Reativar',
    removed: '{{name}} foi removido.',
    reactivated: '{{name}} foi reativado.',
    undo: 'Desfazer',
    undoMany: 'Desfazer (reativar {{count}})',
    undoFailed: 'Não foi possível desfazer a remoção de {{name}}: {{message}}',
    progress: '{{done}} de {{total}}',
    stop: 'Parar',
    close: 'Fechar',
    summary: '{{done}} concluídos, {{failed}} com erro, {{stopped}} não enviados.',
    state: { done: 'Concluído', failed: 'Erro', stopped: 'Não enviado', pending: 'Aguardando' },
    andMore: '… e mais {{count}}',
  },
} as const;

// Why here: i18next types t() from this map, and each namespace adds itself to it, so a feature's strings
// need no edit of a central file (the runtime finds them by the folder's name, renderer/i18n/setup-i18n.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    registration: typeof ptBR;
  }
}
