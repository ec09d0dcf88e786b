import type { DeskError } from '../../api/desk-error.ts';
import { registrationFields, type RegistrationField } from './client-form-values.ts';

/** A server's refusal split into messages for named form fields and messages for the form as a whole. */
export interface SplitErrors {
  fields: Array<{ field: RegistrationField; message: string }>;
  general: string[];
}

// Why the alias: the interface names the office column both offices_pk and office_pk.
const aliases: Record<string, RegistrationField> = { office_pk: 'offices_pk' };

/**
 * Puts each of the server's field errors on the form field it names; the others (and the message) stay general,
 * named by `labelOf` (the column's name on screen) or given alone: a column's key never reaches the clerk.
 */
export function splitServerErrors(
  error: Pick<DeskError, 'message' | 'fieldErrors'>,
  labelOf: (field: string) => string | undefined = () => undefined,
): SplitErrors {
  const fields: SplitErrors['fields'] = [];
  const general: string[] = [];
  for (const item of error.fieldErrors ?? []) {
    const name = aliases[item.field] ?? item.field;
    const field = registrationFields.find((known) => known === name);
    if (field) fields.push({ field, message: item.message });
    else {
      const label = item.field ? labelOf(item.field) : undefined;
      general.push(label ? `${label}: ${item.message}` : item.message);
    }
  }
  if (fields.length === 0 && general.length === 0) general.push(error.message);
  return { fields, general };
}
