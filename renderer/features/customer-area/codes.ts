import type { TFunction } from 'i18next';
import { plainText } from '../../grid/cell-text.ts';
import { isKeyOf } from '../../i18n/is-key-of.ts';
import { ptBR } from './locales/pt-BR.ts';

// Why these and no others: the interface leaves every code's meaning open. contract_status's meanings
// are written down from deployed servers (field notes); priority's are the choices the app itself
// offers when it opens an order. Every other code (invoice_state, invoice_type, invoice_obs, os_done,
// network_cpe_status…) is shown as "código N": our own service's meanings are our choice, not the field's.
// The codes known are the ones named under `code.<field>` in this feature's strings.

/** A code as its label where its meaning is known, as "código N" otherwise ('' for nothing). */
export function codeText(field: string, value: unknown, t: TFunction<'customer-area'>): string {
  const text = plainText(value);
  if (text === '') return '';
  const code = String(Number(text));
  if (field === 'contract_status' && isKeyOf(ptBR.code.contract_status, code)) return t(`code.contract_status.${code}`);
  if (field === 'priority' && isKeyOf(ptBR.code.priority, code)) return t(`code.priority.${code}`);
  return t('code.unknown', { code: text });
}
