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
  kinds: {
    taxId: 'CPF/CNPJ',
    idDocument: 'RG/IE',
    phone: 'Phones',
    email: 'E-mails',
    birthDate: 'Birth date',
    streetNumber: 'Street number',
  },
} as const satisfies Translation<typeof ptBR>;
