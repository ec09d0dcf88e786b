// Builds a bank boleto's 44-digit barcode (FEBRABAN): bank, currency 9, general check digit, due factor,
// amount in cents, and the bank's 25-digit free field.
import { bankMod11 } from './check-digits.ts';

const dayMs = 86_400_000;
const factorBase = Date.UTC(1997, 9, 7);
// Why the restart: the 4-digit factor reached 9999 on 2025-02-21; from 2025-02-22 it starts again at 1000.
const restartDay = Date.UTC(2025, 1, 22);

/** The due factor of a `YYYY-MM-DD` date (days since 1997-10-07, restarting at 1000 on 2025-02-22). */
export function dueFactor(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) throw new RangeError(`due date ${date} is not YYYY-MM-DD`);
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (day < factorBase) throw new RangeError(`due date ${date} is before 1997-10-07`);
  const factor = day < restartDay ? (day - factorBase) / dayMs : 1000 + (((day - restartDay) / dayMs) % 9000);
  return String(factor).padStart(4, '0');
}

/** What a bank barcode holds. */
export interface BankBarcodeParts {
  /** The bank's 3-digit COMPE code. */
  bank: string;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  /** The amount in cents (up to 10 digits). */
  amountCents: number;
  /** The bank's 25-digit free field (agreement, "nosso número"…). */
  freeField: string;
}

/** The 44-digit barcode with its general check digit. */
export function buildBankBarcode(parts: BankBarcodeParts): string {
  if (!/^\d{3}$/.test(parts.bank)) throw new RangeError('bank must be 3 digits');
  if (!/^\d{25}$/.test(parts.freeField)) throw new RangeError('free field must be 25 digits');
  if (!Number.isInteger(parts.amountCents) || parts.amountCents < 0 || parts.amountCents > 9_999_999_999)
    throw new RangeError('amount must be 0 to 9,999,999,999 cents');
  const body = `${parts.bank}9${dueFactor(parts.dueDate)}${String(parts.amountCents).padStart(10, '0')}${parts.freeField}`;
  return `${body.slice(0, 4)}${bankMod11(body)}${body.slice(4)}`;
}
