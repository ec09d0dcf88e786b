import type { Translation } from '../../../i18n/translation.ts';
import type { ptBR } from './pt-BR.ts';

/** Strings of the session: sign-in failures, the expired-session dialog, the connection state, in English: the same keys as pt-BR, which the typecheck holds. */
export const en = {
  signInErrors: {
    title: 'Could not sign in',
    authFailed: 'Wrong user name or password. Check the user name and type the password again (letter case matters).',
    unreachable:
      'Could not reach {{address}}. Check the internet connection and the profile’s address; if the server is down, try again later.',
    wrongAddress:
      'The address answered, but not as a provider server. Check the address and the path prefix (such as admin_ctl) in the profile.',
    rateLimited: 'Too many wrong attempts. Wait {{seconds}} s and try again.',
    tryAgainNow: 'You may try again now.',
    refusedWithReason: 'The server refused the sign-in and said: “{{reason}}”.',
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
    reconnecting: 'Slow server',
    offline: 'Offline',
  },
  needsServer: 'Needs the server: no connection right now',
} as const satisfies Translation<typeof ptBR>;
