import type { FeatureLocales } from '../../i18n/locale-types.ts';

/** Strings of the keyboard shortcuts dialog. */
export const locales: FeatureLocales = {
  'pt-BR': {
    title: 'Atalhos do teclado',
    close: 'Fechar',
    keys: 'Teclas',
    action: 'Ação',
    groups: { anywhere: 'Em qualquer tela', clientGrid: 'Na lista de clientes' },
    actions: {
      showShortcuts: 'Mostrar esta lista',
      goDashboard: 'Ir para o painel',
      goClients: 'Ir para os clientes',
      goCustomerArea: 'Ir para a área do cliente',
      goSettings: 'Ir para as configurações',
      focusSearch: 'Ir para a busca rápida',
      moveSelection: 'Mover a seleção',
      showDetails: 'Mostrar os detalhes do cliente',
      openForEditing: 'Abrir o cliente para editar',
      closeDetails: 'Fechar os detalhes',
      nextPage: 'Próxima página',
      previousPage: 'Página anterior',
      refresh: 'Atualizar a lista',
    },
  },
  en: {
    title: 'Keyboard shortcuts',
    close: 'Close',
    keys: 'Keys',
    action: 'Action',
    groups: { anywhere: 'Anywhere', clientGrid: 'In the client list' },
    actions: {
      showShortcuts: 'Show this list',
      goDashboard: 'Go to the dashboard',
      goClients: 'Go to the clients',
      goCustomerArea: 'Go to the customer area',
      goSettings: 'Go to the settings',
      focusSearch: 'Go to the quick search',
      moveSelection: 'Move the selection',
      showDetails: 'Show the client’s details',
      openForEditing: 'Open the client for editing',
      closeDetails: 'Close the details',
      nextPage: 'Next page',
      previousPage: 'Previous page',
      refresh: 'Refresh the list',
    },
  },
};
