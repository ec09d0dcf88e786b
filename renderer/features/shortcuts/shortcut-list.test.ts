import { describe, expect, it } from 'vitest';
import { en } from './locales/en.ts';
import { ptBR } from './locales/pt-BR.ts';
import { en as privacyEn } from '../../privacy/locales/en.ts';
import { ptBR as privacyPtBR } from '../../privacy/locales/pt-BR.ts';
import { gridHintText, routeOfShortcut, shortcutGroups } from './shortcut-list.ts';

const locales = { 'pt-BR': ptBR, en };
const privacyLocales = { 'pt-BR': privacyPtBR, en: privacyEn };

const key = (key: string, extra: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) => ({
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  key,
  ...extra,
});

describe('shortcuts', () => {
  it('goes to a screen with Alt and its number only', () => {
    expect(routeOfShortcut(key('1', { altKey: true }))).toBe('dashboard');
    expect(routeOfShortcut(key('2', { altKey: true }))).toBe('clients');
    expect(routeOfShortcut(key('4', { altKey: true }))).toBe('settings');
    expect(routeOfShortcut(key('2'))).toBeUndefined();
    expect(routeOfShortcut(key('2', { altKey: true, ctrlKey: true }))).toBeUndefined();
    expect(routeOfShortcut(key('9', { altKey: true }))).toBeUndefined();
  });

  it('describes every shortcut in both languages', () => {
    for (const language of ['pt-BR', 'en'] as const) {
      const strings = locales[language] as { actions: Record<string, string>; groups: Record<string, string> };
      for (const group of shortcutGroups) {
        expect(strings.groups[group.title]).toBeTruthy();
        for (const shortcut of group.shortcuts)
          expect(
            shortcut.from === 'privacy' ? privacyLocales[language].shortcut.reveal : strings.actions[shortcut.action],
          ).toBeTruthy();
      }
    }
  });

  it('writes the grid hint line from the table, so the two cannot disagree (Enter opens the card, F2 edits)', () => {
    const translate = (strings: typeof ptBR | typeof en) => (key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], strings) as string;
    const pt = gridHintText(translate(ptBR));
    expect(pt).toContain('Enter: abrir a ficha');
    expect(pt).toContain('F2: editar');
    expect(pt).toContain('Espaço: marcar');
    expect(pt).not.toContain('Enter: editar');
    expect(gridHintText(translate(en))).toContain('Enter: open the card');
    const grid = shortcutGroups.find((group) => group.title === 'clientGrid')?.shortcuts ?? [];
    expect(grid.find((shortcut) => shortcut.keys.join('+') === 'Enter')?.action).toBe('openCard');
  });
});
