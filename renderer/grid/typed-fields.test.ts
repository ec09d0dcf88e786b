import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from './locales/en.ts';
import { ptBR } from './locales/pt-BR.ts';
import { isCompany, knownName, typedFieldLabel } from './typed-fields.ts';

// A translator over the grid's real strings (the key holds the namespace, as the helpers name it).
const translator = (strings: typeof ptBR | typeof en) =>
  ((key: string) =>
    key
      .replace(/^grid:/, '')
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown>)[part],
        strings,
      )) as unknown as TFunction<'grid'>;

describe('typedFieldLabel', () => {
  it('names a company’s fields as a company’s: razão social, nome fantasia, CNPJ, IE, data de fundação', () => {
    const t = translator(ptBR);
    expect(typedFieldLabel('client_name', 1, t)).toBe('Razão social');
    expect(typedFieldLabel('client_lastname', '1', t)).toBe('Nome fantasia');
    expect(typedFieldLabel('client_doc1', 1, t)).toBe('CNPJ');
    expect(typedFieldLabel('client_doc2', 1, t)).toBe('Inscrição estadual');
    expect(typedFieldLabel('client_date_birth', 1, t)).toBe('Data de fundação');
    expect(typedFieldLabel('client_lastname', 0, t)).toBe('Sobrenome');
    expect(typedFieldLabel('client_date_birth', 0, t)).toBe('Data de nascimento');
    expect(typedFieldLabel('client_mail', 1, t)).toBeUndefined();
    // A type the app does not know keeps the grid's own label.
    expect(typedFieldLabel('client_lastname', 7, t)).toBeUndefined();
    expect(typedFieldLabel('client_lastname', 1, translator(en))).toBe('Trade name');
  });
});

describe('knownName', () => {
  it('is a company’s razão social alone, and a person’s complete name', () => {
    expect(isCompany({ client_type: 1 })).toBe(true);
    expect(
      knownName({
        client_pk: 4,
        client_type: 1,
        client_name: 'Padaria Silva Ltda',
        client_lastname: 'Pão Quente',
        client_complete_name: 'Padaria Silva Ltda Pão Quente',
      }),
    ).toBe('Padaria Silva Ltda');
    expect(
      knownName({
        client_pk: 5,
        client_type: 0,
        client_name: 'Ana',
        client_lastname: 'Lima',
        client_complete_name: 'Ana Lima',
      }),
    ).toBe('Ana Lima');
    expect(knownName({ client_pk: 6, client_type: 0, client_name: '', client_lastname: null })).toBe('#6');
  });
});
