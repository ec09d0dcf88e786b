import { describe, expect, it } from 'vitest';
import { throttleKeyOf } from './client-address.ts';

describe('throttleKeyOf', () => {
  it('keeps IPv4 addresses, IPv4-mapped ones included, as they are', () => {
    expect(throttleKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(throttleKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 per /64, the block one subscriber usually holds', () => {
    expect(throttleKeyOf('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(throttleKeyOf('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(throttleKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(throttleKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(throttleKeyOf('::1')).toBe('0:0:0:0::/64');
  });

  it('has a key for a request without an address', () => {
    expect(throttleKeyOf(undefined)).toBe('unknown');
  });
});
