// A client's phones as the record carries them (`Label#-#value` items joined by commas, field notes) and
// the Brazilian rules a number must meet: an area code (DDD) in use, then 8 digits (landline) or 9 + 8 (mobile).
import type { RegistrationMessageCode, RegistrationMessageParams } from './messages.ts';

/** One phone of the list: the label the office gave it ("Celular", "Recado") and the number as written. */
export interface PhoneItem {
  label: string;
  value: string;
}

/** What a number is: a mobile (9 + 8 digits after the area code) or a landline (8 digits starting 2 to 5). */
export type PhoneKind = 'mobile' | 'landline';

/** A problem of one phone, as a registration message code and its placeholders. */
export interface PhoneIssue {
  code: RegistrationMessageCode;
  params?: RegistrationMessageParams;
}

/** Longest label of one phone. */
export const PHONE_LABEL_MAX_LENGTH = 30;
/** Most phones one client may have (the column is one text; a form of 30 rows is a mistake, not a customer). */
export const PHONES_MAX = 10;

/** The separator between label and number, and between items, of the record's list. */
const LABEL_SEPARATOR = '#-#';
const ITEM_SEPARATOR = ',';

// Anatel's area codes in use (the national numbering plan): every other pair of digits is no area code.
const AREA_CODES = new Set(
  [
    '11 12 13 14 15 16 17 18 19',
    '21 22 24 27 28',
    '31 32 33 34 35 37 38',
    '41 42 43 44 45 46 47 48 49',
    '51 53 54 55',
    '61 62 63 64 65 66 67 68 69',
    '71 73 74 75 77 79',
    '81 82 83 84 85 86 87 88 89',
    '91 92 93 94 95 96 97 98 99',
  ]
    .join(' ')
    .split(' '),
);

/** Whether two digits are a Brazilian area code in use. */
export function isAreaCode(ddd: string): boolean {
  return AREA_CODES.has(ddd);
}

/** The digits of a number without the country code (+55) or a trunk 0. */
function nationalDigits(text: string): string {
  let digits = text.replace(/\D/g, '');
  if (digits.length > 11 && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}

/** Whether a number (with its area code) is a mobile or a landline; undefined when it is neither. */
export function phoneKind(text: string): PhoneKind | undefined {
  const digits = nationalDigits(text);
  if (!isAreaCode(digits.slice(0, 2))) return undefined;
  if (/^\d{2}9\d{8}$/.test(digits)) return 'mobile';
  if (/^\d{2}[2-5]\d{7}$/.test(digits)) return 'landline';
  return undefined;
}

/** What is wrong with one phone of the list, or undefined when it is a valid Brazilian number with a usable label. */
export function phoneItemIssue(item: PhoneItem): PhoneIssue | undefined {
  const label = item.label.trim();
  // Why: a comma or the separator inside a label would split the item when the list is read back.
  if (label.length > PHONE_LABEL_MAX_LENGTH || label.includes(ITEM_SEPARATOR) || label.includes('#'))
    return { code: 'registration.phone.label', params: { max: PHONE_LABEL_MAX_LENGTH } };
  const digits = nationalDigits(item.value);
  // A whole local number (8 digits of a landline, 9 + 8 of a mobile) typed without its area code.
  if (/^(?:[2-5]\d{7}|9\d{8})$/.test(digits)) return { code: 'registration.phone.areaCodeMissing' };
  const ddd = digits.slice(0, 2);
  if (!isAreaCode(ddd)) return { code: 'registration.phone.areaCode', params: { ddd } };
  return phoneKind(digits) ? undefined : { code: 'registration.phone.number' };
}

/** Reads the record's list (`Label#-#value,…`); text without a separator is one unlabelled number. */
export function parsePhoneList(text: string | null | undefined): PhoneItem[] {
  if (!text || text.trim() === '') return [];
  if (!text.includes(LABEL_SEPARATOR)) return [{ label: '', value: text.trim() }];
  return text.split(ITEM_SEPARATOR).flatMap((item) => {
    const at = item.indexOf(LABEL_SEPARATOR);
    const phone =
      at < 0
        ? { label: '', value: item.trim() }
        : { label: item.slice(0, at).trim(), value: item.slice(at + LABEL_SEPARATOR.length).trim() };
    return phone.value === '' ? [] : [phone];
  });
}

/** A number punctuated as Brazilians write it, "(67) 99273-4796" or "(67) 3142-2213", from however it was typed. */
export function maskPhoneInput(text: string): string {
  const digits = nationalDigits(text).slice(0, 11);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const ddd = digits.slice(0, 2);
  const rest = digits.slice(2);
  // Until the 11th digit the number reads as a landline's 4 + 4; the 11th makes it a mobile's 5 + 4.
  const split = rest.length > 8 ? 5 : 4;
  return rest.length <= split ? `(${ddd}) ${rest}` : `(${ddd}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** The label a phone gets when the office gave none: its kind, in the words Brazilian records use. */
function defaultLabel(value: string): string {
  return phoneKind(value) === 'mobile' ? 'Celular' : 'Fixo';
}

/** The record's list from the form's rows: numbers punctuated, labels trimmed (blank: the number's kind), empty rows left out. */
export function formatPhoneList(items: readonly PhoneItem[]): string {
  return items
    .filter((item) => item.value.trim() !== '')
    .map((item) => `${item.label.trim() || defaultLabel(item.value)}${LABEL_SEPARATOR}${maskPhoneInput(item.value)}`)
    .join(ITEM_SEPARATOR);
}

/** Whether two lists hold the same phones in the same order (labels, and the numbers' digits). */
export function samePhoneList(a: string | null | undefined, b: string | null | undefined): boolean {
  const key = (text: string | null | undefined): string =>
    parsePhoneList(text)
      .map((item) => `${item.label.toLowerCase()}=${nationalDigits(item.value)}`)
      .join('|');
  return key(a) === key(b);
}
