import { describe, expect, it } from 'vitest';
import {
  maskAll,
  maskBirthDate,
  maskCnpj,
  maskCpf,
  maskEmail,
  maskIdDocument,
  maskKinds,
  maskPhone,
  maskStreetNumber,
  maskTaxId,
  maskValue,
} from './masks.ts';

describe('maskCpf', () => {
  it('shows the middle six digits, formatted, whatever the punctuation', () => {
    for (const input of ['111.444.777-35', '11144477735', ' 111 444 777 35 ', '111.444.777/35', '111-444-777.35'])
      expect(maskCpf(input)).toBe('***.444.777-**');
  });
  it('hides odd input whole and never throws', () => {
    expect(maskCpf('')).toBe('');
    expect(maskCpf('   ')).toBe('');
    expect(maskCpf(null)).toBe('');
    expect(maskCpf(undefined)).toBe('');
    expect(maskCpf({ cpf: '11144477735' })).toBe('');
    expect(maskCpf('1114447')).toBe('*******');
    expect(maskCpf('111.444.777-3')).toBe('***.***.***-*');
    expect(maskCpf('111.444.777-355')).toBe('***.***.***-***');
    expect(maskCpf('abc.def.ghi-jk')).toBe('***.***.***-**');
    expect(maskCpf(11144477735)).toBe('***.444.777-**');
  });
});

describe('maskCnpj and maskTaxId', () => {
  it('shows the middle six characters of a numeric or alphanumeric CNPJ', () => {
    expect(maskCnpj('11.222.333/0001-81')).toBe('**.222.333/****-**');
    expect(maskCnpj('11222333000181')).toBe('**.222.333/****-**');
    expect(maskCnpj('12.abc.345/01de-35')).toBe('**.ABC.345/****-**');
  });
  it('tells CPF and CNPJ apart by length and hides the rest', () => {
    expect(maskTaxId('111.444.777-35')).toBe('***.444.777-**');
    expect(maskTaxId('11.222.333/0001-81')).toBe('**.222.333/****-**');
    expect(maskTaxId('11.222.333/0001')).toBe('**.***.***/****');
    expect(maskTaxId('')).toBe('');
  });
});

describe('maskIdDocument', () => {
  it('keeps punctuation and only the last two characters of a long enough RG or IE', () => {
    expect(maskIdDocument('12.345.678-9')).toBe('**.***.**8-9');
    expect(maskIdDocument('MG-12.345.678')).toBe('**-**.***.*78');
    expect(maskIdDocument('283.100.123.456')).toBe('***.***.***.*56');
  });
  it('hides short ones whole', () => {
    expect(maskIdDocument('12345')).toBe('*****');
    expect(maskIdDocument('')).toBe('');
    expect(maskIdDocument(undefined)).toBe('');
  });
});

describe('maskPhone', () => {
  it('shows the area code and the last four digits', () => {
    expect(maskPhone('(67) 99273-4796')).toBe('(67) *****-4796');
    expect(maskPhone('67992734796')).toBe('(67) *****-4796');
    expect(maskPhone('(67) 3142-2213')).toBe('(67) ****-2213');
    expect(maskPhone('+55 67 99273-4796')).toBe('(67) *****-4796');
    expect(maskPhone('0 67 3142 2213')).toBe('(67) ****-2213');
    expect(maskPhone('99273-4796')).toBe('*****-4796');
  });
  it('keeps only the last four digits of odd numbers, none of short ones, and masks every letter', () => {
    expect(maskPhone('123')).toBe('***');
    expect(maskPhone('1234567')).toBe('*******');
    expect(maskPhone('67 99273-4796 ramal 12')).toBe('** *****-**96 ***** 12');
    expect(maskPhone('ligar 67 99273-4796')).toBe('***** ** *****-4796');
    expect(maskPhone('')).toBe('');
    expect(maskPhone(null)).toBe('');
  });
});

describe('maskEmail', () => {
  it('shows the first letter, four stars whatever the length, and the domain', () => {
    expect(maskEmail('maria.silva@example.com')).toBe('m****@example.com');
    expect(maskEmail('mo@example.com')).toBe('m****@example.com');
    expect(maskEmail('  joao@provedor.com.br ')).toBe('j****@provedor.com.br');
  });
  it('hides one-letter names, odd text and lists whole', () => {
    expect(maskEmail('m@example.com')).toBe('*****@example.com');
    expect(maskEmail('maria')).toBe('****');
    expect(maskEmail('@example.com')).toBe('****');
    expect(maskEmail('maria@')).toBe('****');
    expect(maskEmail('a@x.com, b@y.com')).toBe('****');
    expect(maskEmail('')).toBe('');
  });
});

describe('maskBirthDate and maskStreetNumber', () => {
  it('shows the year of a date only', () => {
    expect(maskBirthDate('1985-03-14')).toBe('**/**/1985');
    expect(maskBirthDate('1985-03-14T00:00:00.000Z')).toBe('**/**/1985');
    expect(maskBirthDate('1985-03-14 00:00:00')).toBe('**/**/1985');
    expect(maskBirthDate('14/03/1985')).toBe('**/**/1985');
    expect(maskBirthDate('14.03.1985')).toBe('**/**/1985');
  });
  it('hides a date it cannot read whole', () => {
    expect(maskBirthDate('março de 1985')).toBe('**/**/****');
    expect(maskBirthDate('85-03-14')).toBe('**/**/****');
    expect(maskBirthDate('')).toBe('');
  });
  it('hides a street number whole, with three stars whatever its length', () => {
    expect(maskStreetNumber('1234')).toBe('***');
    expect(maskStreetNumber('S/N')).toBe('***');
    expect(maskStreetNumber(7)).toBe('***');
    expect(maskStreetNumber(' ')).toBe('');
  });
});

describe('maskValue and maskAll', () => {
  it('masks every kind, and never throws on any input', () => {
    const odd: unknown[] = ['', ' ', '-', '..', '@', '(', '###', 'ç', '\u0000', 0, -1, NaN, {}, [], true, Symbol('x')];
    for (const kind of maskKinds) for (const value of odd) expect(() => maskValue(kind, value)).not.toThrow();
  });
  it('keeps no letter or digit, in any script', () => {
    expect(maskAll('Ação 12 ٣')).toBe('**** ** *');
  });
});
