import type { AnyNamespaceT } from '../i18n/translation.ts';

// Why per type: for a company the record's person columns mean other things: client_name is the razão social,
// client_lastname the nome fantasia, the documents CNPJ and inscrição estadual, the birth date its foundation.
const typedFields = ['client_name', 'client_lastname', 'client_doc1', 'client_doc2', 'client_date_birth'] as const;
type TypedField = (typeof typedFields)[number];

const isTyped = (field: string): field is TypedField => (typedFields as readonly string[]).includes(field);

/** Whether a client record is a company (type 1, pessoa jurídica). */
export function isCompany(record: { client_type?: unknown }): boolean {
  return Number(record.client_type) === 1;
}

/**
 * The label of a client field as this client's type reads it (a company's `client_lastname` is its "Nome
 * fantasia", never "Sobrenome"); undefined when the field reads the same for both, or the type is not known.
 */
export function typedFieldLabel(field: string, clientType: unknown, t: AnyNamespaceT): string | undefined {
  const type = Number(clientType);
  if (!isTyped(field) || (type !== 0 && type !== 1)) return undefined;
  return t(`typed.${field}.${type === 1 ? 'company' : 'person'}`, { ns: 'grid' });
}

/** What a client record needs to be named. */
interface NamedRecord {
  client_pk: number;
  client_type?: unknown;
  client_name?: string | null;
  client_lastname?: string | null;
  client_complete_name?: string | null;
}

/** The name a client is known by: a company's razão social (its nome fantasia has its own place), a person's complete name; else its number. */
export function knownName(record: NamedRecord): string {
  if (isCompany(record) && record.client_name?.trim()) return record.client_name.trim();
  return (
    record.client_complete_name?.trim() ||
    [record.client_name, record.client_lastname].filter(Boolean).join(' ').trim() ||
    `#${record.client_pk}`
  );
}
