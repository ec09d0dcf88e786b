import { describe, expect, it } from 'vitest';
import { createPasswordSealer, newSecretKeyText, parseSecretKey } from './password-sealer.ts';

const keyOf = (byte: number) => Buffer.alloc(32, byte);

describe('sealed client-area passwords', () => {
  it('opens what it sealed, with a fresh nonce every time, and never holds the clear text', () => {
    const sealer = createPasswordSealer(keyOf(1));
    const first = sealer.seal('cliente123');
    const second = sealer.seal('cliente123');
    expect(first).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('cliente123');
    expect(sealer.open(first)).toBe('cliente123');
    expect(sealer.open(second)).toBe('cliente123');
    expect(sealer.open(sealer.seal('ç-ã-€ 16 chars!!'))).toBe('ç-ã-€ 16 chars!!');
  });

  it('answers "" for nothing sealed, another key, or a damaged value', () => {
    const sealer = createPasswordSealer(keyOf(1));
    const sealed = sealer.seal('Senha-123');
    expect(sealer.open(null)).toBe('');
    expect(sealer.open('')).toBe('');
    expect(sealer.open('v2:abc')).toBe('');
    expect(sealer.open('v1:abc')).toBe('');
    expect(createPasswordSealer(keyOf(2)).open(sealed)).toBe('');
    // Why a byte and not the text's last letter: base64's last letter may hold only padding bits (same bytes).
    const raw = Buffer.from(sealed.slice('v1:'.length), 'base64url');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(sealer.open(`v1:${raw.toString('base64url')}`)).toBe('');
  });

  it('tells keys apart by a fingerprint that is not the key', () => {
    const one = createPasswordSealer(keyOf(1));
    expect(one.fingerprint).toBe(createPasswordSealer(keyOf(1)).fingerprint);
    expect(one.fingerprint).not.toBe(createPasswordSealer(keyOf(2)).fingerprint);
    expect(one.fingerprint).not.toContain(keyOf(1).toString('base64'));
  });

  it('reads a key as 64 hex digits or base64 of 32 bytes, and refuses anything else without repeating it', () => {
    expect(parseSecretKey('ab'.repeat(32), 'test')).toEqual(Buffer.alloc(32, 0xab));
    expect(parseSecretKey(` ${keyOf(9).toString('base64')}\n`, 'test')).toEqual(keyOf(9));
    expect(parseSecretKey(newSecretKeyText(), 'test')).toHaveLength(32);
    for (const bad of [
      '',
      'short',
      'ab'.repeat(31),
      Buffer.alloc(16).toString('base64'),
      'não é base64 de jeito nenhum!!',
    ])
      expect(() => parseSecretKey(bad, 'PROVIDER_SECRET_KEY')).toThrow(
        /^PROVIDER_SECRET_KEY is not a secret key: it must be 32 random bytes/,
      );
    try {
      parseSecretKey('my-secret-that-is-too-short', 'PROVIDER_SECRET_KEY');
    } catch (error) {
      expect(String(error)).not.toContain('my-secret-that-is-too-short');
    }
  });
});
