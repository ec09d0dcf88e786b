import { describe, expect, it } from 'vitest';
import { serverFilterOf } from './server-filter.ts';

describe('serverFilterOf', () => {
  it('is the name search’s filter (one ILIKE per word as typed) when there is one, else the first search’s', () => {
    expect(serverFilterOf('#42')).toEqual([{ field: 'client_pk', oper: 5, value: 42 }]);
    expect(serverFilterOf('Araújo  Silva')).toEqual([
      { field: 'client_complete_name', oper: 10, value: '%Araújo%' },
      { field: 'AND' },
      { field: 'client_complete_name', oper: 10, value: '%Silva%' },
    ]);
    expect(serverFilterOf('529.982')).toEqual([{ field: 'client_doc1', oper: 10, value: '%529982%' }]);
    expect(serverFilterOf('Souza')).toEqual([{ field: 'client_complete_name', oper: 10, value: '%Souza%' }]);
    expect(serverFilterOf(' ')).toEqual([]);
  });
});
