import type { Translation } from '../../../i18n/translation.ts';
import type { ptBR } from './pt-BR.ts';

/** Strings of the keyboard shortcuts dialog, in English: the same keys as pt-BR, which the typecheck holds. */
export const en = {
  title: 'Keyboard shortcuts',
  close: 'Close',
  keys: 'Keys',
  action: 'Action',
  groups: { anywhere: 'Anywhere', clientGrid: 'In the client list', clientForm: 'In the client form' },
  actions: {
    openPalette: 'Open the palette: clients and commands (Cmd+K on macOS)',
    showShortcuts: 'Show this list',
    goDashboard: 'Go to the dashboard',
    goClients: 'Go to the clients',
    goCustomerArea: 'Go to the customer area',
    goSettings: 'Go to the settings',
    focusSearch: 'Go to the quick search',
    moveSelection: 'Move the selection',
    toggleCheck: 'Check or uncheck the client (Ctrl+click too; Shift+click checks a range)',
    checkPage: 'Check every client of the page',
    showDetails: 'Show the client’s details',
    openCard: "Open the client's card",
    openForEditing: 'Open the client for editing',
    closeDetails: 'Close the details (with them closed, uncheck all)',
    nextPage: 'Next page',
    previousPage: 'Previous page',
    refresh: 'Refresh the list',
    openFilterBuilder: 'Open or close the filters',
    applyFilter: 'Apply the filter (with the filters open)',
    newClient: 'Register a new client',
    removeClient: 'Remove the selected client',
    reactivateClient: 'Reactivate the selected client',
    saveForm: 'Save',
    closeForm: 'Close (asks when there are changes)',
  },
} as const satisfies Translation<typeof ptBR>;
