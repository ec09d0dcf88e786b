/** Strings of the login screen, in Portuguese (Brazil): the language the others follow, and the type of every `t()` key. */
export const ptBR = {
  title: 'Entrar',
  subtitle: 'Escolha o servidor do provedor e entre com seu usuário.',
  username: 'Usuário',
  password: 'Senha',
  remember: 'Manter conectado',
  rememberHint: 'A senha fica guardada, cifrada pelo sistema operacional.',
  rememberUnavailable:
    'Neste computador a senha não pode ser guardada com segurança; você entrará de novo a cada abertura.',
  submit: 'Entrar',
  required: 'Preencha este campo.',
  language: 'Idioma',
} as const;

// Why here: i18next types t() from this map, and each namespace adds itself to it, so a feature's strings
// need no edit of a central file (the runtime finds them by the folder's name, renderer/i18n/setup-i18n.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    login: typeof ptBR;
  }
}
