import type { Translation } from '../../../i18n/translation.ts';
import type { ptBR } from './pt-BR.ts';

/** Strings of the command palette (Ctrl+K), in English: the same keys as pt-BR, which the typecheck holds. */
export const en = {
  title: 'Search clients and commands',
  open: 'Search',
  openHint: 'Search clients and commands ({{keys}})',
  input: 'Search a client or a command',
  placeholder: 'CPF/CNPJ, #code, user name or name; or a command',
  results: 'Results',
  groups: {
    recent: 'Recent clients',
    commands: 'Commands',
    document: 'By CPF/CNPJ',
    code: 'By code',
    login: 'By client-area user name',
    name: 'By name',
  },
  commands: {
    newClient: 'Register a new client',
    filters: 'Filter the clients',
    goDashboard: 'Go to the dashboard',
    goClients: 'Go to the clients',
    goCustomerArea: 'Go to the customer area',
    goSettings: 'Go to the settings',
    shortcuts: 'Show the keyboard shortcuts',
    signOut: 'Sign out',
  },
  client: {
    code: 'code {{code}}',
    login: 'user {{login}}',
  },
  status: {
    searching: 'Searching…',
    none: 'No client found for “{{text}}”.',
    count_one: '{{count}} client found.',
    count_other: '{{count}} clients found.',
    narrow: 'There are more than these: type more to narrow down.',
    noRecent: 'The clients you open show here.',
    invalidDocument: 'This looks like a CPF/CNPJ, but its check digits do not match. Check the number.',
    failed: 'The search failed: {{message}}',
    tooShort: 'Type at least two letters of the name.',
  },
  footer: '↑ ↓ move · Enter open · Esc close',
} as const satisfies Translation<typeof ptBR>;
