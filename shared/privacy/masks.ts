// Masks for personal data shown on screen and in exports (LGPD: least exposure, issue 19). Each mask keeps a
// few characters that help the office tell records apart and hides the rest; odd input is hidden whole.
// Rule for every function: never throw, never show more than the mask intends, '' stays ''.

/** The masking character. */
export const maskChar = '*';

/** Any value as text ('' for null, undefined and objects: nothing of them is shown). */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return '';
}

/** Every letter and digit replaced by the mask (punctuation kept): the form stays, nothing of the content. */
export function maskAll(value: unknown): string {
  return textOf(value).replace(/[\p{L}\p{N}]/gu, maskChar);
}

const stars = (count: number): string => maskChar.repeat(count);

/** A CPF as `***.444.777-**` (the middle six digits, as the government's own publications show them); anything else hidden whole. */
export function maskCpf(value: unknown): string {
  const text = textOf(value).trim();
  if (text === '') return '';
  const digits = text.replace(/[.\-\s/]/g, '');
  if (!/^\d{11}$/.test(digits)) return maskAll(text);
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

/** A CNPJ (numeric or alphanumeric) as `**.345.678/****-**`; anything else hidden whole. */
export function maskCnpj(value: unknown): string {
  const text = textOf(value).trim();
  if (text === '') return '';
  const compact = text.replace(/[.\-\s/]/g, '');
  if (!/^[0-9A-Za-z]{12}\d{2}$/.test(compact)) return maskAll(text);
  return `**.${compact.slice(2, 5).toUpperCase()}.${compact.slice(5, 8).toUpperCase()}/****-**`;
}

/** A CPF or a CNPJ, told apart by length as the grid formats them; anything else hidden whole. */
export function maskTaxId(value: unknown): string {
  const compact = textOf(value).replace(/[.\-\s/]/g, '');
  return compact.length > 11 ? maskCnpj(value) : maskCpf(value);
}

/**
 * An RG or a state registration (IE), whose forms vary by state: punctuation kept, only the last two letters or
 * digits shown, and only when there are at least six of them (a short one is hidden whole).
 */
export function maskIdDocument(value: unknown): string {
  const text = textOf(value).trim();
  const total = (text.match(/[\p{L}\p{N}]/gu) ?? []).length;
  if (total < 6) return maskAll(text);
  let seen = 0;
  return text.replace(/[\p{L}\p{N}]/gu, (char) => (++seen > total - 2 ? char : maskChar));
}

/** One phone number as `(67) *****-0000` or `(67) ****-0000` (area code and last four digits); odd ones keep only their last four digits, if they have eight. */
export function maskPhone(value: unknown): string {
  const text = textOf(value).trim();
  if (text === '') return '';
  let digits = text.replace(/\D/g, '');
  // Why only when the rest is a whole number: +55 and a leading trunk 0 are dialling prefixes, not the number.
  if (/^55\d{10,11}$/.test(digits)) digits = digits.slice(2);
  else if (/^0\d{10,11}$/.test(digits)) digits = digits.slice(1);
  if (/^[^\p{L}]*$/u.test(text)) {
    if (digits.length === 10 || digits.length === 11)
      return `(${digits.slice(0, 2)}) ${stars(digits.length - 6)}-${digits.slice(-4)}`;
    if (digits.length === 8 || digits.length === 9) return `${stars(digits.length - 4)}-${digits.slice(-4)}`;
  }
  return keepLastDigits(text, 4, 8);
}

/** Every letter and digit masked but the last `keep` digits, and those only when the text has at least `least` digits. */
function keepLastDigits(text: string, keep: number, least: number): string {
  const total = (text.match(/\d/g) ?? []).length;
  const shown = total >= least ? keep : 0;
  let seen = 0;
  return text.replace(/[\p{L}\p{N}]/gu, (char) => {
    if (!/\d/.test(char)) return maskChar;
    seen += 1;
    return seen > total - shown ? char : maskChar;
  });
}

/** An e-mail address as `m****@example.com` (first letter, a fixed run of stars that does not tell the length, the domain); text that is not one address is hidden whole. */
export function maskEmail(value: unknown): string {
  const text = textOf(value).trim();
  if (text === '') return '';
  const at = text.lastIndexOf('@');
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (at < 1 || domain === '' || /[\s@,;]/.test(local) || /[\s@,;]/.test(domain)) return stars(4);
  // Why a one-letter name is hidden whole: its first letter would be all of it.
  return `${local.length > 1 ? local[0] : maskChar}${stars(4)}@${domain}`;
}

/** A birth date with day and month as stars and the year kept (enough to tell an age); a date the mask cannot read is hidden whole. */
export function maskBirthDate(value: unknown): string {
  const text = textOf(value).trim();
  if (text === '') return '';
  const iso = /^(\d{4})-\d{1,2}-\d{1,2}(?:$|[T\s])/.exec(text);
  const brazilian = /^\d{1,2}[/.-]\d{1,2}[/.-](\d{4})$/.exec(text);
  const year = iso?.[1] ?? brazilian?.[1];
  return `**/**/${year ?? '****'}`;
}

/** A street number, hidden whole (`***`, whatever its length). */
export function maskStreetNumber(value: unknown): string {
  return textOf(value).trim() === '' ? '' : stars(3);
}

/** The kinds of personal data that are masked, each with its own mask. */
export const maskKinds = ['taxId', 'idDocument', 'phone', 'email', 'birthDate', 'streetNumber'] as const;
/** A kind of personal data that is masked. */
export type MaskKind = (typeof maskKinds)[number];

/** One value of this kind, masked. */
export function maskValue(kind: MaskKind, value: unknown): string {
  switch (kind) {
    case 'taxId':
      return maskTaxId(value);
    case 'idDocument':
      return maskIdDocument(value);
    case 'phone':
      return maskPhone(value);
    case 'email':
      return maskEmail(value);
    case 'birthDate':
      return maskBirthDate(value);
    case 'streetNumber':
      return maskStreetNumber(value);
  }
}
