/** Strings of the grid toolkit (namespace `grid`): the pager, and the names of the client status and type codes, in Portuguese (Brazil): the language the others follow, and the type of every `t()` key. */
export const ptBR = {
  status: {
    '0': 'Ativo',
    '1': 'Desativado',
    '2': 'Interessado',
    '3': 'Removido',
    unknown: 'Situação não informada pelo servidor ({{code}})',
  },
  type: { '0': 'Pessoa física', '1': 'Pessoa jurídica', unknown: 'Tipo não informado pelo servidor ({{code}})' },
  typed: {
    client_name: { person: 'Nome', company: 'Razão social' },
    client_lastname: { person: 'Sobrenome', company: 'Nome fantasia' },
    client_doc1: { person: 'CPF', company: 'CNPJ' },
    client_doc2: { person: 'RG', company: 'Inscrição estadual' },
    client_date_birth: { person: 'Data de nascimento', company: 'Data de fundação' },
  },
  pager: {
    label: 'Páginas',
    pageSize: 'Linhas por página',
    rows: '{{first}}–{{last}} de {{total}}',
    noRows: '0 de 0',
    page: 'Página {{page}} de {{pages}}',
    first: 'Primeira página',
    previous: 'Página anterior',
    next: 'Próxima página',
    last: 'Última página',
    goTo: 'Ir para a página',
    go: 'Ir',
  },
} as const;

// Why here: i18next types t() from this map, and each namespace adds itself to it, so a feature's strings
// need no edit of a central file (the runtime finds them by the folder's name, renderer/i18n/setup-i18n.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    grid: typeof ptBR;
  }
}
