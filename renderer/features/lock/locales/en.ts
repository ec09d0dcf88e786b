import type { Translation } from '../../../i18n/translation.ts';
import type { ptBR } from './pt-BR.ts';

/** Strings of the idle lock, the sign-out confirmation and the privacy settings, in English: the same keys as pt-BR, which the typecheck holds. */
export const en = {
  screen: {
    title: 'Provider Desk is locked',
    text: 'The app locked itself to protect the clients’ data. Type the password of {{user}} to go on where you were: forms, drafts and open tabs are as you left them.',
    reasonIdle: 'Locked after {{minutes}} min without use.',
    reasonIdleSeconds: 'Locked after {{seconds}} s without use.',
    reasonSystem: 'Locked because the computer was locked or went to sleep.',
    reasonManual: 'Locked as you asked.',
    password: 'Password',
    unlock: 'Unlock',
    signOut: 'Sign out',
    wrongPassword: 'Wrong password. Check whether Caps Lock is on and type it again.',
    rateLimited: 'Too many wrong attempts. Wait {{seconds}} s and try again.',
    offline:
      'The server did not answer, and this session kept no way to check the password without it. Check the connection and try again, or sign out.',
    failed: 'Could not unlock: {{message}}',
    offlineNote: 'No connection to the server: the password is checked on this computer.',
  },
  lockNow: 'Lock now',
  signOut: {
    button: 'Sign out',
    title: 'Sign out of Provider Desk?',
    text: 'The session on this server ends, and the clients’ data held in memory is erased.',
    drafts_one: 'You have {{count}} unsent draft.',
    drafts_other: 'You have {{count}} unsent drafts.',
    keepDrafts: 'Keep my drafts on this computer',
    keepDraftsHint: 'They are kept encrypted and expire in {{days}} days. Unchecked, they are deleted now.',
    cancel: 'Cancel',
    confirm: 'Sign out',
  },
  settings: {
    title: 'Privacy',
    hint: 'The idle lock, and drafts of forms, which may hold personal data (LGPD).',
    idleMinutes: 'Lock after (minutes without use)',
    idlePinned: 'Set by IT’s policy ({{minutes}} min).',
    draftDays: 'Delete drafts after (days)',
    keepDrafts: 'Keep drafts when signing out (the sign-out confirmation starts checked)',
  },
} as const satisfies Translation<typeof ptBR>;
