import { beforeEach, describe, expect, it } from 'vitest';
import {
  addCustomer,
  clearCustomers,
  customerAreaState,
  findOpenCustomer,
  markExpired,
  removeCustomer,
  replaceCustomer,
  requestDraft,
  showCustomer,
  subscribeCustomerArea,
  type OpenCustomer,
} from './customer-store.ts';

const customer = (customerId: string, username = `user.${customerId}`): OpenCustomer => ({
  customerId,
  username,
  label: username,
  config: { success: true },
});
const ids = () => customerAreaState().customers.map((open) => open.customerId);

describe('customer store', () => {
  beforeEach(() => clearCustomers());

  it('keeps customers in the order opened and shows the one opened last', () => {
    addCustomer(customer('a'));
    addCustomer(customer('b'));
    expect(ids()).toEqual(['a', 'b']);
    expect(customerAreaState().activeId).toBe('b');
    showCustomer('a');
    expect(customerAreaState().activeId).toBe('a');
    showCustomer('nobody');
    expect(customerAreaState().activeId).toBe('a');
  });

  it('closing the customer on screen shows the next one, else the previous one, else none', () => {
    for (const id of ['a', 'b', 'c']) addCustomer(customer(id));
    showCustomer('b');
    removeCustomer('b');
    expect(ids()).toEqual(['a', 'c']);
    expect(customerAreaState().activeId).toBe('c');
    removeCustomer('c');
    expect(customerAreaState().activeId).toBe('a');
    removeCustomer('a');
    expect(customerAreaState()).toMatchObject({ customers: [], activeId: undefined });
  });

  it('closing another customer leaves the one on screen', () => {
    addCustomer(customer('a'));
    addCustomer(customer('b'));
    removeCustomer('a');
    expect(customerAreaState().activeId).toBe('b');
  });

  it('finds an open customer by user name regardless of letter case', () => {
    addCustomer(customer('a', 'Maria.Souza'));
    expect(findOpenCustomer(' maria.souza ')?.customerId).toBe('a');
    expect(findOpenCustomer('joao')).toBeUndefined();
  });

  it('tells listeners of every change until they unsubscribe', () => {
    let calls = 0;
    const stop = subscribeCustomerArea(() => (calls += 1));
    addCustomer(customer('a'));
    requestDraft('user.a');
    expect(customerAreaState().draftFor).toBe('user.a');
    stop();
    removeCustomer('a');
    expect(calls).toBe(2);
  });

  it('an expired session is marked, then replaced in its place by the session opened again', () => {
    for (const id of ['a', 'b', 'c']) addCustomer(customer(id));
    markExpired('b');
    markExpired('nobody');
    expect(customerAreaState().expired).toEqual(['b']);
    replaceCustomer('b', customer('b2', 'user.b'));
    expect(ids()).toEqual(['a', 'b2', 'c']);
    expect(customerAreaState()).toMatchObject({ activeId: 'b2', expired: [] });
  });
});
