import { describe, expect, it } from 'vitest';
import { buildBankBarcode, dueFactor } from './boleto-barcode.ts';
import { bankBarcodeValid, bankLineValid, boletoLine } from './boleto-line.ts';

// Published pairs (barcode → typeable line) from the open-source boleto-utils test suite and a Banco do
// Brasil line quoted in brazilian-utils; the digits are data, not code.
const bankPairs = [
  ['10499898100000214032006561000100040099726390', '10492006506100010004200997263900989810000021403'],
  ['23797000000000000004150090019801673500021140', '23794150099001980167035000211405700000000000000'],
  ['00193373700000001000500940144816060680935031', '00190500954014481606906809350314337370000000100'],
] as const;

describe('boletoLine (bank slips)', () => {
  it.each(bankPairs)('%s → its 47-digit line', (barcode, line) => {
    const result = boletoLine(barcode);
    expect(result).toMatchObject({ valid: true, kind: 'bank', digits: line });
    expect(bankLineValid(line)).toBe(true);
  });

  it('groups the line for reading in five fields', () => {
    const result = boletoLine(bankPairs[0][0]);
    expect(result.valid && result.grouped).toBe('10492.00650 61000.100042 00997.263900 9 89810000021403');
  });

  it('refuses a barcode whose general check digit is wrong, and gives no line', () => {
    const wrong = `${bankPairs[0][0].slice(0, 4)}1${bankPairs[0][0].slice(5)}`;
    expect(bankBarcodeValid(wrong)).toBe(false);
    expect(boletoLine(wrong)).toEqual({ valid: false, problem: 'check-digit' });
  });

  it('refuses a changed digit anywhere (the check digit catches it)', () => {
    const barcode = bankPairs[1][0];
    const changed = `${barcode.slice(0, 30)}${(Number(barcode[30]) + 1) % 10}${barcode.slice(31)}`;
    expect(boletoLine(changed)).toEqual({ valid: false, problem: 'check-digit' });
  });

  it('names a wrong length or other characters', () => {
    expect(boletoLine('1049989810000021403')).toEqual({ valid: false, problem: 'length' });
    expect(boletoLine('1049989810000021403200656100010004009972639x')).toEqual({ valid: false, problem: 'not-digits' });
  });

  it('finds a wrong field check digit in a typeable line', () => {
    const line = bankPairs[0][1];
    expect(bankLineValid(`${line.slice(0, 9)}${(Number(line[9]) + 1) % 10}${line.slice(10)}`)).toBe(false);
  });
});

describe('boletoLine (arrecadação slips, 48 digits)', () => {
  it.each([
    // value id 6: modulo 10
    ['83860000005096000190000008017823000034306271', '838600000050096000190009000801782309000343062712'],
    // value id 8: modulo 11
    ['85820000000572503282035607082021053959190446', '858200000007572503282030560708202107539591904460'],
  ])('%s → %s', (barcode, line) => {
    expect(boletoLine(barcode)).toMatchObject({ valid: true, kind: 'collection', digits: line });
  });

  it('refuses a wrong general check digit', () => {
    expect(boletoLine('83870000005096000190000008017823000034306271')).toEqual({
      valid: false,
      problem: 'check-digit',
    });
  });
});

describe('buildBankBarcode', () => {
  it('counts the due factor from 1997-10-07 and restarts it at 1000 on 2025-02-22', () => {
    expect(dueFactor('2000-07-03')).toBe('1000');
    expect(dueFactor('2025-02-21')).toBe('9999');
    expect(dueFactor('2025-02-22')).toBe('1000');
    expect(dueFactor('2026-11-25')).toBe('1641');
  });

  it('rebuilds a published barcode from its parts', () => {
    const barcode = bankPairs[0][0];
    const rebuilt = buildBankBarcode({
      bank: '104',
      dueDate: '2022-05-10',
      amountCents: 21403,
      freeField: barcode.slice(19),
    });
    expect(rebuilt).toBe(barcode);
  });

  it('builds barcodes whose check digit verifies', () => {
    for (let cents = 1; cents < 200_000; cents += 7919) {
      const barcode = buildBankBarcode({
        bank: '756',
        dueDate: '2026-12-10',
        amountCents: cents,
        freeField: String(cents).padStart(25, '3'),
      });
      expect(boletoLine(barcode).valid).toBe(true);
    }
  });
});
