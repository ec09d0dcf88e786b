import { rootCertificates } from 'node:tls';
import { describe, expect, it } from 'vitest';
import { loadTrustedCas } from './trusted-cas.ts';

describe('loadTrustedCas', () => {
  it('holds every bundled root and reads the system store on Node 24, without duplicates', () => {
    const trusted = loadTrustedCas();
    expect(trusted.systemStore).toBe('read');
    const held = new Set(trusted.cas);
    expect(rootCertificates.every((root) => held.has(root))).toBe(true);
    expect(held.size).toBe(trusted.cas.length);
  });
});
