import { describe, expect, it } from 'vitest';
import { sendsInClear } from './cleartext-address.ts';

describe('sendsInClear', () => {
  it.each([
    ['http://erp.provedor.com.br', true],
    ['http://192.168.0.10:8080/sgp', true],
    ['http://10.0.0.1', true],
    ['http://[fd00::2]:80', true],
    ['https://erp.provedor.com.br', false],
    ['http://127.0.0.1:41234', false],
    ['http://127.9.9.9', false],
    ['http://localhost:8080', false],
    ['http://LOCALHOST', false],
    ['http://demo.localhost', false],
    ['http://[::1]:3000', false],
    ['http://2130706433', false],
    ['', false],
    ['not an address', false],
  ])('%s → %s', (address, expected) => {
    expect(sendsInClear(address)).toBe(expected);
  });
});
