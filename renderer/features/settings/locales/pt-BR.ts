/** Strings of the settings screen, in Portuguese (Brazil): the language the others follow, and the type of every `t()` key. */
export const ptBR = {
  title: 'Configurações',
  appearance: 'Aparência',
  language: 'Idioma',
  languages: { 'pt-BR': 'Português (Brasil)', en: 'English' },
  theme: 'Tema',
  themes: { system: 'Do sistema', light: 'Claro', dark: 'Escuro' },
  zoom: 'Tamanho da interface',
  zoomHint: 'Aumente se o texto estiver pequeno; diminua para ver mais linhas.',
  servers: 'Servidores',
  serversHint:
    'Os servidores do provedor em que você entra. A senha só fica guardada se você marcou “Manter conectado”.',
  support: 'Suporte',
  supportHint:
    'Copia versão, sistema, servidor em uso e os últimos erros (nunca senhas ou dados de clientes) para enviar ao suporte.',
  copyDiagnostics: 'Copiar diagnóstico',
  copied: 'Diagnóstico copiado para a área de transferência.',
  copyFailed: 'Não foi possível copiar automaticamente. Selecione o texto abaixo e copie com Ctrl+C.',
  diagnosticsText: 'Diagnóstico',
} as const;

// Why here: i18next types t() from this map, and each namespace adds itself to it, so a feature's strings
// need no edit of a central file (the runtime finds them by the folder's name, renderer/i18n/setup-i18n.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    settings: typeof ptBR;
  }
}
