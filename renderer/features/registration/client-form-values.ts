import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { formatDocument } from '../../format/documents.ts';

/** Every registration column of the interface, in the order the form shows them. */
export const registrationFields = [
  'client_type',
  'client_name',
  'client_lastname',
  'client_doc1',
  'client_doc2',
  'client_mail',
  'client_phones',
  'client_date_birth',
  'client_date_cad',
  'offices_pk',
  'client_status',
  'client_username',
  'client_password',
  'client_password1',
  'cli_addr_zipcode',
  'cli_addr_address',
  'cli_addr_number',
  'cli_addr_completation',
  'cli_addr_neighborhood',
  'cli_addr_province',
  'cli_addr_state',
  'client_observations',
] as const;

/** One registration column. */
export type RegistrationField = (typeof registrationFields)[number];

/** The form's values: every column as the text the user sees (dates as YYYY-MM-DD from the date inputs). */
export type ClientFormValues = Record<RegistrationField, string>;

/** Fields never kept in a draft or compared for conflicts: the client-area password and its confirmation. */
export const secretFields: readonly RegistrationField[] = ['client_password', 'client_password1'];

/** Today's date in the machine's calendar as YYYY-MM-DD (the interface's default registration date). */
export function todayIso(now: Date = new Date()): string {
  const two = (value: number): string => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

const blank = Object.fromEntries(registrationFields.map((field) => [field, ''])) as ClientFormValues;

/** A new client's values: an individual, active, at the head office (1) when known, registered today. */
export function newClientValues(defaultOffice: number | undefined, now?: Date): ClientFormValues {
  return {
    ...blank,
    client_type: '0',
    client_status: '0',
    offices_pk: defaultOffice === undefined ? '' : String(defaultOffice),
    client_date_cad: todayIso(now),
  };
}

const text = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value === null || value === undefined ? '' : JSON.stringify(value);
};
// Why only the date part: servers send date fields as date-times ("1990-05-04 00:00:00").
const datePart = (value: unknown): string => /^\d{4}-\d{2}-\d{2}/.exec(text(value))?.[0] ?? '';

/** A client record as form values; the password stays blank, which keeps the current one on update. */
export function recordValues(record: ClientRecord): ClientFormValues {
  const values = { ...blank };
  for (const field of registrationFields) values[field] = text(record[field]);
  return {
    ...values,
    client_doc1: formatDocument(record.client_doc1),
    client_date_birth: datePart(record.client_date_birth),
    client_date_cad: datePart(record.client_date_cad),
    client_password: '',
    client_password1: '',
  };
}

/**
 * The form values as the create/update body: text as typed; the shared schema trims, checks and normalises.
 * The phones go only when they differ from `openedPhones` (what the form opened with): a list the clerk did not
 * touch is neither re-checked (an old number another system wrote must not block saving an address) nor sent.
 */
export function formBody(
  values: ClientFormValues,
  clientPk?: number,
  openedPhones = '',
): Record<string, string | number> {
  const body: Record<string, string | number> = { ...values };
  if (values.client_phones === openedPhones) delete body.client_phones;
  if (clientPk !== undefined) body.client_pk = clientPk;
  return body;
}
