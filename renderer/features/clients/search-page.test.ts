import { describe, expect, it } from 'vitest';
import type { ChannelOutput } from '../../../shared/ipc/contract.ts';
import { mergeSearchGroups, searchPage } from './search-page.ts';

type Answer = ChannelOutput<'clients:search'>;
const row = (client_pk: number, client_complete_name: string, cli_addr_province = '') =>
  ({ client_pk, client_complete_name, cli_addr_province }) as unknown as Answer['groups'][number]['rows'][number];

const answer: Answer = {
  invalidDocument: false,
  groups: [
    { kind: 'code', rows: [row(12345, 'Zeca', 'Ótica')], total: 1, complete: true },
    { kind: 'document', rows: [], total: 0, complete: true },
    {
      kind: 'name',
      rows: [row(7, 'Bruno'), row(12345, 'Zeca'), row(3, 'álvaro', 'Água Clara')],
      total: 9,
      complete: true,
    },
  ],
};

describe('mergeSearchGroups', () => {
  it('keeps the groups’ order, each client once, and tells the kinds that found someone and whether there are more', () => {
    const merged = mergeSearchGroups(answer);
    expect(merged.rows.map((r) => r.client_pk)).toEqual([12345, 7, 3]);
    expect(merged.kinds).toEqual(['code', 'name']);
    expect(merged.more).toBe(true);
    expect(merged).toMatchObject({ found: 9, foundExact: true });
  });

  it('carries the local copy’s fetch time to every page of the matches, and none for the server’s answer', () => {
    const copy = mergeSearchGroups({ ...answer, cachedAt: 1_764_000_000_000 });
    expect(copy.cachedAt).toBe(1_764_000_000_000);
    expect(searchPage(copy, { page: 1, pageSize: 2, dir: 'ASC' }).cachedAt).toBe(1_764_000_000_000);
    expect(searchPage(mergeSearchGroups(answer), { page: 1, pageSize: 2, dir: 'ASC' })).not.toHaveProperty('cachedAt');
  });

  it('counts at least the rows it holds, and a floor when a kind’s total is not exact', () => {
    const floor = mergeSearchGroups({
      invalidDocument: false,
      groups: [{ kind: 'name', rows: [row(1, 'Ana'), row(2, 'Ana Maria')], total: 1, complete: false }],
    });
    expect(floor).toMatchObject({ found: 2, foundExact: false });
  });
});

describe('searchPage', () => {
  const merged = mergeSearchGroups(answer);

  it('pages the matches in the search’s order when no column is chosen', () => {
    expect(searchPage(merged, { page: 2, pageSize: 2, dir: 'ASC' })).toEqual({
      total: 3,
      rows: [row(3, 'álvaro', 'Água Clara')],
      found: { count: 9, exact: true },
    });
  });

  it('says nothing more when the list holds every match', () => {
    const all = mergeSearchGroups({
      invalidDocument: false,
      groups: [{ kind: 'name', rows: [row(1, 'Ana')], total: 1, complete: true }],
    });
    expect(searchPage(all, { page: 1, pageSize: 5, dir: 'ASC' })).toEqual({ total: 1, rows: [row(1, 'Ana')] });
  });

  it('sorts by a chosen column in Portuguese order, empty cells last, either way', () => {
    const names = (dir: 'ASC' | 'DESC') =>
      searchPage(merged, { page: 1, pageSize: 5, dir, sort: 'client_complete_name' }).rows.map((r) => r.client_pk);
    expect(names('ASC')).toEqual([3, 7, 12345]);
    expect(names('DESC')).toEqual([12345, 7, 3]);
    const cities = searchPage(merged, { page: 1, pageSize: 5, dir: 'ASC', sort: 'cli_addr_province' });
    expect(cities.rows.map((r) => r.client_pk)).toEqual([3, 12345, 7]);
  });
});
