import { describe, expect, it } from 'vitest';
import {
  addTab,
  loadRecent,
  loadTabs,
  pushRecent,
  recentKey,
  recentLimit,
  removeTab,
  tabAfterClose,
  tabLimit,
  tabsKey,
  writeRecent,
  writeTabs,
  type RecentClient,
} from './card-storage.ts';

/** The operator 'ana' on a profile. */
const owner = (profileId: string) => ({ profileId, operator: 'ana' });

/** A Storage over a Map (the browser's localStorage in the page). */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('recent clients', () => {
  it('puts the client just opened on top, once, newest first', () => {
    let list: RecentClient[] = [];
    list = pushRecent(list, { id: 1, name: 'Ana' }, 100);
    list = pushRecent(list, { id: 2, name: 'Bruno' }, 200);
    list = pushRecent(list, { id: 1, name: 'Ana Maria' }, 300);
    expect(list).toEqual([
      { id: 1, name: 'Ana Maria', openedAt: 300 },
      { id: 2, name: 'Bruno', openedAt: 200 },
    ]);
  });

  it('keeps the last 20 and drops the oldest', () => {
    let list: RecentClient[] = [];
    for (let id = 1; id <= 25; id += 1) list = pushRecent(list, { id, name: `c${id}` }, id);
    expect(list).toHaveLength(recentLimit);
    expect(list[0]?.id).toBe(25);
    expect(list.at(-1)?.id).toBe(6);
  });

  it('is kept per server profile and read back in order', () => {
    const storage = memoryStorage();
    writeRecent(storage, owner('p1'), pushRecent([], { id: 7, name: 'Sete' }, 10));
    writeRecent(storage, owner('p2'), pushRecent([], { id: 8, name: 'Oito' }, 20));
    expect(loadRecent(storage, owner('p1'))).toEqual([{ id: 7, name: 'Sete', openedAt: 10 }]);
    expect(loadRecent(storage, owner('p2'))).toEqual([{ id: 8, name: 'Oito', openedAt: 20 }]);
    expect(loadRecent(storage, owner('p3'))).toEqual([]);
    expect(recentKey(owner('p1'))).not.toBe(recentKey(owner('p2')));
  });

  it('reads a damaged store as what is whole in it, sorted and capped', () => {
    const storage = memoryStorage();
    storage.items.set(
      recentKey(owner('p')),
      JSON.stringify({
        version: 1,
        clients: [
          { id: 1, name: 'old', openedAt: 1 },
          { id: 'x', name: 'bad id', openedAt: 2 },
          { id: 2, name: 'new', openedAt: 5 },
          { id: 1, name: 'dup', openedAt: 0 },
          null,
        ],
      }),
    );
    expect(loadRecent(storage, owner('p')).map((client) => client.name)).toEqual(['new', 'old']);
    storage.items.set(recentKey(owner('q')), '{not json');
    expect(loadRecent(storage, owner('q'))).toEqual([]);
    storage.items.set(recentKey(owner('r')), JSON.stringify({ version: 2, clients: [] }));
    expect(loadRecent(storage, owner('r'))).toEqual([]);
  });

  it('answers false when the storage refuses', () => {
    const refusing = {
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(writeRecent(refusing, owner('p'), [])).toBe(false);
    expect(writeTabs(refusing, owner('p'), [])).toBe(false);
  });
});

describe('card tabs', () => {
  it('adds a new card last and keeps a known card in its place with its new name', () => {
    let tabs = addTab([], { id: 1, name: 'A' });
    tabs = addTab(tabs, { id: 2, name: 'B' });
    tabs = addTab(tabs, { id: 1, name: 'A2' });
    expect(tabs).toEqual([
      { id: 1, name: 'A2' },
      { id: 2, name: 'B' },
    ]);
    expect(removeTab(tabs, 1)).toEqual([{ id: 2, name: 'B' }]);
  });

  it('closes the oldest card beyond the limit', () => {
    let tabs = addTab([], { id: 1, name: '1' });
    for (let id = 2; id <= tabLimit + 1; id += 1) tabs = addTab(tabs, { id, name: String(id) });
    expect(tabs).toHaveLength(tabLimit);
    expect(tabs[0]?.id).toBe(2);
  });

  it('shows the next card after a close, else the previous one, else none', () => {
    const tabs = [
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
      { id: 3, name: 'c' },
    ];
    expect(tabAfterClose(tabs, 2)).toBe(3);
    expect(tabAfterClose(tabs, 3)).toBe(2);
    expect(tabAfterClose([{ id: 1, name: 'a' }], 1)).toBeUndefined();
    expect(tabAfterClose(tabs, 9)).toBeUndefined();
  });

  it('come back per profile in their order, damaged entries skipped', () => {
    const storage = memoryStorage();
    writeTabs(storage, owner('p1'), [
      { id: 5, name: 'E' },
      { id: 3, name: 'C' },
    ]);
    expect(loadTabs(storage, owner('p1'))).toEqual([
      { id: 5, name: 'E' },
      { id: 3, name: 'C' },
    ]);
    expect(loadTabs(storage, owner('p2'))).toEqual([]);
    storage.items.set(
      tabsKey(owner('p3')),
      JSON.stringify({
        version: 1,
        tabs: [{ id: 0, name: 'zero' }, { id: 4, name: 'D' }, { id: 4, name: 'again' }, 'x'],
      }),
    );
    expect(loadTabs(storage, owner('p3'))).toEqual([{ id: 4, name: 'D' }]);
  });
});
