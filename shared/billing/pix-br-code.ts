// The PIX "copia e cola" (BR Code, static): EMV MPM fields with the br.gov.bcb.pix account, closed by a CRC16.
import { crc16Ccitt } from './crc16.ts';
import { emvField, readEmvFields, type EmvField } from './emv-fields.ts';
import { pixKeyKind, pixKeyMaxLength, type PixKeyKind } from './pix-key.ts';

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
  if (!charge.key || charge.key.length > pixKeyMaxLength) throw new RangeError('PIX key must have 1 to 77 characters');
  // Why: a code with a key of no DICT kind is one the app's reader (and the payer's bank) refuses.
  if (!pixKeyKind(charge.key)) throw new RangeError('PIX key must be a CPF, CNPJ, +phone, e-mail or random key');
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
export type PixProblem =
  | 'format'
  | 'crc'
  | 'not-pix'
  | 'missing-field'
  /** A character outside printable ASCII (a control character, an accent): EMV's "ans" set. */
  | 'characters'
  /** A field longer (or shorter) than the BCB allows. */
  | 'field-length'
  /** A field given twice: readers that take the first and banks that take the last would see different charges. */
  | 'duplicate'
  /** The PIX key is none of the DICT's kinds. */
  | 'key';

/** A BR Code read and checked: what it charges, or why it is refused. */
export type PixReading =
  | {
      valid: true;
      key: string | undefined;
      /** The key's kind, when the code has a key. */
      keyKind: PixKeyKind | undefined;
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

type Refusal = Extract<PixReading, { valid: false }>;
const refuse = (problem: PixProblem, field?: string): Refusal =>
  field === undefined ? { valid: false, problem } : { valid: false, problem, field };

const valueOf = (fields: readonly EmvField[], id: string): string | undefined =>
  fields.find((field) => field.id === id)?.value;

/** The first id given twice, if any. */
const repeated = (fields: readonly EmvField[]): string | undefined =>
  fields.find((field, index) => fields.findIndex((other) => other.id === field.id) !== index)?.id;

// The longest BR Code: EMV QRCPS-MPM's 512 characters.
const codeMaxLength = 512;

/** Each top-level field's rule (BCB manual, EMV QRCPS-MPM): its pattern and length, and whether it must be there. */
const fieldRules: Readonly<Record<string, { pattern: RegExp; min: number; max: number; required: boolean }>> = {
  '01': { pattern: /^1[12]$/, min: 2, max: 2, required: false },
  '52': { pattern: /^\d{4}$/, min: 4, max: 4, required: true },
  '53': { pattern: /^986$/, min: 3, max: 3, required: true },
  // A positive decimal with a point and at most two decimals; no sign, no exponent, no spaces.
  '54': { pattern: /^(?=.*[1-9])\d+(\.\d{1,2})?$/, min: 1, max: 13, required: false },
  '58': { pattern: /^BR$/, min: 2, max: 2, required: true },
  '59': { pattern: /^/, min: 1, max: 25, required: true },
  '60': { pattern: /^/, min: 1, max: 15, required: true },
  '61': { pattern: /^/, min: 1, max: 10, required: false },
};

/** The PIX account's subfields' lengths: GUI, key, additional information, FSS (ISPB), location. */
const accountLengths: Readonly<Record<string, number>> = { '00': 14, '01': 77, '02': 72, '03': 8, '25': 77 };

function checkFields(fields: readonly EmvField[]): Refusal | undefined {
  for (const [id, rule] of Object.entries(fieldRules)) {
    const value = valueOf(fields, id);
    if (value === undefined) {
      if (rule.required) return refuse('missing-field', id);
      continue;
    }
    if (value.length < rule.min || value.length > rule.max) return refuse('field-length', id);
    if (!rule.pattern.test(value)) return refuse(id === '53' || id === '58' ? 'missing-field' : 'format', id);
  }
  return undefined;
}

/** The PIX account template: its id and subfields, or why it is refused. */
function readAccount(
  fields: readonly EmvField[],
): Refusal | { key: string | undefined; keyKind: PixKeyKind | undefined; url: string | undefined } {
  // Merchant account templates are ids 26 to 51; PIX's is the one whose GUI (subfield 00) is br.gov.bcb.pix.
  const templates = fields
    .filter((field) => Number(field.id) >= 26 && Number(field.id) <= 51)
    .map((field) => ({ id: field.id, sub: readEmvFields(field.value) ?? [] }))
    .filter(({ sub }) => valueOf(sub, '00')?.toLowerCase() === pixGui);
  const [account, another] = templates;
  if (!account) return refuse('not-pix');
  if (another) return refuse('duplicate', another.id);
  const twice = repeated(account.sub);
  if (twice) return refuse('duplicate', `${account.id}.${twice}`);
  for (const { id, value } of account.sub)
    if (value.length > (accountLengths[id] ?? 99)) return refuse('field-length', `${account.id}.${id}`);
  const key = valueOf(account.sub, '01');
  const url = valueOf(account.sub, '25');
  if (!key && !url) return refuse('missing-field', `${account.id}.01`);
  // A static code names a key, a dynamic one a location; one naming both is two charges in one.
  if (key && url) return refuse('format', account.id);
  const fss = valueOf(account.sub, '03');
  if (fss !== undefined && !/^\d{8}$/.test(fss)) return refuse('format', `${account.id}.03`);
  const keyKind = key ? pixKeyKind(key) : undefined;
  if (key && !keyKind) return refuse('key', `${account.id}.01`);
  return { key: key || undefined, keyKind, url: url || undefined };
}

/**
 * Reads and checks a BR Code by the BCB's rules (Manual de Padrões para Iniciação do Pix, on EMV QRCPS-MPM): printable
 * ASCII only, at most 512 characters, well-formed fields each given once, payload format 01 first and the CRC16 last
 * and right, a PIX account with a key of a DICT kind (or a location), MCC, BRL, BR, name up to 25 and city up to 15
 * characters, a positive amount of up to 13 characters, a txid of up to 25 letters and digits (or `***`).
 */
export function readPixBrCode(text: string): PixReading {
  const code = text.trim();
  if (code.length > codeMaxLength) return refuse('format');
  // Why before anything else: a control character or an escape sequence must never reach a message or the screen.
  if (!/^[\x20-\x7e]*$/.test(code)) return refuse('characters');
  const fields = readEmvFields(code);
  if (!fields || fields[0]?.id !== '00' || fields[0].value !== '01') return refuse('format');
  const last = fields.at(-1);
  if (last?.id !== '63' || !/^[0-9A-Fa-f]{4}$/.test(last.value)) return refuse('format', '63');
  if (crc16Ccitt(code.slice(0, -4)) !== last.value.toUpperCase()) return refuse('crc');
  const twice = repeated(fields);
  if (twice) return refuse('duplicate', twice);
  const account = readAccount(fields);
  if ('valid' in account) return account;
  const wrong = checkFields(fields);
  if (wrong) return wrong;
  const additional = valueOf(fields, '62');
  let txid: string | undefined;
  if (additional !== undefined) {
    const sub = readEmvFields(additional);
    if (!sub) return refuse('format', '62');
    const again = repeated(sub);
    if (again) return refuse('duplicate', `62.${again}`);
    txid = valueOf(sub, '05');
    if (txid !== undefined && (txid.length < 1 || txid.length > 25)) return refuse('field-length', '62.05');
    if (txid !== undefined && !/^(\*\*\*|[A-Za-z0-9]+)$/.test(txid)) return refuse('format', '62.05');
  }
  return {
    valid: true,
    ...account,
    amount: valueOf(fields, '54'),
    merchantName: valueOf(fields, '59') ?? '',
    merchantCity: valueOf(fields, '60') ?? '',
    txid,
    crc: last.value.toUpperCase(),
  };
}
