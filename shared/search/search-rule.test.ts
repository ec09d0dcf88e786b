import { describe, expect, it } from 'vitest';
import { classifySearch as classifyQuery } from './search-rule.ts';

const kinds = (text: string) => classifyQuery(text).searches.map((search) => search.kind);

describe('classifySearch', () => {
  it('reads a valid CPF, punctuated or not, as a document search alone', () => {
    for (const text of ['529.982.247-25', '52998224725', '  529 982 247 25 ']) {
      expect(classifyQuery(text).searches).toEqual([{ kind: 'document', document: 'cpf', normalized: '52998224725' }]);
    }
  });

  it('reads a numeric and an alphanumeric CNPJ as a document search', () => {
    expect(classifyQuery('11.222.333/0001-81').searches).toEqual([
      { kind: 'document', document: 'cnpj', normalized: '11222333000181' },
    ]);
    expect(classifyQuery('12.abc.345/01de-35').searches).toEqual([
      { kind: 'document', document: 'cnpj', normalized: '12ABC34501DE35' },
    ]);
  });

  it('reads #digits and bare digits that are not a document as a client code', () => {
    expect(classifyQuery('#123').searches).toEqual([{ kind: 'code', code: 123 }]);
    expect(classifyQuery('# 7').searches).toEqual([{ kind: 'code', code: 7 }]);
    expect(classifyQuery('4711').searches).toEqual([{ kind: 'code', code: 4711 }]);
  });

  it('says a document whose check digits are wrong is invalid, and searches no code for it', () => {
    expect(classifyQuery('529.982.247-24')).toMatchObject({ searches: [], invalidDocument: true });
    expect(classifyQuery('52998224724')).toMatchObject({ searches: [], invalidDocument: true });
    expect(classifyQuery('11222333000182')).toMatchObject({ searches: [], invalidDocument: true });
  });

  it('reads 5 or more digits as a part of a document too, punctuated or not; fewer bare digits as a code only', () => {
    expect(classifyQuery('529.982').searches).toEqual([{ kind: 'document', document: 'part', digits: '529982' }]);
    expect(classifyQuery('98224').searches).toEqual([
      { kind: 'document', document: 'part', digits: '98224' },
      { kind: 'code', code: 98224 },
    ]);
    expect(classifyQuery('9822').searches).toEqual([{ kind: 'code', code: 9822 }]);
  });

  it('searches no code for half a punctuated document, nor a code for zero or numbers beyond a client code', () => {
    expect(classifyQuery('529.9')).toMatchObject({ searches: [], invalidDocument: false });
    expect(kinds('#0')).toEqual([]);
    expect(kinds('9999999999')).toEqual(['document']);
  });

  it('reads a word with a login’s marks as a user name alone', () => {
    expect(classifyQuery('maria.souza').searches).toEqual([{ kind: 'login', login: 'maria.souza' }]);
    expect(kinds('jsilva_2')).toEqual(['login']);
    expect(kinds('ana@example.com')).toEqual(['login']);
  });

  it('reads one plain word as both a user name and a piece of a name', () => {
    expect(classifyQuery('Souza').searches).toEqual([
      { kind: 'login', login: 'Souza' },
      { kind: 'name', words: ['souza'] },
    ]);
  });

  it('reads words with spaces or accents as a name, split into folded words', () => {
    expect(classifyQuery('  Maria   APARECIDA ').searches).toEqual([{ kind: 'name', words: ['maria', 'aparecida'] }]);
    expect(classifyQuery('João Araújo').searches).toEqual([{ kind: 'name', words: ['joao', 'araujo'] }]);
  });

  it('searches nothing for an empty text or a single letter', () => {
    expect(classifyQuery('   ')).toEqual({ text: '', searches: [], invalidDocument: false });
    expect(kinds('a')).toEqual([]);
    expect(kinds('ab')).toEqual(['name']);
  });

  it('cuts a text longer than a filter value may hold', () => {
    expect(classifyQuery(`${'a '.repeat(150)}`).text.length).toBeLessThanOrEqual(200);
  });
});
