import { z } from 'zod';

// Deployed servers send numbers as strings, dates with fractions or times, "" for absent text and zip
// codes with or without punctuation (field notes in ../shared). These schemas take every form seen and
// hand the app one normal form; anything else fails the field, never the whole record.
//
// Why each field is one transform over a plain reader function rather than a zod union: every list
// answer runs these for each field of each row; a union with transforms costs about ten times more,
// and that cost is most of what the app adds to a client page (docs/benchmarks.md, app cost).

const invalid = Symbol('invalid');
/** What a tolerant field's reader answers for a value it refuses. */
export const invalidRead: typeof invalid = invalid;
type Read<T> = (value: unknown) => T | typeof invalid;

/** A zod schema for one tolerant field, carrying its plain reader (so `maybe` can wrap it). */
export type TolerantField<T> = z.ZodType<T> & { read: Read<T>; message: string };

function field<T>(read: Read<T>, message: string): TolerantField<T> {
  // Why a bare transform, not z.unknown().transform(): the same check and output without a pipe and an
  // unknown schema around each field; a 50-row client page parses about a quarter faster.
  const schema = z.transform((value: unknown, ctx) => {
    const out = read(value);
    if (out === invalid) {
      ctx.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return out;
  });
  return Object.assign(schema, { read, message });
}

const numericText = /^\s*-?\d+(\.\d+)?\s*$/;
const readNumber: Read<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && numericText.test(value)
      ? Number(value)
      : invalid;
const readText: Read<string | null> = (value) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : value === null ? null : invalid;
const trueWords = new Set(['t', 'true', '1']);
const booleanWords = new Set(['t', 'f', 'true', 'false', '0', '1']);
const readBool: Read<boolean> = (value) =>
  typeof value === 'boolean'
    ? value
    : value === 0 || value === 1
      ? value === 1
      : typeof value === 'string' && booleanWords.has(value)
        ? trueWords.has(value)
        : invalid;

const dateTimePattern = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;
// Why a test for the normal form first: it is what most servers send, and it is its own reading (no match
// array, no new strings for each date of each row).
const normalDateTime = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const readDateTime: Read<string> = (value) => {
  if (typeof value === 'string' && value.length === 19 && normalDateTime.test(value)) return value;
  const match = typeof value === 'string' ? dateTimePattern.exec(value) : null;
  if (!match) return invalid;
  return `${match[1]} ${(match[2] ?? '00:00:00').padEnd(8, ':00').slice(0, 8)}`;
};
const readDate: Read<string> = (value) =>
  typeof value === 'string' && dateTimePattern.test(value) ? value.slice(0, 10) : invalid;
// Money as some servers write it for people (field notes): "1.069,90", "R$ 69,90", "-R$ 5,00", "1,069.90".
const currencyText = /^\s*(-?)\s*(?:R\$)?\s*(-?)\s*([\d.,]+)\s*$/;
const brazilianAmount = /^(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$/;
const englishAmount = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
const plainAmount = /^\d+(?:\.\d+)?$/;
/** An amount written for people, as a number; `invalid` when it is none of the notations above. */
function readWrittenAmount(text: string): number | typeof invalid {
  const match = currencyText.exec(text.replace(/\u00a0/g, ' '));
  if (!match || (match[1] && match[2])) return invalid;
  const digits = match[3] ?? '';
  const sign = match[1] || match[2] ? -1 : 1;
  // Why a bare "1.069" reads as a decimal, not one thousand and sixty-nine: the interface's own form is a dot
  // decimal ("79.9000"), and a comma-less amount with one dot is that form; a comma, "R$" or several dots
  // make it Brazilian notation.
  const currency = text.includes('R$');
  if (plainAmount.test(digits) && !(currency && brazilianAmount.test(digits))) return sign * Number(digits);
  if (brazilianAmount.test(digits)) return sign * Number(digits.replace(/\./g, '').replace(',', '.'));
  if (englishAmount.test(digits)) return sign * Number(digits.replace(/,/g, ''));
  return invalid;
}
const readAmount: Read<string> = (value) => {
  const number = readNumber(value);
  if (number !== invalid) return number.toFixed(2);
  const written = typeof value === 'string' ? readWrittenAmount(value) : invalid;
  return written === invalid ? invalid : written.toFixed(2);
};
// Why these two first: the forms servers send (`79909-677`, `79909677`), read without a pass over the text.
const punctuatedZip = /^\d{5}-\d{3}$/;
const digitsZip = /^\d{8}$/;
const readZip: Read<string | null> = (value) => {
  const text = readText(value);
  if (text === invalid || text === null) return text;
  if (text.length === 9 && punctuatedZip.test(text)) return text.slice(0, 5) + text.slice(6);
  if (text.length === 8 && digitsZip.test(text)) return text;
  const digits = text.replace(/\D/g, '');
  return digits.length === 8 ? digits : text;
};

/** A number, or a string holding one ("69.90", "79.9000"). */
export const wireNumber = field(readNumber, 'is not a number');
/** Text; numbers become their text, null stays null. */
export const wireText = field(readText, 'is not text');
/** A boolean, also from 0/1, "t"/"f" and "true"/"false". */
export const wireBool = field(readBool, 'is not true or false');
/** A date-time as `YYYY-MM-DD HH:MM:SS`, from any of date, date-time, fractional seconds or ISO `T`. */
export const wireDateTime = field(readDateTime, 'is not a date or date-time');
/** A date as `YYYY-MM-DD`, also taken from a date-time. */
export const wireDate = field(readDate, 'is not a date');
/**
 * A money amount as a decimal string with two places ("79.9000" → "79.90", 69.9 → "69.90"), also from Brazilian
 * notation ("1.069,90" → "1069.90", "R$ 69,90" → "69.90").
 */
export const wireAmount = field(readAmount, 'is not an amount');
/** A Brazilian zip code (CEP) as 8 digits when it has 8 digits; other text is kept as sent. */
export const wireZip = field(readZip, 'is not text');

// MySQL-era servers write "no date" as a zero date (field notes); it must never show as 00/00/0000.
const zeroDate = /^0000-00-00(?:[ T]00:00(?::00(?:\.0+)?)?)?$/;

/**
 * Makes a field optional and nullable: absent, null and "" all read as null ("not given"); so does a
 * zero date in a date or date-time field.
 */
export function maybe<T>(inner: TolerantField<T>): TolerantField<T | null> {
  const isDate = (inner as unknown) === wireDate || (inner as unknown) === wireDateTime;
  return field(
    (value) =>
      value === undefined ||
      value === null ||
      value === '' ||
      (isDate && typeof value === 'string' && zeroDate.test(value))
        ? null
        : inner.read(value),
    inner.message,
  );
}
