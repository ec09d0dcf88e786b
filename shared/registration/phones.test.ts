import { describe, expect, it } from 'vitest';
import {
  formatPhoneList,
  isAreaCode,
  maskPhoneInput,
  parsePhoneList,
  phoneItemIssue,
  phoneKind,
  samePhoneList,
} from './phones.ts';

describe('Brazilian area codes (DDD)', () => {
  it('knows the 67 codes in use and nothing else', () => {
    const all = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')).filter(isAreaCode);
    expect(all).toHaveLength(67);
    for (const code of ['11', '21', '27', '61', '67', '79', '99']) expect(isAreaCode(code)).toBe(true);
    for (const code of [
      '00',
      '10',
      '20',
      '23',
      '25',
      '26',
      '29',
      '30',
      '36',
      '39',
      '50',
      '52',
      '56',
      '60',
      '70',
      '72',
      '76',
      '78',
      '80',
      '90',
    ])
      expect(isAreaCode(code)).toBe(false);
  });
});

describe('a phone number of the list', () => {
  it('tells a mobile (9 + 8 digits) from a landline (8 digits starting 2 to 5)', () => {
    expect(phoneKind('(67) 99273-4796')).toBe('mobile');
    expect(phoneKind('67992734796')).toBe('mobile');
    expect(phoneKind('+55 67 99273-4796')).toBe('mobile');
    expect(phoneKind('(67) 3142-2213')).toBe('landline');
    expect(phoneKind('(67) 9273-4796')).toBeUndefined();
    expect(phoneKind('(67) 89273-4796')).toBeUndefined();
    expect(phoneKind('99273-4796')).toBeUndefined();
  });

  it('names what is wrong: no area code, an area code that does not exist, a number of the wrong shape', () => {
    expect(phoneItemIssue({ label: 'Celular', value: '(67) 99273-4796' })).toBeUndefined();
    expect(phoneItemIssue({ label: 'Casa', value: '6731422213' })).toBeUndefined();
    expect(phoneItemIssue({ label: 'Celular', value: '99273-4796' })).toEqual({
      code: 'registration.phone.areaCodeMissing',
    });
    expect(phoneItemIssue({ label: 'Celular', value: '(20) 99273-4796' })).toEqual({
      code: 'registration.phone.areaCode',
      params: { ddd: '20' },
    });
    expect(phoneItemIssue({ label: 'Celular', value: '(67) 89273-4796' })).toEqual({
      code: 'registration.phone.number',
    });
    expect(phoneItemIssue({ label: 'Celular', value: '(67) 9927-347' })).toEqual({ code: 'registration.phone.number' });
    expect(phoneItemIssue({ label: 'Cel, casa', value: '(67) 99273-4796' })).toEqual({
      code: 'registration.phone.label',
      params: { max: 30 },
    });
    expect(phoneItemIssue({ label: 'A#-#B', value: '(67) 99273-4796' })?.code).toBe('registration.phone.label');
  });
});

describe("the record's Label#-#value list", () => {
  it('reads items joined by commas, keeping labels, and a plain number as one unlabelled item', () => {
    expect(parsePhoneList('Celular#-#(67) 99273-4796,Recado#-#(67) 3142-2213')).toEqual([
      { label: 'Celular', value: '(67) 99273-4796' },
      { label: 'Recado', value: '(67) 3142-2213' },
    ]);
    expect(parsePhoneList('(67) 3142-2213')).toEqual([{ label: '', value: '(67) 3142-2213' }]);
    expect(parsePhoneList('')).toEqual([]);
    expect(parsePhoneList(null)).toEqual([]);
  });

  it("writes numbers punctuated, labels trimmed, a blank label as the number's kind, and drops empty rows", () => {
    expect(
      formatPhoneList([
        { label: ' Celular ', value: '67992734796' },
        { label: '', value: '6731422213' },
        { label: 'Recado', value: '' },
        { label: '', value: '67 98888 7777' },
      ]),
    ).toBe('Celular#-#(67) 99273-4796,Fixo#-#(67) 3142-2213,Celular#-#(67) 98888-7777');
    expect(formatPhoneList([])).toBe('');
  });

  it('compares two lists by labels and digits, whatever the punctuation', () => {
    expect(samePhoneList('Celular#-#(67) 99273-4796', 'Celular#-#67992734796')).toBe(true);
    expect(samePhoneList('', null)).toBe(true);
    expect(samePhoneList('Celular#-#(67) 99273-4796', '')).toBe(false);
    expect(samePhoneList('Celular#-#(67) 99273-4796', 'Casa#-#(67) 99273-4796')).toBe(false);
  });
});

describe('the number box as the clerk types', () => {
  it('punctuates as the digits come, mobile or landline, and keeps at most 11 digits', () => {
    expect(maskPhoneInput('6')).toBe('(6');
    expect(maskPhoneInput('67')).toBe('(67');
    expect(maskPhoneInput('679')).toBe('(67) 9');
    expect(maskPhoneInput('6731422')).toBe('(67) 3142-2');
    expect(maskPhoneInput('6731422213')).toBe('(67) 3142-2213');
    expect(maskPhoneInput('67992734796')).toBe('(67) 99273-4796');
    expect(maskPhoneInput('679927347961')).toBe('(67) 99273-4796');
    expect(maskPhoneInput('+55 (67) 99273-4796')).toBe('(67) 99273-4796');
    expect(maskPhoneInput('')).toBe('');
  });
});
