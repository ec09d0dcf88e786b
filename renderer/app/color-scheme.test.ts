import { describe, expect, it } from 'vitest';
import { resolveColorScheme } from './color-scheme.ts';

describe('resolveColorScheme', () => {
  it('follows the system only when the setting says so', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });
});
