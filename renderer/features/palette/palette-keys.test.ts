import { describe, expect, it } from 'vitest';
import { isMacPlatform, isPaletteShortcut, paletteKeys } from './palette-keys.ts';

const press = (
  key: string,
  extra: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }>,
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...extra,
});

describe('palette keys', () => {
  it('opens with Ctrl+K everywhere and Cmd+K on macOS only', () => {
    expect(isPaletteShortcut(press('k', { ctrlKey: true }), false)).toBe(true);
    expect(isPaletteShortcut(press('K', { ctrlKey: true }), false)).toBe(true);
    expect(isPaletteShortcut(press('k', { metaKey: true }), true)).toBe(true);
    expect(isPaletteShortcut(press('k', { ctrlKey: true }), true)).toBe(true);
    expect(isPaletteShortcut(press('k', { metaKey: true }), false)).toBe(false);
  });

  it('leaves other combinations alone', () => {
    expect(isPaletteShortcut(press('k', {}), false)).toBe(false);
    expect(isPaletteShortcut(press('k', { ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isPaletteShortcut(press('k', { ctrlKey: true, altKey: true }), false)).toBe(false);
    expect(isPaletteShortcut(press('j', { ctrlKey: true }), false)).toBe(false);
  });

  it('names the keys as the platform prints them', () => {
    expect(paletteKeys(false)).toEqual(['Ctrl', 'K']);
    expect(paletteKeys(true)).toEqual(['⌘', 'K']);
    expect(isMacPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe(true);
    expect(isMacPlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBe(false);
  });
});
