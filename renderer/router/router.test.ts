import { describe, expect, it } from 'vitest';
import { routeOfHash } from './router.ts';

describe('routeOfHash', () => {
  it('reads the route of a hash', () => {
    expect(routeOfHash('#/clients')).toBe('clients');
    expect(routeOfHash('#/customer-area')).toBe('customer-area');
    expect(routeOfHash('#/settings')).toBe('settings');
  });

  it('falls back to the dashboard', () => {
    expect(routeOfHash('')).toBe('dashboard');
    expect(routeOfHash('#/nowhere')).toBe('dashboard');
    expect(routeOfHash('#token=abc')).toBe('dashboard');
  });
});
