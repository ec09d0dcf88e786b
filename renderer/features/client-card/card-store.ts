import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { cardIdOfHash, goToCard, goToRoute } from '../../router/router.ts';
import { createStore } from '../../store/create-store.ts';
import { useStore } from '../../store/use-store.ts';
import {
  addTab,
  loadRecent,
  loadTabs,
  pushRecent,
  recentKey,
  removeKeys,
  removeTab,
  tabsKey,
  unownedKeys,
  writeRecent,
  writeTabs,
  tabAfterClose,
  type CardOwner,
  type CardTab,
  type RecentClient,
} from './card-storage.ts';

/** The signed-in operator's open card tabs and recent clients on the signed-in profile. */
export interface CardState {
  readonly owner: CardOwner | undefined;
  readonly tabs: readonly CardTab[];
  readonly recent: readonly RecentClient[];
}

const store = createStore<CardState>({ owner: undefined, tabs: [], recent: [] });

// Why a function: tests hand in their own storage; the page uses localStorage (absent in some tests).
const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

// Records the opener already held (a grid row, a palette hit): the card paints its header from one at once
// and reads the client again behind it. Only the latest of each client, and only while its tab is open.
const seeds = new Map<number, ClientRecord>();

const sameOwner = (a: CardOwner | undefined, b: CardOwner | undefined): boolean =>
  a?.profileId === b?.profileId && a?.operator === b?.operator;

/**
 * Takes up an operator's tabs and recent clients on a profile (the app calls it when the signed-in profile and
 * operator are known). Cards opened before they were known (a card's address at start-up) are kept after the
 * operator's own.
 */
export function bindCardProfile(profileId: string | undefined, operator: string | undefined): void {
  const current = store.get();
  const owner = profileId && operator ? { profileId, operator } : undefined;
  if (sameOwner(current.owner, owner)) return;
  const kept = storage();
  if (!owner || !kept) {
    store.set({ owner, tabs: [], recent: [] });
    return;
  }
  removeKeys(kept, unownedKeys(owner.profileId));
  const early = current.owner === undefined ? current.tabs : [];
  const tabs = early.reduce(addTab, loadTabs(kept, owner));
  save({ owner, tabs, recent: loadRecent(kept, owner) });
}

/**
 * Forgets the signed-in operator's open cards and recent clients, on screen and in the storage (the app calls it
 * at sign-out): the next one to sign in at this desk starts with none of them.
 */
export function forgetCardHistory(): void {
  const { owner } = store.get();
  const kept = storage();
  if (owner && kept) removeKeys(kept, [tabsKey(owner), recentKey(owner)]);
  seeds.clear();
  store.set({ owner: undefined, tabs: [], recent: [] });
  // Why leave a card's address: the next operator would sign in onto the card the last one had on screen.
  if (typeof window !== 'undefined' && cardIdOfHash(window.location.hash) !== undefined) goToRoute('dashboard');
}

function save(next: CardState): void {
  store.set(next);
  const kept = storage();
  if (!next.owner || !kept) return;
  // Why ignored when refused: a full storage only means the tabs do not come back after a restart.
  writeTabs(kept, next.owner, next.tabs);
  writeRecent(kept, next.owner, next.recent);
}

/** The record the opener of a client's card handed over, if any (the card shows it while it reads the client again). */
export function cardSeed(clientId: number): ClientRecord | undefined {
  return seeds.get(clientId);
}

/**
 * Opens (or focuses) the card tab of a client and records it at the top of the recent clients. A `record` the
 * caller holds (a grid row, a search hit) lets the card show its header at once.
 */
export function openClientCard(client: { id: number; name: string; record?: ClientRecord }): void {
  if (client.record?.client_pk === client.id) seeds.set(client.id, client.record);
  const state = store.get();
  save({
    ...state,
    tabs: addTab(state.tabs, { id: client.id, name: client.name }),
    recent: pushRecent(state.recent, client, Date.now()),
  });
  goToCard(client.id);
}

/** Keeps a tab open for a card shown by its address alone (a link, a reload), without touching the recent list. */
export function ensureCardTab(tab: CardTab): void {
  const state = store.get();
  const open = state.tabs.find((item) => item.id === tab.id);
  if (open && (open.name === tab.name || !tab.name)) return;
  save({ ...state, tabs: addTab(state.tabs, open && !tab.name ? open : tab) });
}

/** Closes a client's card tab; when it was on screen, the next tab (else the previous one, else the client list) is shown. */
export function closeCardTab(id: number): void {
  const state = store.get();
  const next = tabAfterClose(state.tabs, id);
  seeds.delete(id);
  save({ ...state, tabs: removeTab(state.tabs, id) });
  if (typeof window === 'undefined' || cardIdOfHash(window.location.hash) !== id) return;
  if (next === undefined) goToRoute('clients');
  else goToCard(next);
}

/** The card state now (outside React). */
export function cardState(): CardState {
  return store.get();
}

/** The card state, re-rendering on change. */
export function useCardState(): CardState {
  return useStore(store);
}
