import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email.ts';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isValidEmail('ana.silva@provedor.com.br')).toBe(true);
    expect(isValidEmail('suporte+fatura@example.net')).toBe(true);
  });

  it('rejects malformed addresses', () => {
    expect(isValidEmail('ana.silva')).toBe(false);
    expect(isValidEmail('ana@')).toBe(false);
    expect(isValidEmail('@provedor.com.br')).toBe(false);
    expect(isValidEmail('ana silva@provedor.com.br')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });

  it('rejects addresses longer than the limit that are otherwise well formed', () => {
    const label = 'b'.repeat(60);
    const fits = `${'a'.repeat(64)}@${label}.${label}.com`;
    const tooLong = `${'a'.repeat(64)}@${label}.${label}.${label}.${label}.com`;
    expect(isValidEmail(fits)).toBe(true);
    expect(tooLong.length).toBeGreaterThan(EMAIL_MAX_LENGTH);
    expect(isValidEmail(tooLong)).toBe(false);
  });
});
