import type { Translation } from '../../../i18n/translation.ts';
import type { ptBR } from './pt-BR.ts';

/** Strings of the client card, in English: the same keys as pt-BR, which the typecheck holds. */
export const en = {
  title: 'Client card',
  tabs: {
    label: 'Open cards',
    close: "Close {{name}}'s card",
    unnamed: 'Client #{{id}}',
  },
  none: {
    title: 'No card open',
    text: "Open a client's card from the client list (Enter on the row) or from the search (Ctrl+K).",
  },
  loading: 'Loading the card…',
  notFound: {
    title: 'Client not found',
    text: 'The server has no client #{{id}} (it may have been deleted).',
    close: 'Close this card',
  },
  failed: "Could not load the client's card",
  retry: 'Try again',
  header: {
    label: 'Client details',
    code: 'Code',
    document: 'CPF/CNPJ',
    phones: 'Phones',
    email: 'E-mail',
    address: 'Address',
    streetNumber: 'Street number',
    office: 'Office',
    registered: 'Registered',
    username: 'Client-area user name',
    empty: 'not given',
  },
  action: {
    label: 'Actions',
    openCard: 'Open card',
    edit: 'Edit',
    supportOrder: 'Open a support order',
    password: 'Change the client-area password',
    copyDocument: 'Copy CPF/CNPJ',
    copied: 'CPF/CNPJ copied',
    copyFailed: 'Could not copy: the system refused the clipboard.',
    needsSession: "Open the client's area below to use this action.",
  },
  session: {
    noUsername:
      'This client has no client-area user name: invoices, contracts, connections and support orders cannot be looked up here.',
    noUsernameTitle: 'No client-area user name',
    opening: "Opening the client's area…",
    askTitle: 'Client-area password',
    ask: "The server does not send this client's client-area password. To see invoices, contracts, connections and support orders, type the password the customer tells you, or set a new access password and give it to the customer.",
    or: 'If the customer does not know the password:',
    expired: 'The client-area session expired: type the password again.',
    waiting: "Waiting for the client's area.",
  },
  section: {
    pending: 'Open and overdue invoices',
    secondCopy: 'Second copy',
    pendingTotal: 'Total due: {{amount}} ({{count}})',
    overdueTotal: 'Overdue: {{amount}} ({{count}})',
    openTotal: 'Not yet due: {{amount}} ({{count}})',
    noPending: 'No open or overdue invoice.',
    pendingOfLatest: 'Among the {{count}} latest invoices.',
    history: 'All invoices',
    contracts: 'Contracts',
    connections: 'Connections',
    supportOrders: 'Latest support orders',
    moreOrders: 'Showing {{shown}} of {{total}} orders.',
    signal: 'Signal (RX/TX)',
  },
} as const satisfies Translation<typeof ptBR>;
