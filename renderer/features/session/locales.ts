import type { FeatureLocales } from '../../i18n/locale-types.ts';

/** Strings of the session: sign-in failures, the expired-session dialog, the connection state. */
export const locales: FeatureLocales = {
  'pt-BR': {
    signInErrors: {
      title: 'Não foi possível entrar',
      authFailed: 'Usuário ou senha incorretos. Confira o usuário e digite a senha de novo (maiúsculas contam).',
      unreachable:
        'Não foi possível falar com {{address}}. Verifique a conexão com a internet e o endereço do perfil; se o servidor estiver fora do ar, tente mais tarde.',
      wrongAddress:
        'O endereço respondeu, mas não como um servidor do provedor. Confira o endereço e o prefixo (por exemplo admin_ctl) no perfil.',
      rateLimited: 'Muitas tentativas erradas. Aguarde {{seconds}} s e tente de novo.',
      tryAgainNow: 'Você já pode tentar de novo.',
      theServer: 'o servidor',
    },
    expired: {
      title: 'Sua sessão expirou',
      text: 'A sessão de {{user}} em {{profile}} terminou. Digite a senha para continuar de onde parou; nada do que você digitou se perde.',
      password: 'Senha',
      continue: 'Continuar',
      signOut: 'Sair',
    },
    connection: {
      label: 'Conexão com o servidor',
      online: 'Conectado',
      reconnecting: 'Reconectando…',
      offline: 'Sem conexão',
    },
  },
  en: {
    signInErrors: {
      title: 'Could not sign in',
      authFailed: 'Wrong user name or password. Check the user name and type the password again (letter case matters).',
      unreachable:
        'Could not reach {{address}}. Check the internet connection and the profile’s address; if the server is down, try again later.',
      wrongAddress:
        'The address answered, but not as a provider server. Check the address and the path prefix (such as admin_ctl) in the profile.',
      rateLimited: 'Too many wrong attempts. Wait {{seconds}} s and try again.',
      tryAgainNow: 'You may try again now.',
      theServer: 'the server',
    },
    expired: {
      title: 'Your session has expired',
      text: 'The session of {{user}} on {{profile}} has ended. Type the password to go on where you were; nothing you typed is lost.',
      password: 'Password',
      continue: 'Continue',
      signOut: 'Sign out',
    },
    connection: {
      label: 'Connection to the server',
      online: 'Online',
      reconnecting: 'Reconnecting…',
      offline: 'Offline',
    },
  },
};
