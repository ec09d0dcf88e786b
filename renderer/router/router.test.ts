import { describe, expect, it } from 'vitest';
import { cardHash, cardIdOfHash, routeOfHash } from './router.ts';

describe('routeOfHash', () => {
  it('reads the route of a hash', () => {
    expect(routeOfHash('#/clients')).toBe('clients');
    expect(routeOfHash('#/customer-area')).toBe('customer-area');
    expect(routeOfHash('#/settings')).toBe('settings');
    expect(routeOfHash('#/activity-log')).toBe('activity-log');
  });

  it('falls back to the dashboard', () => {
    expect(routeOfHash('')).toBe('dashboard');
    expect(routeOfHash('#/nowhere')).toBe('dashboard');
    expect(routeOfHash('#token=abc')).toBe('dashboard');
  });

  it("reads a client's card with its number", () => {
    expect(routeOfHash('#/card/123')).toBe('card');
    expect(cardIdOfHash('#/card/123')).toBe(123);
    expect(cardIdOfHash(cardHash(7))).toBe(7);
  });

  it('takes a card without a valid client number for no card', () => {
    for (const hash of [
      '#/card',
      '#/card/',
      '#/card/0',
      '#/card/012',
      '#/card/-1',
      '#/card/1.5',
      '#/card/abc',
      '#/card/1/x',
    ]) {
      expect(routeOfHash(hash)).toBe('dashboard');
      expect(cardIdOfHash(hash)).toBeUndefined();
    }
    expect(cardIdOfHash('#/clients')).toBeUndefined();
  });
});
