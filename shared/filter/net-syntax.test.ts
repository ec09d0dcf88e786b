import { describe, expect, it } from 'vitest';
import { isInetText, isIpv4Address, isIpv6Address, isMacText } from './net-syntax.ts';

describe('network address syntax', () => {
  it('reads IPv4 addresses strictly', () => {
    expect(['0.0.0.0', '10.0.0.1', '255.255.255.255', '192.168.1.20'].every(isIpv4Address)).toBe(true);
    expect(['256.0.0.1', '10.0.0', '10.0.0.1.2', '010.0.0.1', '1.2.3.4 ', 'a.b.c.d', ''].some(isIpv4Address)).toBe(
      false,
    );
  });

  it('reads IPv6 addresses with :: and an IPv4 tail', () => {
    expect(
      [
        '::',
        '::1',
        '2001:db8::1',
        '1:2:3:4:5:6:7:8',
        '1:2:3:4:5:6:7::',
        'fe80::1:2',
        '::ffff:10.0.0.1',
        '1:2:3:4:5:6:1.2.3.4',
      ].every(isIpv6Address),
    ).toBe(true);
    expect(
      [
        '1:2:3:4:5:6:7',
        '1::2::3',
        ':::',
        '12345::',
        '1:2:3:4:5:6:7:8:9',
        '1.2.3.4::',
        'fe80::1%eth0',
        '::1.2.3.4:5',
        'g::1',
      ].some(isIpv6Address),
    ).toBe(false);
  });

  it('takes a prefix within the address size', () => {
    expect(['10.0.0.0/8', '10.0.0.1/32', '0.0.0.0/0', '2001:db8::/32', '::/128'].every(isInetText)).toBe(true);
    expect(['10.0.0.0/33', '10.0.0.0/', '10.0.0.0/08', '::/129', '10.0.0.0/8/8', '/8'].some(isInetText)).toBe(false);
  });

  it('reads the MAC spellings PostgreSQL accepts', () => {
    expect(
      [
        '08:00:2b:01:02:03',
        '08-00-2B-01-02-03',
        '08002b:010203',
        '08002b-010203',
        '08002b010203',
        '0800.2b01.0203',
        '0800-2b01-0203',
      ].every(isMacText),
    ).toBe(true);
    expect(
      ['08:00:2b:01:02', '08:00-2b:01:02:03', '08002b01020', 'zz:00:2b:01:02:03', '0800.2b01-0203', ''].some(isMacText),
    ).toBe(false);
  });
});
