import type { TFunction } from 'i18next';
import type { RegistrationField } from './client-form-values.ts';

// Why per type: for a company the same columns mean company name, trade name, CNPJ and state registration.
const typedFields = ['client_name', 'client_lastname', 'client_doc1', 'client_doc2', 'client_date_birth'] as const;

/** A field labelled per client type: its strings are `field.<id>.person` and `field.<id>.company`. */
export type TypedRegistrationField = (typeof typedFields)[number];

/** Whether a field is labelled per client type. */
function isTyped(field: RegistrationField): field is TypedRegistrationField {
  return (typedFields as readonly string[]).includes(field);
}

/** The label of a registration field as a person reads it, for an individual ('0') or a company ('1'). */
export function fieldLabel(t: TFunction<'registration'>, field: RegistrationField, clientType: string): string {
  if (!isTyped(field)) return t(`field.${field}`);
  return t(`field.${field}.${clientType === '1' ? 'company' : 'person'}`);
}
