import { describe, expect, it } from 'vitest';
import { parseWhere } from '../../../shared/filter/codec.ts';
import { quickSearchFilter, quickSearchKind } from './quick-search.ts';

describe('quickSearchFilter', () => {
  it('searches a CPF without punctuation by equality on client_doc1', () => {
    expect(quickSearchFilter('52998224725')).toEqual([{ field: 'client_doc1', oper: 5, value: '52998224725' }]);
  });

  it('normalises a punctuated CPF, surrounding spaces included', () => {
    expect(quickSearchFilter('  529.982.247-25 ')).toEqual([{ field: 'client_doc1', oper: 5, value: '52998224725' }]);
  });

  it('searches a numeric CNPJ, punctuated or not', () => {
    const expected = [{ field: 'client_doc1', oper: 5, value: '11222333000181' }];
    expect(quickSearchFilter('11.222.333/0001-81')).toEqual(expected);
    expect(quickSearchFilter('11222333000181')).toEqual(expected);
  });

  it('searches an alphanumeric CNPJ in upper case', () => {
    expect(quickSearchFilter('12.abc.345/01de-35')).toEqual([
      { field: 'client_doc1', oper: 5, value: '12ABC34501DE35' },
    ]);
  });

  it('treats digits with a wrong check digit as a name', () => {
    expect(quickSearchFilter('52998224724')).toEqual([
      { field: 'client_complete_name', oper: 10, value: '%52998224724%' },
    ]);
  });

  it('searches text by ILIKE on the full name, trimmed', () => {
    expect(quickSearchFilter('  maria silva ')).toEqual([
      { field: 'client_complete_name', oper: 10, value: '%maria silva%' },
    ]);
  });

  it('escapes %, _ and \\ in the term', () => {
    expect(quickSearchFilter('50%_off\\x')).toEqual([
      { field: 'client_complete_name', oper: 10, value: '%50\\%\\_off\\\\x%' },
    ]);
  });

  it('is no filter for an empty or blank term', () => {
    expect(quickSearchFilter('')).toEqual([]);
    expect(quickSearchFilter('   ')).toEqual([]);
  });

  it('always gives a filter the codec accepts, even for a very long term', () => {
    for (const term of ['x'.repeat(5000), '529.982.247-25', 'a%b', '']) {
      expect(parseWhere(quickSearchFilter(term)).ok).toBe(true);
    }
  });
});

describe('quickSearchKind', () => {
  it('tells documents, names and nothing apart', () => {
    expect(quickSearchKind('529.982.247-25')).toBe('document');
    expect(quickSearchKind('12ABC34501DE35')).toBe('document');
    expect(quickSearchKind('souza')).toBe('name');
    expect(quickSearchKind(' ')).toBe('none');
  });
});
