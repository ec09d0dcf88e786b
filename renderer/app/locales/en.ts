import type { Translation } from '../../i18n/translation.ts';
import type { ptBR } from './pt-BR.ts';

/** Strings of the shell: navigation, top bar, start-up, in English: the same keys as pt-BR, which the typecheck holds. */
export const en = {
  nav: {
    label: 'Main navigation',
    dashboard: 'Dashboard',
    clients: 'Clients',
    customerArea: 'Customer area',
    settings: 'Settings',
  },
  topBar: {
    signedInAs: 'User: {{user}}',
    profile: 'Profile: {{profile}}',
    signOut: 'Sign out',
    toDark: 'Use the dark theme',
    toLight: 'Use the light theme',
  },
  startup: {
    loading: 'Opening Provider Desk…',
    failedTitle: 'Provider Desk could not open',
    failedHelp: 'The app’s main process did not answer. Try again; if it keeps failing, close and reopen the app.',
  },
  diagnosticsCopied: 'Diagnostics copied to the clipboard.',
  linkNotice: {
    'mail-text-copied': {
      title: 'Message copied: paste it into the e-mail',
      message:
        'The text was too long to go with the e-mail. The e-mail opened without it, and the text was copied: click into the message body and paste (Ctrl+V).',
    },
    'whatsapp-text-copied': {
      title: 'Message copied: paste it into the chat',
      message:
        'The text was too long to go with WhatsApp. The chat opened without it, and the text was copied: click into the message box and paste (Ctrl+V).',
    },
    'link-not-opened': {
      title: 'The link could not be opened',
      message: 'This computer did not open the link. The message text was copied: paste it (Ctrl+V) where you send it.',
    },
  },
} as const satisfies Translation<typeof ptBR>;
