import { describe, expect, it } from 'vitest';
import { isJoiner, type Filter } from '../../shared/filter/model.ts';
import { foldText } from '../../shared/search/fold-text.ts';
import type { Client } from '../provider/admin-api.ts';
import { searchNames, type ListRows } from './client-search.ts';

const names = ['Araújo Lima', 'Arrojo Lima', 'Maria Silva Araújo', 'Antônio João', 'Joao Araujo'];
const rows = names.map((name, index) => ({ client_pk: index + 1, client_complete_name: name }) as unknown as Client);

/** A LIKE pattern as a regular expression (`%`, `_`, backslash escapes), case ignored. */
function likeRegExp(pattern: string): RegExp {
  let source = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index] ?? '';
    if (char === '\\') source += (pattern[(index += 1)] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    else if (char === '%') source += '.*';
    else if (char === '_') source += '.';
    else source += char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, 'is');
}

/** A server's client list over `rows`: ILIKE on the name, compared with accents (deployed servers) or folded (ours). */
function server(folds: boolean): ListRows & { calls: Filter[] } {
  const calls: Filter[] = [];
  const list: ListRows = ({ where, limit }) => {
    calls.push(where);
    const conditions = where.filter((item) => !isJoiner(item)) as Array<{ value: string }>;
    const shown = (text: string) => (folds ? foldText(text) : text);
    const matching = rows.filter((row) =>
      conditions.every((condition) => likeRegExp(shown(condition.value)).test(shown(row.client_complete_name ?? ''))),
    );
    return Promise.resolve({ total: matching.length, rows: matching.slice(0, limit) });
  };
  return Object.assign(list, { calls });
}

describe('searchNames', () => {
  it('finds accented names on a server whose ILIKE compares accents, dropping the accent-blind false candidates', async () => {
    const list = server(false);
    const memory = { foldsAccents: false };
    const found = await searchNames(['araujo'], [], 5, list, memory);
    expect(found.rows.map((row) => row.client_pk)).toEqual([1, 5, 3]);
    expect(found).toMatchObject({ kind: 'name', total: 3, complete: true });
    expect(list.calls).toHaveLength(2);
    expect(memory.foldsAccents).toBe(false);
  });

  it('takes words in any order and keeps the best match first', async () => {
    const found = await searchNames(['joao', 'antonio'], [], 5, server(false), { foldsAccents: false });
    expect(found.rows.map((row) => row.client_pk)).toEqual([4]);
  });

  it('learns that a server folds accents and then asks it the plain filter alone', async () => {
    const list = server(true);
    const memory = { foldsAccents: false };
    await searchNames(['araujo'], [], 5, list, memory);
    expect(memory.foldsAccents).toBe(true);
    const again = await searchNames(['silva', 'araujo'], [], 5, list, memory);
    expect(list.calls).toHaveLength(3);
    expect(again).toMatchObject({ total: 1, complete: true });
    expect(again.rows.map((row) => row.client_pk)).toEqual([3]);
  });

  it('counts every match when there are more than it reads: the plain filter’s total is a floor, equal to the blind one exact', async () => {
    const many = Array.from(
      { length: 250 },
      (_, index) =>
        ({ client_pk: index + 1, client_complete_name: `Cliente ${index + 1} Planilhada` }) as unknown as Client,
    );
    const list: ListRows = ({ limit }) => Promise.resolve({ total: many.length, rows: many.slice(0, limit) });
    const found = await searchNames(['planilhada'], [], 200, list, { foldsAccents: false });
    expect(found.rows).toHaveLength(200);
    expect(found).toMatchObject({ total: 250, complete: true });
  });
});
