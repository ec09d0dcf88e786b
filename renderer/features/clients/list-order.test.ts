import { describe, expect, it } from 'vitest';
import { defaultSortField } from '../../grid/client-fields.ts';
import { listOrder } from './list-order.ts';

// Issue 42: while a name search lists the best matches first, no column may claim the order (the ▲ on Nome said
// "by name" over rows that were not); a header clicked sorts by its column as usual.
const byName = { id: defaultSortField, desc: false };
const byCity = { id: 'cli_addr_province', desc: false };

describe('listOrder', () => {
  it('with no search: the sort the grid shows, sent to the server', () => {
    expect(listOrder('', byName, false)).toEqual({ shown: byName, searchSort: undefined });
  });

  it('a search with no column chosen: the matches’ order, and no column shown as sorted', () => {
    expect(listOrder('maria', byName, false)).toEqual({ shown: undefined, searchSort: undefined });
  });

  it('a search after a header was clicked, even the name’s: sorted by that column, shown on it', () => {
    expect(listOrder('maria', byName, true)).toEqual({ shown: byName, searchSort: defaultSortField });
    expect(listOrder('maria', byCity, false)).toEqual({ shown: byCity, searchSort: 'cli_addr_province' });
    expect(listOrder('maria', { ...byName, desc: true }, false)).toMatchObject({ searchSort: defaultSortField });
  });
});
