import { describe, expect, it } from 'vitest';
import { worthCompressing } from './decode-encoding.ts';

describe('worthCompressing (whether answers are asked for compressed)', () => {
  it.each([
    'http://127.0.0.1:8080',
    'http://127.1.2.3',
    'http://localhost:80',
    'http://demo.localhost',
    'http://[::1]:8080',
  ])('not from this machine: %s', (url) => {
    expect(worthCompressing(url)).toBe(false);
  });

  it.each(['http://192.168.0.10:8080', 'https://painel.exemplo.com.br', 'http://10.0.0.5', 'http://[2001:db8::1]'])(
    'from any other server: %s',
    (url) => {
      expect(worthCompressing(url)).toBe(true);
    },
  );
});
