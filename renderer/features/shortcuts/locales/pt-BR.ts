/** Strings of the keyboard shortcuts dialog, in Portuguese (Brazil): the language the others follow, and the type of every `t()` key. */
export const ptBR = {
  title: 'Atalhos do teclado',
  close: 'Fechar',
  keys: 'Teclas',
  action: 'Ação',
  groups: { anywhere: 'Em qualquer tela', clientGrid: 'Na lista de clientes', clientForm: 'No cadastro de cliente' },
  hint: {
    moveSelection: 'mover',
    toggleCheck: 'marcar',
    showDetails: 'detalhes',
    openCard: 'abrir a ficha',
    openForEditing: 'editar',
    allShortcuts: 'todos os atalhos',
  },
  keyNames: { Space: 'Espaço' },
  actions: {
    openPalette: 'Abrir a paleta: clientes e comandos (Cmd+K no macOS)',
    showShortcuts: 'Mostrar esta lista',
    goDashboard: 'Ir para o painel',
    goClients: 'Ir para os clientes',
    goCustomerArea: 'Ir para a área do cliente',
    goSettings: 'Ir para as configurações',
    focusSearch: 'Ir para a busca rápida',
    moveSelection: 'Mover a seleção',
    toggleCheck: 'Marcar ou desmarcar o cliente (Ctrl+clique também; Shift+clique marca um intervalo)',
    checkPage: 'Marcar todos os clientes da página',
    showDetails: 'Mostrar os detalhes do cliente',
    openCard: 'Abrir a ficha do cliente (Atendimento)',
    openForEditing: 'Abrir o cliente para editar',
    closeDetails: 'Fechar os detalhes (com eles fechados, desmarca todos)',
    nextPage: 'Próxima página',
    previousPage: 'Página anterior',
    refresh: 'Atualizar a lista',
    openFilterBuilder: 'Abrir ou fechar os filtros',
    applyFilter: 'Aplicar o filtro (com os filtros abertos)',
    newClient: 'Cadastrar um novo cliente',
    removeClient: 'Remover o cliente selecionado',
    reactivateClient: 'Reativar o cliente selecionado',
    saveForm: 'Salvar',
    closeForm: 'Fechar (pergunta se houver alterações)',
  },
} as const;

// Why here: i18next types t() from this map, and each namespace adds itself to it, so a feature's strings
// need no edit of a central file (the runtime finds them by the folder's name, renderer/i18n/setup-i18n.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    shortcuts: typeof ptBR;
  }
}
