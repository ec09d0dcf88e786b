import type { Translation } from '../../../i18n/translation.ts';
import type { ptBR } from './pt-BR.ts';

/** Strings of the registrations sent while the server did not answer, in English: the same keys as pt-BR, which the typecheck holds. */
export const en = {
  count_one: '{{count}} registration waiting for the server',
  count_other: '{{count}} registrations waiting for the server',
  panel: {
    title: 'Registrations waiting for the server',
    text: 'Made without a connection. Check each one with the server and send it with one click; nothing is sent by itself.',
    offline: 'No connection to the server: “Check” and “Send” come back when it answers.',
    savedAt: 'kept at {{when}}',
  },
  memoryOnly: {
    short: 'Kept only until the app closes',
    panel:
      'Kept only until the app closes: this computer has no system keychain to encrypt them on disk. Check and send them before closing.',
  },
  action: {
    check: 'Check',
    send: 'Send',
    discard: 'Discard',
    confirmDiscard: 'Really discard',
    review: 'Review',
    openExisting: 'Open record {{pk}}',
  },
  reason: {
    offline: 'No connection to the server',
    checkFirst: 'Check before sending',
    blocked: 'Settle what the check found',
  },
  problem: {
    duplicateDocument:
      'This {{document}} already belongs to client {{pk}} – {{name}}: open that record instead of creating another.',
    duplicateUsername:
      'This registration’s user name already belongs to client {{pk}} – {{name}}: review it and choose another.',
    changed: 'Changed on the server since you opened it: {{fields}}. Review before sending.',
    removed: 'This client no longer exists on the server: there is nowhere to save these changes.',
    otherField: 'another field',
    unknownName: 'name not read',
  },
  state: {
    checking: 'Checking with the server…',
    clear: 'Checked: nothing stands in the way.',
    sending: 'Sending…',
    noAnswer: 'The server did not answer; nothing was sent. Check again before sending.',
    needsForm: 'The password must be typed again or a field corrected: open the record with “Review”.',
    refused: 'The server refused it: {{message}}',
  },
  sent: {
    title: 'Sent',
    create: 'Client {{name}} registered (no. {{pk}}).',
    edit: 'Record of {{name}} saved.',
  },
} as const satisfies Translation<typeof ptBR>;
