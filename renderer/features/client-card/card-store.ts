import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { cardIdOfHash, goToCard, goToRoute } from '../../router/router.ts';
import { createStore } from '../../store/create-store.ts';
import { useStore } from '../../store/use-store.ts';
import {
  addTab,
  loadRecent,
  loadTabs,
  pushRecent,
  removeTab,
  writeRecent,
  writeTabs,
  tabAfterClose,
  type CardTab,
  type RecentClient,
} from './card-storage.ts';

/** The signed-in profile's open card tabs and recent clients. */
export interface CardState {
  readonly profileId: string | undefined;
  readonly tabs: readonly CardTab[];
  readonly recent: readonly RecentClient[];
}

const store = createStore<CardState>({ profileId: undefined, tabs: [], recent: [] });

// Why a function: tests hand in their own storage; the page uses localStorage (absent in some tests).
const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/**
 * Takes up a profile's tabs and recent clients (the app calls it when the signed-in profile is known). Cards opened
 * before the profile was known (a card's address at start-up) are kept after the profile's own.
 */
export function bindCardProfile(profileId: string | undefined): void {
  const current = store.get();
  if (current.profileId === profileId) return;
  const kept = storage();
  if (!profileId || !kept) {
    store.set({ profileId, tabs: [], recent: [] });
    return;
  }
  const early = current.profileId === undefined ? current.tabs : [];
  const tabs = early.reduce(addTab, loadTabs(kept, profileId));
  save({ profileId, tabs, recent: loadRecent(kept, profileId) });
}

function save(next: CardState): void {
  store.set(next);
  const kept = storage();
  if (!next.profileId || !kept) return;
  // Why ignored when refused: a full storage only means the tabs do not come back after a restart.
  writeTabs(kept, next.profileId, next.tabs);
  writeRecent(kept, next.profileId, next.recent);
}

// Records the opener already held (a grid row, a palette hit): the card paints its header from one at once
// and reads the client again behind it. Only the latest of each client, and only while its tab is open.
const seeds = new Map<number, ClientRecord>();

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
