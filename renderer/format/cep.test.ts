import { describe, expect, it } from 'vitest';
import { formatCep } from './cep.ts';

describe('formatCep', () => {
  it('writes 8 digits as 79117-101', () => {
    expect(formatCep('79117101')).toBe('79117-101');
    expect(formatCep('79117-101')).toBe('79117-101');
    expect(formatCep('79.117-101')).toBe('79117-101');
  });

  it('leaves anything else as given', () => {
    expect(formatCep('7911710')).toBe('7911710');
    expect(formatCep('ABC12345')).toBe('ABC12345');
    expect(formatCep('')).toBe('');
    expect(formatCep(undefined)).toBe('');
  });
});
