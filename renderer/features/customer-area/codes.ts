import type { TFunction } from 'i18next';
import { plainText } from '../../grid/cell-text.ts';

// Why these and no others: the interface leaves every code's meaning open; these are the ones written
// down from deployed servers (field notes) and by the provider service (docs/provider-service.md).
/** The codes whose meaning is known, per field. */
export const knownCodes = {
  contract_status: [0, 1, 2, 3, 4, 5],
  invoice_state: [0, 1, 2],
  invoice_type: [0, 1, 2],
  invoice_obs: [0, 1, 2],
  os_done: [0, 1, 2],
  network_cpe_wifi_encryption_type: [0, 1, 2, 3],
  priority: [0, 1, 2, 3],
} as const;

/** A field whose codes have known meanings. */
export type CodeField = keyof typeof knownCodes;

/** Whether a field's codes have known meanings. */
export function isCodeField(field: string): field is CodeField {
  return Object.hasOwn(knownCodes, field);
}

/** A code as its label where its meaning is known, as its number otherwise ('' for nothing). */
export function codeText(field: CodeField, value: unknown, t: TFunction<'customer-area'>): string {
  const text = plainText(value);
  if (text === '') return '';
  const code = Number(text);
  return (knownCodes[field] as readonly number[]).includes(code) ? t(`code.${field}.${code}`) : text;
}
