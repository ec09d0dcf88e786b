import { describe, expect, it } from 'vitest';
import { crc16Ccitt } from './crc16.ts';
import { buildPixBrCode, readPixBrCode } from './pix-br-code.ts';

// Published static BR Codes (the PixPayloadGen README's example with an amount, fictitious data as it
// says, and the pix-me package's README); the texts are data, not code.
const published: readonly [string, string] = [
  '00020126330014BR.GOV.BCB.PIX011197212482404520400005303986540530.005802BR5918Victor Julio Rocha6006RECIFE62110507VIPSURF630425A1',
  '00020126330014br.gov.bcb.pix0111263857099065204000053039865802BR5913FULANO DE TAL6006Cidade62070503***6304151C',
];

describe('crc16Ccitt', () => {
  it('is CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });
});

describe('readPixBrCode', () => {
  it('reads published codes and verifies their CRC', () => {
    expect(readPixBrCode(published[0])).toMatchObject({
      valid: true,
      key: '97212482404',
      url: undefined,
      amount: '30.00',
      merchantCity: 'RECIFE',
      txid: 'VIPSURF',
      crc: '25A1',
    });
    expect(readPixBrCode(published[1])).toEqual({
      valid: true,
      key: '26385709906',
      url: undefined,
      amount: undefined,
      merchantName: 'FULANO DE TAL',
      merchantCity: 'Cidade',
      txid: '***',
      crc: '151C',
    });
  });

  it('refuses a code whose CRC does not match (one character changed)', () => {
    expect(readPixBrCode(published[0].replace('30.00', '90.00'))).toEqual({ valid: false, problem: 'crc' });
  });

  it('refuses malformed text, a missing CRC and an account that is not PIX', () => {
    expect(readPixBrCode('hello')).toEqual({ valid: false, problem: 'format' });
    expect(readPixBrCode(published[0].slice(0, -8))).toMatchObject({ valid: false, problem: 'format' });
    const other = '000201260800040000520400005303986' + '5802BR5901A6001B6304';
    expect(readPixBrCode(other + crc16Ccitt(other))).toEqual({ valid: false, problem: 'not-pix' });
  });
});

describe('buildPixBrCode', () => {
  it('builds the published pix-me example byte for byte (upper-casing its name and city)', () => {
    const code = buildPixBrCode({
      key: '26385709906',
      merchantName: 'Fulano de Tal',
      merchantCity: 'Cidade',
      txid: '***',
    });
    const expected = published[1].replace('6006Cidade', '6006CIDADE').slice(0, -4);
    expect(code).toBe(expected + crc16Ccitt(expected));
  });

  it('reads back what it builds: key, amount, name, city, txid', () => {
    const code = buildPixBrCode({
      key: 'financeiro@provedor.example',
      amountCents: 9990,
      merchantName: 'Conexão Veloz Telecomunicações Ltda',
      merchantCity: 'São José dos Campos',
      txid: 'FAT000123',
    });
    expect(readPixBrCode(code)).toMatchObject({
      valid: true,
      key: 'financeiro@provedor.example',
      amount: '99.90',
      merchantName: 'CONEXAO VELOZ TELECOMUNIC',
      merchantCity: 'SAO JOSE DOS CA',
      txid: 'FAT000123',
    });
  });

  it('refuses a txid with other characters and an amount of zero', () => {
    const base = { key: 'k', merchantName: 'A', merchantCity: 'B' };
    expect(() => buildPixBrCode({ ...base, txid: 'FAT-1' })).toThrow(/txid/);
    expect(() => buildPixBrCode({ ...base, txid: '***', amountCents: 0 })).toThrow(/amount/);
  });
});
