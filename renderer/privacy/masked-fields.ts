import type { MaskKind } from '../../shared/privacy/masks.ts';
import type { ClientFieldId } from '../grid/client-fields.ts';
import { isValidCnpj } from '../../shared/registration/cnpj.ts';

/** The client record's fields that hold personal data, each with the kind of mask it takes. */
export const maskedClientFields: Readonly<Partial<Record<ClientFieldId, MaskKind>>> = {
  client_doc1: 'taxId',
  client_doc2: 'idDocument',
  client_phones: 'phone',
  client_mail: 'email',
  client_date_birth: 'birthDate',
  cli_addr_number: 'streetNumber',
};

/** The mask kind of a client field, or undefined when the field is not personal data the app masks. */
export function maskKindOfField(field: string): MaskKind | undefined {
  return Object.hasOwn(maskedClientFields, field) ? maskedClientFields[field as ClientFieldId] : undefined;
}

/**
 * The mask kind of a customer's login as it shows in the customer area: many providers use the CPF/CNPJ or the
 * e-mail as the login, and then it is that personal data; any other user name is shown as it is.
 */
export function maskKindOfLogin(username: string): MaskKind | undefined {
  if (username.includes('@')) return 'email';
  const compact = username.replace(/[.\-/\s]/g, '');
  // Why the check digits for the 14-character form: user names such as "elisio.silva148" have its shape too.
  // Eleven digits are taken for a CPF even when they do not check: masking a login too many is the safe side.
  return /^\d{11}$/.test(compact) || /^\d{14}$/.test(compact) || isValidCnpj(compact) ? 'taxId' : undefined;
}
