import { describe, expect, it } from 'vitest';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { otherFields, type OtherFieldWords } from './other-fields.ts';

const words: OtherFieldWords = {
  label: (key) => (key === 'client_password_known' ? 'Senha da área do cliente' : undefined),
  value: (key, value) =>
    key === 'client_password_known' ? (value === true ? 'Conhecida' : 'Não conhecida') : undefined,
  yes: 'sim',
  no: 'não',
};

describe('otherFields', () => {
  it('lists fields the grid does not know in words, never the password or the parser’s bookkeeping', () => {
    const record = {
      client_pk: 1,
      client_status: 0,
      client_type: 0,
      client_name: 'Ana',
      client_password: 'x',
      _rawFields: ['client_mail'],
      plan_name: 'Fibra 300',
      flags: { vip: true },
      note: null,
      blocked: false,
    } as unknown as ClientRecord;
    expect(otherFields(record, words)).toEqual([
      ['Plan name', 'Fibra 300'],
      ['Flags', 'vip: true'],
      ['Note', ''],
      ['Blocked', 'não'],
    ]);
  });

  it('says in words whether the app knows the client-area password, never its key or true/false', () => {
    const record = { client_pk: 1, client_name: 'Ana', client_password_known: true } as unknown as ClientRecord;
    expect(otherFields(record, words)).toEqual([['Senha da área do cliente', 'Conhecida']]);
    const shown = otherFields({ ...record, client_password_known: false }, words)
      .flat()
      .join(' ');
    expect(shown).not.toMatch(/client_password_known|true|false/);
  });
});
