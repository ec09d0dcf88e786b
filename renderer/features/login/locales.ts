import type { FeatureLocales } from '../../i18n/locale-types.ts';

/** Strings of the login screen. */
export const locales: FeatureLocales = {
  'pt-BR': {
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
  },
  en: {
    title: 'Sign in',
    subtitle: 'Choose the provider’s server and sign in with your user name.',
    username: 'User name',
    password: 'Password',
    remember: 'Keep me signed in',
    rememberHint: 'The password is kept, encrypted by the operating system.',
    rememberUnavailable:
      'This computer cannot keep the password safely; you will sign in again each time the app opens.',
    submit: 'Sign in',
    required: 'Fill in this field.',
    language: 'Language',
  },
};
