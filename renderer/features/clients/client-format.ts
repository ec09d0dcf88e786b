import { formatCnpj, normalizeCnpj } from '../../../shared/registration/cnpj.ts';
import { formatCpf, normalizeCpf } from '../../../shared/registration/cpf.ts';

// Small pure formatters of the client grid. Why here and not in renderer/format/: that folder is being
// written in parallel; these can move there once it exists.

/** CPF (11 digits) as 000.000.000-00, CNPJ (14 characters, alphanumeric too) as 00.000.000/0000-00; other text as given. */
export function formatDocument(value: string | null | undefined): string {
  if (!value) return '';
  if (normalizeCpf(value).length === 11 && !/[A-Za-z]/.test(value)) return formatCpf(value);
  if (normalizeCnpj(value).length === 14) return formatCnpj(value);
  return value;
}

/** A Brazilian zip code (CEP) of 8 digits as 00000-000; other text as given. */
export function formatZip(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  return digits.length === 8 && !/[A-Za-z]/.test(value) ? `${digits.slice(0, 5)}-${digits.slice(5)}` : value;
}

const dateTimePattern = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/** `YYYY-MM-DD[ HH:MM:SS]` as dd/mm/aaaa; text that is not a date as given. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = dateTimePattern.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
}

/** `YYYY-MM-DD HH:MM:SS` as dd/mm/aaaa hh:mm, or only the date when the time is midnight (a date-only field). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const match = dateTimePattern.exec(value);
  if (!match) return value;
  const [, , , , hour = '00', minute = '00', second = '00'] = match;
  const date = formatDate(value);
  return hour === '00' && minute === '00' && second === '00' ? date : `${date} ${hour}:${minute}`;
}

/** One item of a `Label#-#value` list (phones, e-mails); items without a label have label ''. */
export interface LabelledItem {
  label: string;
  value: string;
}

/** Reads the `Label#-#value,Label#-#value` lists some servers send for phones and e-mails; other text is one item. */
export function parseLabelledList(text: string | null | undefined): LabelledItem[] {
  if (!text) return [];
  if (!text.includes('#-#')) return [{ label: '', value: text.trim() }];
  return text
    .split(',')
    .map((item) => {
      const at = item.indexOf('#-#');
      return at < 0 ? { label: '', value: item.trim() } : { label: item.slice(0, at).trim(), value: item.slice(at + 3).trim() };
    })
    .filter((item) => item.value !== '');
}

/** A labelled list for one line ("Celular (67) 99273-4796 · Residencial (67) 3142-2213") or one item a line ("Celular: …"). */
export function formatLabelledList(text: string | null | undefined, layout: 'line' | 'lines'): string {
  const items = parseLabelledList(text);
  if (layout === 'line') return items.map((item) => (item.label ? `${item.label} ${item.value}` : item.value)).join(' · ');
  return items.map((item) => (item.label ? `${item.label}: ${item.value}` : item.value)).join('\n');
}
