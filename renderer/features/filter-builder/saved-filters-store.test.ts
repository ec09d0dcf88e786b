import { describe, expect, it } from 'vitest';
import {
  addSavedFilter,
  defaultSavedFilter,
  deleteSavedFilter,
  emptySavedFilters,
  loadSavedFilters,
  renameSavedFilter,
  savedFiltersKey,
  setDefaultSavedFilter,
  writeSavedFilters,
} from './saved-filters-store.ts';

/** A Map-backed stand-in for localStorage. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const active = [{ field: 'client_status', oper: 5, value: 0 }];
const silva = [{ field: 'client_complete_name', oper: 10, value: '%silva%' }];

describe('saved filters store', () => {
  it('saves, loads back, renames and deletes per profile', () => {
    const storage = memoryStorage();
    let store = addSavedFilter(emptySavedFilters, ' Ativos ', active, 'a');
    store = addSavedFilter(store, 'Silva', silva, 'b');
    expect(writeSavedFilters(storage, 'demo', store)).toBe(true);
    expect(loadSavedFilters(storage, 'demo').filters).toEqual([
      { id: 'a', name: 'Ativos', where: active },
      { id: 'b', name: 'Silva', where: silva },
    ]);
    expect(loadSavedFilters(storage, 'other').filters).toEqual([]);
    store = renameSavedFilter(store, 'a', 'Só ativos');
    expect(store.filters[0]).toEqual({ id: 'a', name: 'Só ativos', where: active });
    store = deleteSavedFilter(store, 'b');
    expect(store.filters.map((filter) => filter.id)).toEqual(['a']);
  });

  it('saving under an existing name replaces its where and keeps its id', () => {
    const store = addSavedFilter(addSavedFilter(emptySavedFilters, 'Ativos', active, 'a'), 'ativos', silva, 'z');
    expect(store.filters).toEqual([{ id: 'a', name: 'Ativos', where: silva }]);
  });

  it('marks, reads and clears the default; deleting the default clears the mark', () => {
    let store = addSavedFilter(addSavedFilter(emptySavedFilters, 'Ativos', active, 'a'), 'Silva', silva, 'b');
    store = setDefaultSavedFilter(store, 'b');
    expect(defaultSavedFilter(store)?.name).toBe('Silva');
    expect(setDefaultSavedFilter(store, undefined).defaultId).toBeUndefined();
    expect(setDefaultSavedFilter(store, 'missing').defaultId).toBeUndefined();
    store = deleteSavedFilter(store, 'b');
    expect(store.defaultId).toBeUndefined();
    expect(defaultSavedFilter(store)).toBeUndefined();
  });

  it('damaged storage gives the empty store, and damaged entries are skipped while the others stay', () => {
    const storage = memoryStorage();
    for (const text of ['{not json', '"text"', 'null', '[]', JSON.stringify({ version: 2, filters: [] })]) {
      storage.data.set(savedFiltersKey('demo'), text);
      expect(loadSavedFilters(storage, 'demo')).toEqual(emptySavedFilters);
    }
    storage.data.set(
      savedFiltersKey('demo'),
      JSON.stringify({
        version: 1,
        defaultId: 'gone',
        filters: [{ id: 'a', name: 'Ativos', where: active }, { id: 1 }, 'x', { id: 'c', name: 'No where' }],
      }),
    );
    expect(loadSavedFilters(storage, 'demo')).toEqual({
      version: 1,
      filters: [{ id: 'a', name: 'Ativos', where: active }],
    });
  });

  it('a refused storage reads as empty and reports a failed write', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(loadSavedFilters(refusing, 'demo')).toEqual(emptySavedFilters);
    expect(writeSavedFilters(refusing, 'demo', emptySavedFilters)).toBe(false);
  });

  it('keeps a filter with an array oper (23) intact through save, load, rename and default', () => {
    const storage = memoryStorage();
    const arrayWhere = [
      { field: 'client_mail', oper: 23, value: ['a@b.com'] },
      { field: 'AND' },
      { field: 'client_status', oper: 5, value: 0 },
    ];
    let store = addSavedFilter(emptySavedFilters, 'Legado', arrayWhere, 'l');
    writeSavedFilters(storage, 'demo', store);
    store = setDefaultSavedFilter(renameSavedFilter(loadSavedFilters(storage, 'demo'), 'l', 'Legado (servidor)'), 'l');
    writeSavedFilters(storage, 'demo', store);
    const [kept] = loadSavedFilters(storage, 'demo').filters;
    expect(kept).toEqual({ id: 'l', name: 'Legado (servidor)', where: arrayWhere });
  });
});
