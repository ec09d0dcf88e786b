import { describe, expect, it } from 'vitest';
import { formatIp, formatMac } from './network-text.ts';

describe('formatMac', () => {
  it.each([
    ['aabbccddeeff', 'AA:BB:CC:DD:EE:FF'],
    ['aa-bb-cc-dd-ee-0f', 'AA:BB:CC:DD:EE:0F'],
    ['AABB.CCDD.EEFF', 'AA:BB:CC:DD:EE:FF'],
    ['AA:BB:CC:DD:EE:FF', 'AA:BB:CC:DD:EE:FF'],
  ])('writes %s as %s', (input, expected) => {
    expect(formatMac(input)).toBe(expected);
  });

  it('keeps text that is no MAC address as given', () => {
    expect(formatMac(' not a mac ')).toBe('not a mac');
    expect(formatMac('aabbccddee')).toBe('aabbccddee');
  });
});

describe('formatIp', () => {
  it('drops a single-host prefix and keeps a network prefix', () => {
    expect(formatIp('10.0.0.1/32')).toBe('10.0.0.1');
    expect(formatIp('2001:db8::1/128')).toBe('2001:db8::1');
    expect(formatIp('10.0.0.0/24')).toBe('10.0.0.0/24');
    expect(formatIp('10.0.0.7')).toBe('10.0.0.7');
  });
});
