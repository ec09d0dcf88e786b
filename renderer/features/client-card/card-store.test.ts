import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { writeTabs } from './card-storage.ts';

/** A Storage over a Map (the browser's localStorage in the page). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

// Why a fresh module per test: the store is module-wide, as in the page.
async function freshStore() {
  vi.resetModules();
  return import('./card-store.ts');
}

describe('card store', () => {
  let storage: Storage;
  const location = { hash: '' };

  beforeEach(() => {
    storage = memoryStorage();
    location.hash = '';
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('window', { location });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("opens a card as a tab, shows it, and records it in the profile's recent clients", async () => {
    const cards = await freshStore();
    cards.bindCardProfile('p1', 'ana');
    cards.openClientCard({ id: 7, name: 'Sete' });
    cards.openClientCard({ id: 8, name: 'Oito' });
    cards.openClientCard({ id: 7, name: 'Sete' });
    expect(location.hash).toBe('#/card/7');
    expect(cards.cardState().tabs.map((tab) => tab.id)).toEqual([7, 8]);
    expect(cards.cardState().recent.map((client) => client.id)).toEqual([7, 8]);
  });

  it("keeps the opener's record for the card's first paint while its tab is open", async () => {
    const cards = await freshStore();
    cards.bindCardProfile('p1', 'ana');
    // Why a cast: only the number matters here; a grid row holds every field.
    const record = { client_pk: 4, client_name: 'Quatro', client_status: 0, client_type: 0 } as unknown as ClientRecord;
    cards.openClientCard({ id: 4, name: 'Quatro', record });
    cards.openClientCard({ id: 5, name: 'Cinco', record });
    expect(cards.cardSeed(4)).toBe(record);
    expect(cards.cardSeed(5)).toBeUndefined();
    cards.closeCardTab(4);
    expect(cards.cardSeed(4)).toBeUndefined();
  });

  it('keeps each profile its own tabs and recent clients, across a restart', async () => {
    let cards = await freshStore();
    cards.bindCardProfile('p1', 'ana');
    cards.openClientCard({ id: 1, name: 'Um' });
    cards.bindCardProfile('p2', 'ana');
    expect(cards.cardState().tabs).toEqual([]);
    cards.openClientCard({ id: 2, name: 'Dois' });
    cards = await freshStore();
    cards.bindCardProfile('p1', 'ana');
    expect(cards.cardState().tabs).toEqual([{ id: 1, name: 'Um' }]);
    expect(cards.cardState().recent.map((client) => client.id)).toEqual([1]);
    cards.bindCardProfile('p2', 'ana');
    expect(cards.cardState().recent.map((client) => client.id)).toEqual([2]);
  });

  it('keeps a card shown before the profile was known after the profile’s own tabs', async () => {
    writeTabs(storage, { profileId: 'p1', operator: 'ana' }, [{ id: 5, name: 'Cinco' }]);
    const cards = await freshStore();
    cards.ensureCardTab({ id: 9, name: 'Nove' });
    cards.bindCardProfile('p1', 'ana');
    expect(cards.cardState().tabs.map((tab) => tab.id)).toEqual([5, 9]);
  });

  it('closing the card on screen shows the next tab, then the previous one, then the client list', async () => {
    const cards = await freshStore();
    cards.bindCardProfile('p1', 'ana');
    for (const id of [1, 2, 3]) cards.openClientCard({ id, name: String(id) });
    cards.openClientCard({ id: 2, name: '2' });
    cards.closeCardTab(2);
    expect(location.hash).toBe('#/card/3');
    cards.closeCardTab(3);
    expect(location.hash).toBe('#/card/1');
    cards.closeCardTab(1);
    expect(location.hash).toBe('#/clients');
    expect(cards.cardState().tabs).toEqual([]);
  });

  // Issue 43, item 4: the next operator at the same desk saw the last one's recent clients and open cards.
  it('keeps each operator of a profile their own tabs and recent clients', async () => {
    const cards = await freshStore();
    cards.bindCardProfile('p1', 'ana');
    cards.openClientCard({ id: 1, name: 'Um' });
    cards.bindCardProfile('p1', 'bruno');
    expect(cards.cardState().tabs).toEqual([]);
    expect(cards.cardState().recent).toEqual([]);
    cards.bindCardProfile('p1', 'ana');
    expect(cards.cardState().tabs).toEqual([{ id: 1, name: 'Um' }]);
  });

  it("forgets the signed-out operator's tabs and recent clients, in memory and in the storage", async () => {
    let cards = await freshStore();
    cards.bindCardProfile('p1', 'ana');
    cards.openClientCard({ id: 1, name: 'Um' });
    expect(location.hash).toBe('#/card/1');
    cards.forgetCardHistory();
    expect(cards.cardState()).toMatchObject({ tabs: [], recent: [] });
    expect(location.hash).toBe('#/dashboard');
    expect(storage.length).toBe(0);
    cards = await freshStore();
    cards.bindCardProfile('p1', 'ana');
    expect(cards.cardState()).toMatchObject({ tabs: [], recent: [] });
  });

  it('drops what older versions kept per profile only (nobody knows whose it was)', async () => {
    storage.setItem('provider-desk.client-card.recent.p1', JSON.stringify({ version: 1, clients: [] }));
    storage.setItem(
      'provider-desk.client-card.tabs.p1',
      JSON.stringify({ version: 1, tabs: [{ id: 3, name: 'Três' }] }),
    );
    const cards = await freshStore();
    cards.bindCardProfile('p1', 'ana');
    expect(cards.cardState().tabs).toEqual([]);
    expect(storage.getItem('provider-desk.client-card.tabs.p1')).toBeNull();
    expect(storage.getItem('provider-desk.client-card.recent.p1')).toBeNull();
  });
});
