import type { Translation } from '../../../i18n/translation.ts';
import type { ptBR } from './pt-BR.ts';

/** Strings used across screens, in English: the same keys as pt-BR, which the typecheck holds. */
export const en = {
  appName: 'Provider Desk',
  loading: 'Loading…',
  retry: 'Try again',
  cancel: 'Cancel',
  close: 'Close',
  save: 'Save',
  settingsSaveFailed: 'Could not keep the setting: {{message}}',
  dataAge: {
    today: 'data from {{time}}',
    yesterday: 'data from yesterday, {{time}}',
    older: 'data from {{date}}, {{time}}',
    hint: 'This computer’s local copy, fetched at that time: the server did not answer, or has not answered yet.',
    hintShown: 'Read from the server at that time, before the connection dropped: it may have changed since.',
  },
  when: { today: '{{time}}', yesterday: 'yesterday, {{time}}', older: '{{date}}, {{time}}' },
  elapsed: {
    minutes_one: '{{count}} min ago',
    minutes_other: '{{count}} min ago',
    hours_one: '{{count}} h ago',
    hours_other: '{{count}} h ago',
    days_one: '{{count}} day ago',
    days_other: '{{count}} days ago',
  },
  errors: {
    NETWORK: { title: 'No connection to the server', help: 'Check the internet connection and try again.' },
    CERT_UNTRUSTED: {
      title: 'Untrusted certificate',
      help: 'Confirm the fingerprint with the provider before pinning it in the server’s profile.',
    },
    SERVER_UNAVAILABLE: { title: 'Server unavailable', help: 'Try again in a moment.' },
    COOKIE_REFUSED: {
      title: 'Session cookie refused',
      help: 'The server accepted the login, but its session cookie does not hold for the profile’s address: use “Test connection” in the profile to see what to fix.',
    },
    BASIC_UNSUPPORTED: {
      title: 'Basic authentication not accepted',
      help: 'Edit the server and choose “Session (login)” under Authentication.',
    },
    SERVER_BUSY: { title: 'Server busy', help: 'Nothing was changed; try again in a moment.' },
    TIMEOUT: {
      title: 'The server took too long',
      help: 'Try again in a moment; if it keeps happening, tell the provider’s support.',
    },
    CANCELLED: { title: 'Cancelled', help: 'Do it again whenever you want.' },
    SESSION_EXPIRED: { title: 'Session expired', help: 'Type the password in the dialog that opened to go on.' },
    AUTH_FAILED: { title: 'Wrong user name or password', help: 'Check the user name and the password.' },
    RATE_LIMITED: { title: 'Too many attempts', help: 'Wait the time shown and try again.' },
    ACCESS_DENIED: { title: 'Not allowed', help: 'Ask the administrator of the provider’s system for access.' },
    NOT_FOUND: { title: 'Not found', help: 'Check the server’s address and path prefix in the settings.' },
    VALIDATION: { title: 'Invalid data', help: 'Correct the fields named and try again.' },
    SERVER: {
      title: 'Server error',
      help: 'Try again; if it keeps happening, copy the diagnostics (Settings) for support.',
    },
    PROTOCOL: {
      title: 'Unexpected answer from the server',
      help: 'Check the server’s address; if it is right, copy the diagnostics (Settings) for support.',
    },
    NOT_SIGNED_IN: { title: 'Not signed in', help: 'Sign in to a server to go on.' },
    UNAVAILABLE: { title: 'Not available', help: 'This does not exist in this mode of the app.' },
    LOCKED: {
      title: 'App locked',
      help: 'Unlock it with your password; if it was a save, check whether it was made before trying again.',
    },
    INTERNAL: { title: 'Error of the app', help: 'Copy the diagnostics (Settings) and send them to support.' },
  },
} as const satisfies Translation<typeof ptBR>;
