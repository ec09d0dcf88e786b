/** Strings of the embedded demo service, in Portuguese (Brazil): the language the others follow, and the type of every `t()` key. */
export const ptBR = {
  starting: 'Iniciando o servidor de demonstração…',
  seeding: 'Preparando dados de demonstração: {{done}} de {{total}} clientes',
  ready: 'Servidor de demonstração pronto.',
  startingShort: 'Iniciando demonstração…',
  seedingShort: 'Demonstração: {{done}} de {{total}} clientes',
  failed: 'O servidor de demonstração não iniciou: {{message}}',
  logins: 'Acessos de demonstração',
  loginsText: 'Usuário {{user}}, senha {{password}}. Os dados são fictícios e ficam só neste computador.',
} as const;

// Why here: i18next types t() from this map, and each namespace adds itself to it, so a feature's strings
// need no edit of a central file (the runtime finds them by the folder's name, renderer/i18n/setup-i18n.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    demo: typeof ptBR;
  }
}
