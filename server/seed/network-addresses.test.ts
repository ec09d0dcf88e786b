import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cgnatPool, ipv4ForIndex, macForIndex, poolCapacity, privatePool } from './network-addresses.ts';

const inCgnat = (ip: string): boolean => {
  const [a, b] = ip.split('.').map(Number);
  return a === 100 && b !== undefined && b >= 64 && b <= 127;
};

describe('network addresses', () => {
  it('hands out distinct usable addresses inside the pool', () => {
    const ips = Array.from({ length: 50_000 }, (_, index) => ipv4ForIndex(cgnatPool, index, 1));
    expect(new Set(ips).size).toBe(ips.length);
    expect(ips.every(inCgnat)).toBe(true);
    expect(ips.every((ip) => !ip.endsWith('.0') && !ip.endsWith('.255'))).toBe(true);
  });

  it('maps any two indexes of a pool to different addresses', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: poolCapacity(privatePool) - 1 }),
        fc.integer({ min: 0, max: poolCapacity(privatePool) - 1 }),
        (a, b) => a === b || ipv4ForIndex(privatePool, a, 3) !== ipv4ForIndex(privatePool, b, 3),
      ),
    );
  });

  it('builds distinct MACs under one vendor prefix', () => {
    const macs = Array.from({ length: 50_000 }, (_, index) => macForIndex('50:c7:bf', index, 1));
    expect(new Set(macs).size).toBe(macs.length);
    expect(macs.every((mac) => /^50:c7:bf(:[0-9a-f]{2}){3}$/.test(mac))).toBe(true);
  });

  it('refuses an index beyond the pool', () => {
    expect(() => ipv4ForIndex(cgnatPool, poolCapacity(cgnatPool), 1)).toThrow(RangeError);
  });
});
