// The kinds of PIX key the BCB's DICT registers, by their formats (Manual de Padrões para Iniciação do Pix; DICT).
import { isValidCnpj } from '../registration/cnpj.ts';
import { isValidCpf } from '../registration/cpf.ts';
import { isValidEmail } from '../registration/email.ts';

/** A PIX key's kind: CPF, CNPJ, phone (E.164, `+55…`), e-mail or random key (EVP, a UUID). */
export type PixKeyKind = 'cpf' | 'cnpj' | 'phone' | 'email' | 'random';

/** The longest key the BR Code's field 26/01 may hold. */
export const pixKeyMaxLength = 77;

/**
 * The kind of a PIX key, or undefined when it is none: an 11-digit key must be a CPF and a 14-character one a
 * CNPJ with right check digits (the DICT refuses others), a phone is `+` and up to 15 digits, a random key a UUID.
 */
export function pixKeyKind(key: string): PixKeyKind | undefined {
  if (!key || key.length > pixKeyMaxLength) return undefined;
  if (/^\d{11}$/.test(key)) return isValidCpf(key) ? 'cpf' : undefined;
  if (/^[0-9A-Z]{12}\d{2}$/.test(key)) return isValidCnpj(key) ? 'cnpj' : undefined;
  if (/^\+[1-9]\d{1,14}$/.test(key)) return 'phone';
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key)) return 'random';
  return key.includes('@') && isValidEmail(key) ? 'email' : undefined;
}
