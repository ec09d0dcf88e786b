import type { Translation } from '../../i18n/translation.ts';
import type { ptBR } from './pt-BR.ts';

/** Strings of the masking of personal data, in English: the same keys as pt-BR, which the typecheck holds. */
export const en = {
  reveal: 'Reveal',
  revealField: 'Reveal {{field}}',
  revealHint: 'Alt+V reveals the focused field; the activity log records it',
  revealing: 'Recording…',
  revealFailed: 'The value was not shown: it could not be recorded in the activity log ({{message}}).',
  masked: 'masked',
  settings: {
    title: 'Personal data',
    hint: 'CPF/CNPJ, RG/IE, phones, e-mails, birth date and street number show masked; "Reveal" shows one field of one client and goes into the activity log.',
    enabled: 'Mask personal data on this machine',
    kinds: 'Masked fields',
    pinned: 'Set by IT’s policy ({{source}})',
    invalid: 'IT’s policy ({{source}}) is not valid: all personal data stays masked until it is corrected.',
    loadFailed: 'The masking setup could not be read: everything stays masked.',
    passwordHint: 'Turning masking off, or off for a field, asks your password and goes into the activity log.',
    everything: 'all personal data',
    confirmTitle: 'Show personal data unmasked',
    confirmText:
      'Type your password to show unmasked: {{what}}. The change goes into the activity log under your name.',
    password: 'Your password',
    confirm: 'Show unmasked',
    cancel: 'Cancel',
    wrongPassword: 'Wrong password.',
    rateLimited: 'Too many wrong attempts. Wait {{seconds}} s and try again.',
    confirmFailed: 'The password could not be checked: {{message}}',
    saveFailed: 'Masking was not changed: {{message}}',
  },
  shortcut: { reveal: 'Reveal the personal data of the focused field (recorded)' },
  export: {
    content: 'Personal data in the file',
    masked: 'Masked (recommended)',
    unmasked: 'Unmasked',
    statementMasked: 'The file will hold personal data masked (CPF/CNPJ, RG/IE, phones, e-mails, birth date, number).',
    statementUnmasked:
      'The file will hold personal data UNMASKED. Keep it with care; the choice goes into the activity log.',
    maskingOff: 'Masking is off on this machine: the file will hold personal data unmasked.',
    start: 'Export',
    cancel: 'Cancel',
  },
  kinds: {
    taxId: 'CPF/CNPJ',
    idDocument: 'RG/IE',
    phone: 'Phones',
    email: 'E-mails',
    birthDate: 'Birth date',
    streetNumber: 'Street number',
  },
} as const satisfies Translation<typeof ptBR>;
