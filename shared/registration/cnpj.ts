// CNPJ (Brazilian legal-entity tax id), numeric and the alphanumeric form issued from July 2026.
import { mod11CheckDigit } from './check-digit.ts';

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const ZERO_CODE = '0'.charCodeAt(0);

/** Value of one CNPJ character: ASCII code minus 48, so '0'–'9' → 0–9 and 'A'–'Z' → 17–42 (Receita Federal rule). */
function charValue(ch: string): number {
  return ch.charCodeAt(0) - ZERO_CODE;
}

/** The two numeric check digits for a 12-character CNPJ base of [0-9A-Z]; throws on any other input. */
export function cnpjCheckDigits(base12: string): string {
  if (!/^[0-9A-Z]{12}$/.test(base12)) {
    throw new RangeError(`CNPJ base must be 12 characters [0-9A-Z], got "${base12}"`);
  }
  const values = [...base12].map(charValue);
  const first = mod11CheckDigit(values, FIRST_WEIGHTS);
  const second = mod11CheckDigit([...values, first], SECOND_WEIGHTS);
  return `${first}${second}`;
}

/** Uppercased, keeping only [0-9A-Z] (drops dots, slash, dash, spaces). */
export function normalizeCnpj(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** True when `value` (punctuated or not, any letter case) is a 14-character CNPJ with correct numeric check digits. */
export function isValidCnpj(value: string): boolean {
  // Why: only the usual punctuation may surround the characters; other symbols mean a typo, not a CNPJ.
  if (!/^[0-9A-Za-z./\-\s]*$/.test(value)) return false;
  const chars = normalizeCnpj(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(chars)) return false;
  // Why: 00.000.000/0000-00 and the like pass the arithmetic but are never issued.
  if (/^(.)\1{13}$/.test(chars)) return false;
  return cnpjCheckDigits(chars.slice(0, 12)) === chars.slice(12);
}

/** Display form "12.ABC.345/01DE-35" for a 14-character CNPJ (normalised first); other lengths are returned as given. */
export function formatCnpj(value: string): string {
  const c = normalizeCnpj(value);
  if (c.length !== 14) return value;
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}
