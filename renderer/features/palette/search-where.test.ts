import { describe, expect, it } from 'vitest';
import { clientColumns } from '../../../shared/filter/columns.ts';
import { validateFilter } from '../../../shared/filter/validate.ts';
import { classifyQuery } from './classify-query.ts';
import { searchRequest } from './search-where.ts';

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

  it('finds a name fragment with its words in order, wildcards escaped', () => {
    expect(requestsOf('maria 100% souza')).toEqual([
      {
        where: [{ field: 'client_complete_name', oper: 10, value: '%maria%100\\%%souza%' }],
        sort: 'client_complete_name',
      },
    ]);
  });

  it('builds filters the client list accepts, for every kind', () => {
    for (const text of ['529.982.247-25', '11.222.333/0001-81', '#1', '123', 'Souza', 'maria.souza', 'João da Silva']) {
      for (const request of requestsOf(text)) {
        expect(validateFilter(request.where, clientColumns)).toMatchObject({ ok: true });
        expect(clientColumns.columns.some((column) => column.name === request.sort)).toBe(true);
      }
    }
  });
});
