import { describe, expect, it } from 'vitest';
import { clientColumns } from '../filter/columns.ts';
import { validateFilter } from '../filter/validate.ts';
import { classifySearch as classifyQuery } from './search-rule.ts';
import { accentBlindPattern, nameFilters, searchRequest } from './search-where.ts';

const requestsOf = (text: string) => classifyQuery(text).searches.map(searchRequest);

describe('searchRequest', () => {
  it('matches a CPF stored as digits or punctuated', () => {
    expect(requestsOf('529.982.247-25')).toEqual([
      {
        where: [{ field: 'client_doc1', oper: 21, value: ['52998224725', '529.982.247-25'] }],
        sort: 'client_complete_name',
      },
    ]);
  });

  it('matches a CNPJ (alphanumeric too) stored either way', () => {
    expect(requestsOf('12ABC34501DE35')[0]?.where).toEqual([
      { field: 'client_doc1', oper: 21, value: ['12ABC34501DE35', '12.ABC.345/01DE-35'] },
    ]);
  });

  it('finds a client code by equality on client_pk', () => {
    expect(requestsOf('#42')).toEqual([{ where: [{ field: 'client_pk', oper: 5, value: 42 }], sort: 'client_pk' }]);
  });

  it('finds a user name by prefix, its LIKE wildcards escaped', () => {
    expect(requestsOf('jo_silva')).toEqual([
      { where: [{ field: 'client_username', oper: 10, value: 'jo\\_silva%' }], sort: 'client_username' },
    ]);
  });

  it('finds a name by one condition per folded word (any order), wildcards escaped', () => {
    expect(requestsOf('Maria 100% Souza')).toEqual([
      {
        where: [
          { field: 'client_complete_name', oper: 10, value: '%maria%' },
          { field: 'AND' },
          { field: 'client_complete_name', oper: 10, value: '%100\\%%' },
          { field: 'AND' },
          { field: 'client_complete_name', oper: 10, value: '%souza%' },
        ],
        sort: 'client_complete_name',
      },
    ]);
  });

  it('finds a part of a document by ILIKE on its digits', () => {
    expect(requestsOf('529.982')[0]).toEqual({
      where: [{ field: 'client_doc1', oper: 10, value: '%529982%' }],
      sort: 'client_complete_name',
    });
  });
});

describe('accent-blind name patterns', () => {
  it('lets every letter Portuguese accents stand for any one character', () => {
    expect(accentBlindPattern('araujo')).toBe('_r__j_');
    expect(accentBlindPattern('conceicao')).toBe('__n______');
    expect(accentBlindPattern('100%_x')).toBe('100\\%\\_x');
  });

  it('gives a plain and an accent-blind filter, one condition per word', () => {
    expect(nameFilters(['joao', 'silva'])).toEqual({
      plain: [
        { field: 'client_complete_name', oper: 10, value: '%joao%' },
        { field: 'AND' },
        { field: 'client_complete_name', oper: 10, value: '%silva%' },
      ],
      accentBlind: [
        { field: 'client_complete_name', oper: 10, value: '%j___%' },
        { field: 'AND' },
        { field: 'client_complete_name', oper: 10, value: '%s_lv_%' },
      ],
    });
    for (const filter of Object.values(nameFilters(['a', 'b', 'c', 'd', 'e', 'f'])))
      expect(validateFilter(filter, clientColumns)).toMatchObject({ ok: true });
  });

  it('builds filters the client list accepts, for every kind', () => {
    for (const text of [
      '529.982.247-25',
      '11.222.333/0001-81',
      '#1',
      '123',
      '12345',
      'Souza',
      'maria.souza',
      'João da Silva',
    ]) {
      for (const request of requestsOf(text)) {
        expect(validateFilter(request.where, clientColumns)).toMatchObject({ ok: true });
        expect(clientColumns.columns.some((column) => column.name === request.sort)).toBe(true);
      }
    }
  });
});
