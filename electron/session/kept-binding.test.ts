import { describe, expect, it } from 'vitest';
import { bindingOf } from './kept-binding.ts';

describe('bindingOf', () => {
  it('binds the demo to itself (its ports change at every launch) and a remote profile to its administrative address', () => {
    expect(bindingOf({ id: 'demo', adminUrl: 'http://127.0.0.1:41234', auth: 'session' })).toBe('demo');
    expect(bindingOf({ id: 'a1', adminUrl: 'https://ERP.example.com:8443/sgp/', auth: 'session' })).toBe(
      bindingOf({ id: 'a1', adminUrl: 'https://erp.example.com:8443/sgp', auth: 'session' }),
    );
  });

  it('tells apart another host, port, scheme or path, and never matches an unreadable address', () => {
    const base = bindingOf({ id: 'a1', adminUrl: 'https://erp.example.com', auth: 'session' });
    for (const other of [
      'https://erp.example.org',
      'https://erp.example.com:444',
      'http://erp.example.com',
      'https://erp.example.com/other',
    ]) {
      expect(bindingOf({ id: 'a1', adminUrl: other, auth: 'session' })).not.toBe(base);
    }
    expect(bindingOf({ id: 'a1', adminUrl: 'not an address', auth: 'session' })).not.toBe(
      bindingOf({ id: 'a1', adminUrl: 'https://not', auth: 'session' }),
    );
  });

  it('tells apart another way of signing in, another pin, and a pin added or removed', () => {
    const pin = 'AB:'.repeat(31) + 'AB';
    const base = { id: 'a1', adminUrl: 'https://erp.example.com', auth: 'session' as const, pinnedCertSha256: pin };
    const bindings = [
      base,
      { ...base, auth: 'basic' as const },
      { ...base, pinnedCertSha256: 'CD:'.repeat(31) + 'CD' },
      { ...base, pinnedCertSha256: undefined },
    ].map(bindingOf);
    expect(new Set(bindings).size).toBe(bindings.length);
    // The same profile gives the same binding again (a restart finds what it kept).
    expect(bindingOf({ ...base })).toBe(bindings[0]);
  });
});
