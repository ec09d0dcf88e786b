import type { Translation } from '../../../i18n/translation.ts';
import type { ptBR } from './pt-BR.ts';

/** Strings of the login screen, in English: the same keys as pt-BR, which the typecheck holds. */
export const en = {
  title: 'Sign in',
  subtitle: 'Choose the provider’s server and sign in with your user name.',
  username: 'User name',
  password: 'Password',
  remember: 'Keep me signed in',
  rememberHint: 'The password is kept, encrypted by the operating system.',
  rememberUnavailable: 'This computer cannot keep the password safely; you will sign in again each time the app opens.',
  submit: 'Sign in',
  required: 'Fill in this field.',
  language: 'Language',
} as const satisfies Translation<typeof ptBR>;
