import type { CodeLabels } from '../../../shared/codes/code-labels.ts';
import type { Language } from '../../../shared/language.ts';
import type { TFunction } from 'i18next';
import { formatDate, formatDateTime } from '../../format/dates.ts';
import { formatMoney } from '../../format/money.ts';
import { plainText } from '../../grid/cell-text.ts';
import { codeText } from './codes.ts';
import { formatIp, formatMac } from './network-text.ts';

/** How a client-area value is written. */
export type ValueKind =
  'text' | 'number' | 'decimal' | 'money' | 'date' | 'datetime' | 'code' | 'mac' | 'ip' | 'bool' | 'secret' | 'link';

/** What formatting needs besides the value: the field and the profile's code labels (for codes), the language and the strings. */
export interface ValueContext {
  field: string;
  language: Language;
  t: TFunction<'customer-area'>;
  labels: CodeLabels;
}

/** Whether a value counts as absent (null, undefined, empty or blank text). */
export function isAbsent(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** A client-area value as readable text: R$ amounts, dd/mm/aaaa dates, MAC and IP addresses, code labels ('' for nothing). */
export function valueText(kind: ValueKind, value: unknown, { field, language, t, labels }: ValueContext): string {
  if (isAbsent(value)) return '';
  const text = plainText(value);
  switch (kind) {
    case 'money':
      return formatMoney(text, language);
    case 'date':
      return formatDate(text);
    case 'datetime':
      return formatDateTime(text);
    case 'code':
      return codeText(field, value, labels, t);
    case 'mac':
      return formatMac(text);
    case 'ip':
      return formatIp(text);
    case 'bool':
      return value === true || text === 't' || text === 'true' || text === '1'
        ? t('connection.yes')
        : t('connection.no');
    case 'decimal': {
      const number = Number(text);
      return Number.isFinite(number)
        ? new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(number)
        : text;
    }
    case 'secret':
      // Why never the value: a connection's passwords reach the page in the record, but a screen shared
      // with a customer or captured for a ticket must not show them; staff only need to know one is set.
      return t('connection.secretSet');
    case 'number':
    case 'text':
    case 'link':
      return text;
  }
}
