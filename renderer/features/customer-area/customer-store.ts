import { createStore } from '../../store/create-store.ts';
import { useStore } from '../../store/use-store.ts';
import type { CustomerConfig } from './permissions.ts';

/** A customer whose area is open: main's session id, who it is, and the provider's configuration. */
export interface OpenCustomer {
  customerId: string;
  username: string;
  /** The client number, when opened from a client record. */
  clientPk?: number;
  /** A name a person reads (the client's full name, or the user name). */
  label: string;
  config: CustomerConfig;
  /**
   * Set when main opened the area from the local copy because the server did not answer (issue 46): the fetch time
   * of what it holds. Such an area only reads; its lists answer from the copy with their own `cachedAt`.
   */
  cachedAt?: number;
}

/** The open customers, the one on screen, and a support-order draft waiting for its customer to open. */
export interface CustomerAreaState {
  customers: readonly OpenCustomer[];
  activeId: string | undefined;
  /** The user name whose support-order form should open with its draft once that customer is on screen. */
  draftFor: string | undefined;
  /** Session ids the server no longer accepts (main could not resume them): their screens ask for the password. */
  expired: readonly string[];
}

const store = createStore<CustomerAreaState>({ customers: [], activeId: undefined, draftFor: undefined, expired: [] });
const { set } = store;

/** The store's state now. */
export function customerAreaState(): CustomerAreaState {
  return store.get();
}

/** Calls `listener` on every change; answers the unsubscribe function. */
export function subscribeCustomerArea(listener: () => void): () => void {
  return store.subscribe(listener);
}

/** Adds a customer just opened (or replaces one of the same session id) and puts it on screen. */
export function addCustomer(customer: OpenCustomer): void {
  const state = store.get();
  const others = state.customers.filter((open) => open.customerId !== customer.customerId);
  set({ ...state, customers: [...others, customer], activeId: customer.customerId });
}

/** Forgets a customer (closed, or its session is gone); the next one, else the previous one, goes on screen. */
export function removeCustomer(customerId: string): void {
  const state = store.get();
  const index = state.customers.findIndex((open) => open.customerId === customerId);
  if (index < 0) return;
  const customers = state.customers.filter((open) => open.customerId !== customerId);
  const activeId =
    state.activeId === customerId ? (customers[index] ?? customers[index - 1])?.customerId : state.activeId;
  set({ ...state, customers, activeId, expired: state.expired.filter((id) => id !== customerId) });
}

/** Puts a customer's new session in the place of its expired one, on screen. */
export function replaceCustomer(oldId: string, customer: OpenCustomer): void {
  const state = store.get();
  if (!state.customers.some((open) => open.customerId === oldId)) {
    addCustomer(customer);
    return;
  }
  const customers = state.customers.map((open) => (open.customerId === oldId ? customer : open));
  set({ ...state, customers, activeId: customer.customerId, expired: state.expired.filter((id) => id !== oldId) });
}

/** Marks a customer's session as no longer accepted by the server. */
export function markExpired(customerId: string): void {
  const state = store.get();
  if (state.customers.some((open) => open.customerId === customerId) && !state.expired.includes(customerId))
    set({ ...state, expired: [...state.expired, customerId] });
}

/** Puts an open customer on screen. */
export function showCustomer(customerId: string): void {
  const state = store.get();
  if (state.customers.some((open) => open.customerId === customerId)) set({ ...state, activeId: customerId });
}

/** The open customer with a user name (case as the server compares it: ignored), if any. */
export function findOpenCustomer(username: string): OpenCustomer | undefined {
  const state = store.get();
  const wanted = username.trim().toLowerCase();
  return state.customers.find((open) => open.username.toLowerCase() === wanted);
}

/** Asks the screen to open the support-order form of a customer with its draft (or clears the request). */
export function requestDraft(username: string | undefined): void {
  const state = store.get();
  set({ ...state, draftFor: username });
}

/** Forgets every open customer (main closes their sessions at sign-out). */
export function clearCustomers(): void {
  set({ customers: [], activeId: undefined, draftFor: undefined, expired: [] });
}

/** The store's state, re-rendering on change. */
export function useCustomerArea(): CustomerAreaState {
  return useStore(store);
}
