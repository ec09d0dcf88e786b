import type { TFunction } from 'i18next';
import { plainText } from '../../grid/cell-text.ts';

// Why these and no others: the interface leaves every code's meaning open. contract_status's meanings
// are written down from deployed servers (field notes); priority's are the choices the app itself
// offers when it opens an order. Every other code (invoice_state, invoice_type, invoice_obs, os_done,
// network_cpe_status…) is shown as "código N": our own service's meanings are our choice, not the field's.
/** The codes whose meaning is known, per field. */
export const knownCodes = {
  contract_status: [0, 1, 2, 3, 4, 5],
  priority: [0, 1, 2, 3],
} as const;

/** A field whose codes have known meanings. */
export type CodeField = keyof typeof knownCodes;

/** Whether a field's codes have known meanings. */
export function isCodeField(field: string): field is CodeField {
  return Object.hasOwn(knownCodes, field);
}

/** A code as its label where its meaning is known, as "código N" otherwise ('' for nothing). */
export function codeText(field: string, value: unknown, t: TFunction<'customer-area'>): string {
  const text = plainText(value);
  if (text === '') return '';
  const code = Number(text);
  return isCodeField(field) && (knownCodes[field] as readonly number[]).includes(code)
    ? t(`code.${field}.${code}`)
    : t('code.unknown', { code: text });
}
