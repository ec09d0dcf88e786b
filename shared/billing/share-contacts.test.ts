import { describe, expect, it } from 'vitest';
import { emailAddresses, nationalNumber, whatsAppPhones } from './share-contacts.ts';

describe('nationalNumber', () => {
  it.each([
    ['(67) 99273-4796', '67992734796'],
    ['+55 67 99273-4796', '67992734796'],
    ['5567992734796', '67992734796'],
    ['0 67 3142-2213', '6731422213'],
    ['0 15 67 99273-4796', '67992734796'],
    ['(67) 3142-2213', '6731422213'],
  ])('%s → %s', (text, national) => {
    expect(nationalNumber(text)).toBe(national);
  });

  it.each(['99273-4796', '123', '(00) 99273-4796', ''])('%s is no Brazilian number', (text) => {
    expect(nationalNumber(text)).toBeUndefined();
  });
});

describe('whatsAppPhones', () => {
  it('splits the Label#-#value list and keeps only the mobiles when there is one', () => {
    const phones = whatsAppPhones('Residencial#-#(67) 3142-2213,Celular#-#(67) 99273-4796,Trabalho#-#(67) 98111-2233');
    expect(phones.map((phone) => [phone.label, phone.national])).toEqual([
      ['Celular', '67992734796'],
      ['Trabalho', '67981112233'],
    ]);
  });

  it('offers the landlines when there is no mobile, and a plain number without labels', () => {
    expect(whatsAppPhones('Residencial#-#(67) 3142-2213').map((phone) => phone.national)).toEqual(['6731422213']);
    expect(whatsAppPhones('(67) 99273-4796')).toEqual([
      { label: '', shown: '(67) 99273-4796', national: '67992734796', mobile: true },
    ]);
  });

  it('drops duplicates and what is no phone, and answers none for an empty list', () => {
    expect(whatsAppPhones('Celular#-#67992734796,WhatsApp#-#(67) 99273-4796,Outro#-#ramal 12')).toHaveLength(1);
    expect(whatsAppPhones(null)).toEqual([]);
    expect(whatsAppPhones('')).toEqual([]);
  });
});

describe('emailAddresses', () => {
  it('takes every address of the list, in its order, once each', () => {
    expect(emailAddresses('Pessoal#-#ana@example.com,Trabalho#-#ana@empresa.example')).toEqual([
      'ana@example.com',
      'ana@empresa.example',
    ]);
    expect(emailAddresses('ana@example.com; bia@example.org ana@example.com')).toEqual([
      'ana@example.com',
      'bia@example.org',
    ]);
    expect(emailAddresses('sem e-mail')).toEqual([]);
    expect(emailAddresses(undefined)).toEqual([]);
  });
});
