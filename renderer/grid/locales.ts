import type { FeatureLocales } from '../i18n/locale-types.ts';

/** Strings of the grid toolkit (namespace `grid`): the pager, and the names of the client status and type codes. */
export const locales: FeatureLocales = {
  'pt-BR': {
    status: { 0: 'Ativo', 1: 'Desativado', 2: 'Interessado', 3: 'Removido', unknown: 'Situação {{code}}' },
    type: { 0: 'Pessoa física', 1: 'Pessoa jurídica', unknown: 'Tipo {{code}}' },
    pager: {
      label: 'Páginas',
      pageSize: 'Linhas por página',
      rows: '{{first}}–{{last}} de {{total}}',
      noRows: '0 de 0',
      page: 'Página {{page}} de {{count}}',
      first: 'Primeira página',
      previous: 'Página anterior',
      next: 'Próxima página',
      last: 'Última página',
      goTo: 'Ir para a página',
      go: 'Ir',
    },
  },
  en: {
    status: { 0: 'Active', 1: 'Deactivated', 2: 'Interested', 3: 'Removed', unknown: 'Status {{code}}' },
    type: { 0: 'Individual', 1: 'Company', unknown: 'Type {{code}}' },
    pager: {
      label: 'Pages',
      pageSize: 'Rows per page',
      rows: '{{first}}–{{last}} of {{total}}',
      noRows: '0 of 0',
      page: 'Page {{page}} of {{count}}',
      first: 'First page',
      previous: 'Previous page',
      next: 'Next page',
      last: 'Last page',
      goTo: 'Go to page',
      go: 'Go',
    },
  },
};
