// Registration validation messages: stable codes (what schemas emit) and their English and Brazilian Portuguese texts.

import type { Language } from '../language.ts';
import { fillPlaceholders } from '../placeholders.ts';

/** Values substituted for the `{{name}}` placeholders of a message. */
export type RegistrationMessageParams = Readonly<Record<string, string | number>>;

/** Every message text by code; `{{name}}` marks a placeholder. */
export const REGISTRATION_MESSAGES = {
  'registration.required': {
    en: 'This field is required.',
    'pt-BR': 'Este campo é obrigatório.',
  },
  'registration.value.invalid': {
    en: 'Invalid value.',
    'pt-BR': 'Valor inválido.',
  },
  'registration.tooLong': {
    en: 'Use at most {{max}} characters.',
    'pt-BR': 'Use no máximo {{max}} caracteres.',
  },
  'registration.number.invalid': {
    en: 'Enter a positive whole number.',
    'pt-BR': 'Informe um número inteiro positivo.',
  },
  'registration.enum.invalid': {
    en: 'Choose one of the allowed values: {{allowed}}.',
    'pt-BR': 'Escolha um dos valores permitidos: {{allowed}}.',
  },
  'registration.cpf.invalid': {
    en: 'Invalid CPF: check the 11 digits.',
    'pt-BR': 'CPF inválido: confira os 11 dígitos.',
  },
  'registration.cnpj.invalid': {
    en: 'Invalid CNPJ: check the 14 characters.',
    'pt-BR': 'CNPJ inválido: confira os 14 caracteres.',
  },
  'registration.doc1.invalid': {
    en: 'Enter a valid CPF or CNPJ.',
    'pt-BR': 'Informe um CPF ou CNPJ válido.',
  },
  'registration.doc1.typeMismatch': {
    en: 'This client type needs a {{expected}}.',
    'pt-BR': 'Este tipo de cliente exige um {{expected}}.',
  },
  'registration.date.invalid': {
    en: 'Enter a real date.',
    'pt-BR': 'Informe uma data válida.',
  },
  'registration.date.notADay': {
    en: 'This date does not exist in the calendar: check the day and the month.',
    'pt-BR': 'Esta data não existe no calendário: confira o dia e o mês.',
  },
  'registration.date.incomplete': {
    en: 'Incomplete date: type the day, the month and the year with four digits (dd/mm/yyyy).',
    'pt-BR': 'Data incompleta: digite o dia, o mês e o ano com quatro dígitos (dd/mm/aaaa).',
  },
  'registration.email.invalid': {
    en: 'Enter a valid e-mail address.',
    'pt-BR': 'Informe um endereço de e-mail válido.',
  },
  'registration.username.length': {
    en: 'The user name must have {{min}} to {{max}} characters.',
    'pt-BR': 'O nome de usuário deve ter de {{min}} a {{max}} caracteres.',
  },
  'registration.username.chars': {
    en: 'The user name may only contain letters without accents, digits and . _ - @',
    'pt-BR': 'O nome de usuário só pode conter letras sem acento, números e . _ - @',
  },
  'registration.password.required': {
    en: 'A password is required when a user name is given.',
    'pt-BR': 'Informe uma senha quando houver nome de usuário.',
  },
  'registration.password.length': {
    en: 'The password must have {{min}} to {{max}} characters.',
    'pt-BR': 'A senha deve ter de {{min}} a {{max}} caracteres.',
  },
  'registration.password.mismatch': {
    en: 'The passwords do not match.',
    'pt-BR': 'As senhas não conferem.',
  },
  'registration.state.invalid': {
    en: 'Enter the two-letter state code (e.g. SP).',
    'pt-BR': 'Informe a sigla do estado com duas letras (ex.: SP).',
  },
  'registration.phone.areaCodeMissing': {
    en: 'Phone {{position}}: put the area code (DDD) before the number, e.g. (67) 99273-4796.',
    'pt-BR': 'Telefone {{position}}: informe o DDD antes do número, ex.: (67) 99273-4796.',
  },
  'registration.phone.areaCode': {
    en: 'Phone {{position}}: {{ddd}} is not a Brazilian area code (DDD).',
    'pt-BR': 'Telefone {{position}}: o DDD {{ddd}} não existe no Brasil.',
  },
  'registration.phone.number': {
    en: 'Phone {{position}}: after the area code, enter 8 digits (landline) or 9 digits starting with 9 (mobile).',
    'pt-BR': 'Telefone {{position}}: depois do DDD, informe 8 dígitos (fixo) ou 9 dígitos começando com 9 (celular).',
  },
  'registration.phone.label': {
    en: 'Phone {{position}}: the label takes at most {{max}} characters, without commas or #.',
    'pt-BR': 'Telefone {{position}}: o rótulo tem no máximo {{max}} caracteres, sem vírgula nem #.',
  },
  'registration.phone.required': {
    en: 'Enter at least one phone with its area code (DDD), e.g. (67) 99273-4796.',
    'pt-BR': 'Informe pelo menos um telefone com DDD, ex.: (67) 99273-4796.',
  },
  'registration.phone.tooMany': {
    en: 'Enter at most {{max}} phones.',
    'pt-BR': 'Informe no máximo {{max}} telefones.',
  },
} as const satisfies Record<string, Record<Language, string>>;

/** A stable validation message code, e.g. `registration.cpf.invalid`. */
export type RegistrationMessageCode = keyof typeof REGISTRATION_MESSAGES;

/** True when `value` is one of the registration message codes. */
export function isRegistrationMessageCode(value: string): value is RegistrationMessageCode {
  return Object.hasOwn(REGISTRATION_MESSAGES, value);
}

/** The text of `code` in `lang` with `{{name}}` placeholders filled from `params`; unknown placeholders stay as written. */
export function formatRegistrationMessage(
  code: RegistrationMessageCode,
  lang: Language,
  params: RegistrationMessageParams = {},
): string {
  return fillPlaceholders(REGISTRATION_MESSAGES[code][lang], params);
}
