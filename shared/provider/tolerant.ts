import { z } from 'zod';

// Deployed servers send numbers as strings, dates with fractions or times, "" for absent text and zip
// codes with or without punctuation (docs/field-notes in ../shared). These schemas take every form
// seen and hand the app one normal form; anything else fails the field, never the whole record.

const numericText = /^\s*-?\d+(\.\d+)?\s*$/;

/** A number, or a string holding one ("69.90", "79.9000"). */
export const wireNumber = z.union([z.number(), z.string().regex(numericText).transform(Number)]);

/** Text; numbers become their text, null stays null. */
export const wireText = z.union([z.string(), z.number().transform(String), z.null()]);

/** A boolean, also from 0/1, "t"/"f" and "true"/"false". */
export const wireBool = z.union([
  z.boolean(),
  z.literal(0).transform(() => false),
  z.literal(1).transform(() => true),
  z.enum(['t', 'f', 'true', 'false', '0', '1']).transform((value) => value === 't' || value === 'true' || value === '1'),
]);

const dateTimePattern = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/** A date-time as `YYYY-MM-DD HH:MM:SS`, from any of date, date-time, fractional seconds or ISO `T`. */
export const wireDateTime = z.string().regex(dateTimePattern, 'is not a date or date-time').transform((value) => {
  const [, date, time] = dateTimePattern.exec(value) ?? [];
  const clock = (time ?? '00:00:00').padEnd(8, ':00').slice(0, 8);
  return `${date} ${clock}`;
});

/** A date as `YYYY-MM-DD`, also taken from a date-time. */
export const wireDate = z.string().regex(dateTimePattern, 'is not a date').transform((value) => value.slice(0, 10));

/** A money amount as a decimal string with two places ("79.9000" → "79.90", 69.9 → "69.90"). */
export const wireAmount = wireNumber.transform((value) => value.toFixed(2));

/** A Brazilian zip code (CEP) as 8 digits when it has 8 digits; other text is kept as sent. */
export const wireZip = wireText.transform((value) => {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length === 8 ? digits : value;
});

/** Makes a field optional and nullable: absent, null and (for text) "" all read as "not given". */
export function maybe<T extends z.ZodType>(schema: T) {
  return z.union([z.null(), z.literal('').transform(() => null), schema]).optional();
}
