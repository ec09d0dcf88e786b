// The typeable line ("linha digitável") of a boleto from its 44-digit barcode, with every check digit verified.
import { bankMod11, collectionMod11, mod10 } from './check-digits.ts';

/** Why a barcode gives no typeable line. */
export type BoletoProblem = 'length' | 'not-digits' | 'check-digit' | 'unsupported';

/** The typeable line of a valid barcode, or why there is none (never a line from a wrong barcode). */
export type BoletoLine =
  | {
      valid: true;
      /** `bank`: a bank's collection slip (47 digits); `collection`: an "arrecadação" slip (48 digits, starts with 8). */
      kind: 'bank' | 'collection';
      barcode: string;
      /** The digits only: what is copied and typed. */
      digits: string;
      /** The line as printed for reading: `00190.50095 40144.816069 06809.350314 3 37370000000100`. */
      grouped: string;
    }
  | { valid: false; problem: BoletoProblem };

/** Whether a 44-digit bank barcode's general check digit (position 5) is right. */
export function bankBarcodeValid(barcode: string): boolean {
  return /^\d{44}$/.test(barcode) && bankMod11(barcode.slice(0, 4) + barcode.slice(5)) === Number(barcode[4]);
}

function bankLine(barcode: string): BoletoLine {
  if (!bankBarcodeValid(barcode)) return { valid: false, problem: 'check-digit' };
  const withDigit = (field: string): string => field + String(mod10(field));
  const first = withDigit(barcode.slice(0, 4) + barcode.slice(19, 24));
  const second = withDigit(barcode.slice(24, 34));
  const third = withDigit(barcode.slice(34, 44));
  const general = barcode.slice(4, 5);
  const last = barcode.slice(5, 19);
  const dotted = (field: string): string => `${field.slice(0, 5)}.${field.slice(5)}`;
  return {
    valid: true,
    kind: 'bank',
    barcode,
    digits: first + second + third + general + last,
    grouped: [dotted(first), dotted(second), dotted(third), general, last].join(' '),
  };
}

function collectionLine(barcode: string): BoletoLine {
  // Position 3 (the value id) names the check-digit rule: 6 and 7 modulo 10, 8 and 9 modulo 11.
  const valueId = barcode[2];
  const check =
    valueId === '6' || valueId === '7' ? mod10 : valueId === '8' || valueId === '9' ? collectionMod11 : null;
  if (!check) return { valid: false, problem: 'unsupported' };
  if (check(barcode.slice(0, 3) + barcode.slice(4)) !== Number(barcode[3]))
    return { valid: false, problem: 'check-digit' };
  const blocks = [0, 11, 22, 33].map((at) => barcode.slice(at, at + 11)).map((block) => `${block}${check(block)}`);
  return {
    valid: true,
    kind: 'collection',
    barcode,
    digits: blocks.join(''),
    grouped: blocks.map((block) => `${block.slice(0, 11)}-${block.slice(11)}`).join(' '),
  };
}

/** The typeable line of a 44-digit barcode (spaces and dots ignored), or why it has none. */
export function boletoLine(barcode: string): BoletoLine {
  const digits = barcode.replace(/[\s.]/g, '');
  if (!/^\d*$/.test(digits)) return { valid: false, problem: 'not-digits' };
  if (digits.length !== 44) return { valid: false, problem: 'length' };
  return digits.startsWith('8') ? collectionLine(digits) : bankLine(digits);
}

/** Whether a 47-digit bank typeable line's three field check digits and the general check digit verify. */
export function bankLineValid(line: string): boolean {
  const digits = line.replace(/[\s.]/g, '');
  if (!/^\d{47}$/.test(digits)) return false;
  const barcode =
    digits.slice(0, 4) + digits.slice(32, 47) + digits.slice(4, 9) + digits.slice(10, 20) + digits.slice(21, 31);
  const rebuilt = boletoLine(barcode);
  return rebuilt.valid && rebuilt.digits === digits;
}
