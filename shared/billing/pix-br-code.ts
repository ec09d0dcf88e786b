// The PIX "copia e cola" (BR Code, static): EMV MPM fields with the br.gov.bcb.pix account, closed by a CRC16.
import { crc16Ccitt } from './crc16.ts';
import { emvField, readEmvFields, type EmvField } from './emv-fields.ts';

/** The BR Code's GUI for PIX (its case is not significant). */
export const pixGui = 'br.gov.bcb.pix';

/** What a static PIX BR Code carries. */
export interface PixCharge {
  /** The receiver's PIX key (CPF/CNPJ, e-mail, +55 phone or random key). */
  key: string;
  /** The amount in cents; absent: the payer types it. */
  amountCents?: number;
  /** Up to 25 characters; accents are dropped (the BR Code is read by every bank's app). */
  merchantName: string;
  /** Up to 15 characters; accents dropped. */
  merchantCity: string;
  /** Up to 25 letters and digits; `***` when none. */
  txid: string;
}

/** Upper-case ASCII without accents, cut to `max` (what bank apps expect in names and cities). */
function plainText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .toUpperCase()
    .trim()
    .slice(0, max);
}

/** Amount in cents as the BR Code writes it: `1234.50`. */
const amountText = (cents: number): string => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Builds the BR Code text ("copia e cola") of a static PIX charge, with its CRC16. */
export function buildPixBrCode(charge: PixCharge): string {
  if (!charge.key || charge.key.length > 77) throw new RangeError('PIX key must have 1 to 77 characters');
  if (!/^(\*\*\*|[A-Za-z0-9]{1,25})$/.test(charge.txid))
    throw new RangeError('txid must be *** or 1-25 letters/digits');
  if (charge.amountCents !== undefined && (!Number.isInteger(charge.amountCents) || charge.amountCents <= 0))
    throw new RangeError('amount must be a positive number of cents');
  const name = plainText(charge.merchantName, 25);
  const city = plainText(charge.merchantCity, 15);
  if (!name || !city) throw new RangeError('merchant name and city must not be empty');
  const body = [
    emvField('00', '01'),
    emvField('26', emvField('00', pixGui) + emvField('01', charge.key)),
    emvField('52', '0000'),
    emvField('53', '986'),
    charge.amountCents === undefined ? '' : emvField('54', amountText(charge.amountCents)),
    emvField('58', 'BR'),
    emvField('59', name),
    emvField('60', city),
    emvField('62', emvField('05', charge.txid)),
    '6304',
  ].join('');
  return body + crc16Ccitt(body);
}

/** Why a text is not a usable PIX BR Code. */
export type PixProblem = 'format' | 'crc' | 'not-pix' | 'missing-field';

/** A BR Code read and checked: what it charges, or why it is refused. */
export type PixReading =
  | {
      valid: true;
      key: string | undefined;
      /** The dynamic charge's location (field 26/25), when it has no key. */
      url: string | undefined;
      /** The amount as written (`123.45`), when the code has one. */
      amount: string | undefined;
      merchantName: string;
      merchantCity: string;
      txid: string | undefined;
      crc: string;
    }
  | { valid: false; problem: PixProblem; field?: string };

const valueOf = (fields: readonly EmvField[], id: string): string | undefined =>
  fields.find((field) => field.id === id)?.value;

/** Reads and checks a BR Code: well-formed fields, payload format 01, a PIX account, BRL, BR, and a right CRC16. */
export function readPixBrCode(text: string): PixReading {
  const code = text.trim();
  const fields = readEmvFields(code);
  if (!fields || fields[0]?.id !== '00' || fields[0].value !== '01') return { valid: false, problem: 'format' };
  const last = fields.at(-1);
  if (last?.id !== '63' || !/^[0-9A-Fa-f]{4}$/.test(last.value))
    return { valid: false, problem: 'format', field: '63' };
  if (crc16Ccitt(code.slice(0, -4)) !== last.value.toUpperCase()) return { valid: false, problem: 'crc' };
  // Merchant account templates are ids 26 to 51; PIX's is the one whose GUI (subfield 00) is br.gov.bcb.pix.
  const account = fields
    .filter((field) => Number(field.id) >= 26 && Number(field.id) <= 51)
    .map((field) => readEmvFields(field.value) ?? [])
    .find((sub) => valueOf(sub, '00')?.toLowerCase() === pixGui);
  if (!account) return { valid: false, problem: 'not-pix' };
  const key = valueOf(account, '01');
  const url = valueOf(account, '25');
  if (!key && !url) return { valid: false, problem: 'missing-field', field: '26.01' };
  for (const [id, expected] of [
    ['52', undefined],
    ['53', '986'],
    ['58', 'BR'],
    ['59', undefined],
    ['60', undefined],
  ] as const) {
    const value = valueOf(fields, id);
    if (!value || (expected !== undefined && value !== expected))
      return { valid: false, problem: 'missing-field', field: id };
  }
  const amount = valueOf(fields, '54');
  if (amount !== undefined && !/^\d+(\.\d{1,2})?$/.test(amount))
    return { valid: false, problem: 'format', field: '54' };
  const additional = readEmvFields(valueOf(fields, '62') ?? '');
  return {
    valid: true,
    key,
    url,
    amount,
    merchantName: valueOf(fields, '59') ?? '',
    merchantCity: valueOf(fields, '60') ?? '',
    txid: additional ? valueOf(additional, '05') : undefined,
    crc: last.value.toUpperCase(),
  };
}
