import { describe, expect, it } from 'vitest';
import { bindingOf } from './kept-binding.ts';

describe('bindingOf', () => {
  it('binds the demo to itself (its ports change at every launch) and a remote profile to its administrative address', () => {
    expect(bindingOf({ id: 'demo', adminUrl: 'http://127.0.0.1:41234' })).toBe('demo');
    expect(bindingOf({ id: 'a1', adminUrl: 'https://ERP.example.com:8443/sgp/' })).toBe(
      'https://erp.example.com:8443/sgp',
    );
  });

  it('tells apart another host, port, scheme or path, and never matches an unreadable address', () => {
    const base = bindingOf({ id: 'a1', adminUrl: 'https://erp.example.com' });
    for (const other of [
      'https://erp.example.org',
      'https://erp.example.com:444',
      'http://erp.example.com',
      'https://erp.example.com/other',
    ]) {
      expect(bindingOf({ id: 'a1', adminUrl: other })).not.toBe(base);
    }
    expect(bindingOf({ id: 'a1', adminUrl: 'not an address' })).not.toBe(
      bindingOf({ id: 'a1', adminUrl: 'https://not' }),
    );
  });
});
