import { describe, expect, it } from 'vitest';
import { crc16Ccitt } from './crc16.ts';
import { emvField } from './emv-fields.ts';
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
      keyKind: 'cpf',
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

/** A BR Code of these fields (the PIX account, then the rest as given), closed by its right CRC: a crafted code. */
function crafted(fields: ReadonlyArray<readonly [string, string]>): string {
  const body = `${fields.map(([id, value]) => emvField(id, value)).join('')}6304`;
  return body + crc16Ccitt(body);
}
const account = (key: string) => emvField('00', 'br.gov.bcb.pix') + emvField('01', key);
const fields = (changes: Record<string, string | null> = {}): Array<readonly [string, string]> => {
  const base: Array<[string, string]> = [
    ['00', '01'],
    ['26', account('7d9f0c2e-4b1a-4e8f-9c3d-2a6b5e1f0d47')],
    ['52', '0000'],
    ['53', '986'],
    ['54', '99.90'],
    ['58', 'BR'],
    ['59', 'PROVEDOR EXEMPLO'],
    ['60', 'CAMPO GRANDE'],
    ['62', emvField('05', 'FAT123')],
  ];
  return base
    .map(([id, value]) => [id, id in changes ? changes[id] : value] as const)
    .filter((field): field is readonly [string, string] => field[1] !== null);
};

// Issue 43.8: a right CRC is not enough. These codes carry a right CRC and break the BCB's rules for the BR Code
// (Manual de Padrões para Iniciação do Pix, on EMV QRCPS-MPM): each must be refused, naming the field.
describe('readPixBrCode: the BCB field rules (crafted codes with a right CRC)', () => {
  it('reads the well-formed crafted code, with the receiver’s key and its kind', () => {
    expect(readPixBrCode(crafted(fields()))).toMatchObject({
      valid: true,
      key: '7d9f0c2e-4b1a-4e8f-9c3d-2a6b5e1f0d47',
      keyKind: 'random',
      amount: '99.90',
      merchantName: 'PROVEDOR EXEMPLO',
    });
  });

  it('refuses control characters and anything outside printable ASCII, wherever they stand', () => {
    for (const name of ['PROVEDOR\u0007', 'LINHA\nNOVA', '\u001b[31mPAGUE AQUI', 'JOSÉ TELECOM', 'TAB\tHERE'])
      expect(readPixBrCode(crafted(fields({ '59': name }))), name).toMatchObject({
        valid: false,
        problem: 'characters',
      });
    expect(readPixBrCode(crafted(fields({ '60': 'CIDADE\u0000' })))).toMatchObject({ problem: 'characters' });
    const txid = emvField('05', 'FAT1') + emvField('50', 'x\u007f');
    expect(readPixBrCode(crafted(fields({ '62': txid })))).toMatchObject({ problem: 'characters' });
  });

  it('refuses fields longer than the BCB allows: name 25, city 15, txid 25, amount 13', () => {
    expect(readPixBrCode(crafted(fields({ '59': 'N'.repeat(26) })))).toEqual({
      valid: false,
      problem: 'field-length',
      field: '59',
    });
    expect(readPixBrCode(crafted(fields({ '59': 'N'.repeat(25) })))).toMatchObject({ valid: true });
    expect(readPixBrCode(crafted(fields({ '60': 'C'.repeat(16) })))).toMatchObject({ field: '60' });
    expect(readPixBrCode(crafted(fields({ '62': emvField('05', 'T'.repeat(26)) })))).toMatchObject({
      valid: false,
      field: '62.05',
    });
    expect(readPixBrCode(crafted(fields({ '54': '12345678901.00' })))).toMatchObject({ valid: false, field: '54' });
    expect(readPixBrCode(crafted(fields({ '52': '00000' })))).toMatchObject({ valid: false, field: '52' });
  });

  it('refuses an amount that is not a positive decimal with the point, a repeated field and fields out of place', () => {
    for (const amount of ['0.00', '-5.00', '1e3', '99,90', ' 99.90', '99.901'])
      expect(readPixBrCode(crafted(fields({ '54': amount }))), amount).toMatchObject({ valid: false, field: '54' });
    // Two amounts: a reader taking the first and a bank taking the last would see different charges.
    const twice = fields();
    twice.splice(5, 0, ['54', '9.90']);
    expect(readPixBrCode(crafted(twice))).toEqual({ valid: false, problem: 'duplicate', field: '54' });
    const moved = fields();
    moved.push(['00', '01']);
    expect(readPixBrCode(crafted(moved.slice(1)))).toMatchObject({ valid: false, problem: 'format' });
    // Fields after the CRC: the CRC must be the last field.
    const after = crafted(fields());
    const extra = `${after}5802BR`;
    expect(readPixBrCode(extra)).toMatchObject({ valid: false });
  });

  it('refuses a PIX account with a malformed key or with both a key and a location; reads each kind of key', () => {
    for (const key of ['12345678900', '11222333000180', '5567999999999', 'not a key', 'a@b', 'ABC-123'])
      expect(readPixBrCode(crafted(fields({ '26': account(key) }))), key).toMatchObject({
        valid: false,
        problem: 'key',
      });
    for (const [key, kind] of [
      ['52998224725', 'cpf'],
      ['11222333000181', 'cnpj'],
      ['+5567999990000', 'phone'],
      ['financeiro@provedor.example', 'email'],
    ] as const)
      expect(readPixBrCode(crafted(fields({ '26': account(key) }))), key).toMatchObject({ valid: true, keyKind: kind });
    const both = account('52998224725') + emvField('25', 'pix.example.com/qr/v2/abc');
    expect(readPixBrCode(crafted(fields({ '26': both })))).toMatchObject({ valid: false, field: '26' });
    const dynamic = emvField('00', 'br.gov.bcb.pix') + emvField('25', 'pix.example.com/qr/v2/abc');
    expect(readPixBrCode(crafted(fields({ '26': dynamic, '54': null })))).toMatchObject({
      valid: true,
      key: undefined,
      url: 'pix.example.com/qr/v2/abc',
    });
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

  it('refuses a txid with other characters, an amount of zero and a key of no DICT kind (it builds only what it reads)', () => {
    const base = { key: 'k@example.com', merchantName: 'A', merchantCity: 'B' };
    expect(() => buildPixBrCode({ ...base, key: 'k', txid: '***' })).toThrow(/PIX key/);
    expect(() => buildPixBrCode({ ...base, key: '12345678900', txid: '***' })).toThrow(/PIX key/);
    expect(() => buildPixBrCode({ ...base, txid: 'FAT-1' })).toThrow(/txid/);
    expect(() => buildPixBrCode({ ...base, txid: '***', amountCents: 0 })).toThrow(/amount/);
  });
});
