// CPF (Brazilian natural-person tax id): check digits, validation, normalisation and display format.
import { mod11CheckDigit } from './check-digit.ts';

const FIRST_WEIGHTS = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];

/** The two check digits for a 9-digit CPF base; throws if `base9` is not exactly 9 digits. */
export function cpfCheckDigits(base9: string): string {
  if (!/^\d{9}$/.test(base9)) {
    throw new RangeError(`CPF base must be 9 digits, got "${base9}"`);
  }
  const digits = [...base9].map(Number);
  const first = mod11CheckDigit(digits, FIRST_WEIGHTS);
  const second = mod11CheckDigit([...digits, first], SECOND_WEIGHTS);
  return `${first}${second}`;
}

/** Digits only: removes dots, dash, spaces and any other non-digit character. */
export function normalizeCpf(value: string): string {
  return value.replace(/\D/g, '');
}

/** True when `value` (with or without punctuation) is an 11-digit CPF with correct check digits. */
export function isValidCpf(value: string): boolean {
  // Why: only the usual punctuation may surround the digits; letters or other symbols mean a typo, not a CPF.
  if (!/^[\d.\-\s]*$/.test(value)) return false;
  const digits = normalizeCpf(value);
  if (digits.length !== 11) return false;
  // Why: 000.000.000-00, 111.111.111-11 … pass the arithmetic but are never issued (classic placeholder input).
  if (/^(\d)\1{10}$/.test(digits)) return false;
  return cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9);
}

/** Display form "123.456.789-09" for an 11-digit CPF (punctuation in the input is ignored); other lengths are returned as given. */
export function formatCpf(digits: string): string {
  const d = normalizeCpf(digits);
  if (d.length !== 11) return digits;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}
