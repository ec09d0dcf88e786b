import { describe, expect, it } from 'vitest';
import { gridKeyAction, type GridKeyAction } from '../../../renderer/features/clients/grid-keys.ts';
import { shortcutGroups } from '../../../renderer/features/shortcuts/shortcut-list.ts';

// Why here and not beside either file: it reads two features' own modules, which a feature may not do of another's
// (lint), and their index files load whole screens.

// The key as the browser names it, for the keys the shortcut table prints.
const keyNames: Record<string, string> = {
  Space: ' ',
  Esc: 'Escape',
  PgDn: 'PageDown',
  PgUp: 'PageUp',
  '↑ ↓': 'ArrowDown',
  A: 'a',
};
// What the grid must do for each action the shortcut table lists among its own keys.
const expected: Record<string, GridKeyAction['kind']> = {
  moveSelection: 'move',
  toggleCheck: 'toggleCheck',
  checkPage: 'checkPage',
  showDetails: 'details',
  openCard: 'card',
  openForEditing: 'edit',
  closeDetails: 'close',
  nextPage: 'page',
  previousPage: 'page',
};

describe('the shortcut table and the grid agree', () => {
  it('does, for every grid key the table lists, what the table says', () => {
    const grid = shortcutGroups.find((group) => group.title === 'clientGrid')?.shortcuts ?? [];
    const checked = grid.filter((shortcut) => shortcut.action in expected);
    expect(checked.length).toBe(Object.keys(expected).length);
    for (const shortcut of checked) {
      const key = shortcut.keys.at(-1) ?? '';
      const event = {
        key: keyNames[key] ?? key,
        ctrlKey: shortcut.keys.includes('Ctrl'),
        altKey: shortcut.keys.includes('Alt'),
        shiftKey: shortcut.keys.includes('Shift'),
      };
      expect(gridKeyAction(event)?.kind, shortcut.keys.join('+')).toBe(expected[shortcut.action]);
    }
  });
});
