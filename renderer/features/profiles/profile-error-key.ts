import type { ptBR } from './locales/pt-BR.ts';

/** Fields of the profile form. */
export type ProfileField = 'name' | 'adminUrl' | 'clientUrl' | 'adminPrefix' | 'username' | 'pinnedCertSha256';

/**
 * The message key (namespace `profiles`) of a profile field that failed the contract's schema, from
 * the zod issue code react-hook-form keeps as the error's `type`.
 * Why by code and not by text: the schema's own messages are English; the form speaks both languages.
 */
export function profileErrorKey(field: ProfileField, type: string | undefined): `errors.${keyof typeof ptBR.errors}` {
  switch (type) {
    case 'too_small':
      return 'errors.required';
    case 'too_big':
      return 'errors.tooLong';
    case 'custom':
      return field === 'pinnedCertSha256' ? 'errors.badPin' : 'errors.badAddress';
    case 'invalid_union':
      return 'errors.badAddress';
    case 'invalid_format':
      return field === 'adminPrefix' ? 'errors.badPrefix' : 'errors.invalid';
    case undefined:
    default:
      return 'errors.invalid';
  }
}
