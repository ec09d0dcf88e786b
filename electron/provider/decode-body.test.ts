import { describe, expect, it } from 'vitest';
import { decodeBody } from './http-transport.ts';

describe('decodeBody', () => {
  it('decodes in the declared charset, any case and quoting, and in UTF-8 without one or with an unknown one', () => {
    const latin1 = Uint8Array.from([0x53, 0xe3, 0x6f, 0x20, 0x50, 0x61, 0x75, 0x6c, 0x6f]);
    expect(decodeBody(latin1, 'application/json; charset=ISO-8859-1')).toBe('São Paulo');
    expect(decodeBody(latin1, 'application/json; charset="iso-8859-1"')).toBe('São Paulo');
    expect(decodeBody(Uint8Array.from([0x80]), 'text/html; charset=windows-1252')).toBe('€');
    const utf8 = new TextEncoder().encode('São Paulo');
    expect(decodeBody(utf8, 'application/json')).toBe('São Paulo');
    expect(decodeBody(utf8, undefined)).toBe('São Paulo');
    expect(decodeBody(utf8, 'application/json; charset=no-such-charset')).toBe('São Paulo');
  });

  it('drops a byte-order mark, and one answer cut inside a character leaves the next answer whole', () => {
    expect(decodeBody(Uint8Array.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]), 'application/json; charset=utf-8')).toBe('{}');
    const cut = new TextEncoder().encode('ã').subarray(0, 1);
    expect(decodeBody(cut, 'application/json; charset=utf-8')).toBe('\uFFFD');
    expect(decodeBody(new TextEncoder().encode('ão'), 'application/json; charset=utf-8')).toBe('ão');
  });
});
