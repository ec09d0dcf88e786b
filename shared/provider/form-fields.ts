import { z } from 'zod';

// Form bodies carry only text, while the app builds typed requests: every field schema here accepts
// both the typed value and its form text, and outputs the typed value.

/** An integer given as a number or as a string of digits (form text). */
export const formInt = z.union([
  z.number().int(),
  z
    .string()
    .trim()
    .regex(/^-?\d{1,15}$/, 'must be a whole number')
    .transform(Number),
]);

/** Text of a form field, trimmed; numbers are taken as their text. */
export const formText = z.union([z.string(), z.number().transform(String)]).transform((value) => value.trim());

/** The sort direction, `ASC` or `DESC` (any letter case on input). */
export const sortDir = z
  .string()
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(['ASC', 'DESC'], { message: 'must be ASC or DESC' }));

/** A column name for `sort`: 2 to 45 characters, letters, digits, `_` and one optional `table.` prefix. */
export const sortColumn = z
  .string()
  .trim()
  .min(2, 'must have 2 to 45 characters')
  .max(45, 'must have 2 to 45 characters')
  .regex(/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?$/, 'must be a column name');
