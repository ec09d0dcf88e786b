import type { Translation } from '../../i18n/translation.ts';
import type { ptBR } from './pt-BR.ts';

/** Strings of the grid toolkit (namespace `grid`): the pager, and the names of the client status and type codes, in English: the same keys as pt-BR, which the typecheck holds. */
export const en = {
  status: {
    '0': 'Active',
    '1': 'Deactivated',
    '2': 'Interested',
    '3': 'Removed',
    unknown: 'Status not given by the server ({{code}})',
  },
  type: { '0': 'Individual', '1': 'Company', unknown: 'Type not given by the server ({{code}})' },
  typed: {
    client_name: { person: 'First name', company: 'Company name' },
    client_lastname: { person: 'Surname', company: 'Trade name' },
    client_doc1: { person: 'CPF', company: 'CNPJ' },
    client_doc2: { person: 'RG', company: 'State registration (IE)' },
    client_date_birth: { person: 'Date of birth', company: 'Date founded' },
  },
  pager: {
    label: 'Pages',
    pageSize: 'Rows per page',
    rows: '{{first}}–{{last}} of {{total}}',
    noRows: '0 of 0',
    page: 'Page {{page}} of {{pages}}',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
    goTo: 'Go to page',
    go: 'Go',
  },
} as const satisfies Translation<typeof ptBR>;
