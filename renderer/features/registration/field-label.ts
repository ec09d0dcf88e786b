import type { TFunction } from 'i18next';
import type { RegistrationField } from './client-form-values.ts';

// Why per type: for a company the same columns mean company name, trade name, CNPJ and state registration.
const typed: ReadonlySet<RegistrationField> = new Set([
  'client_name',
  'client_lastname',
  'client_doc1',
  'client_doc2',
  'client_date_birth',
]);

/** The label of a registration field as a person reads it, for an individual ('0') or a company ('1'). */
export function fieldLabel(t: TFunction<'registration'>, field: RegistrationField, clientType: string): string {
  if (!typed.has(field)) return t(`field.${field}`);
  return t(`field.${field}.${clientType === '1' ? 'company' : 'person'}`);
}
