import { revealShortcutKeys } from '../../privacy/reveal-keys.ts';
import type { ptBR } from './locales/pt-BR.ts';

/**
 * One keyboard shortcut: its keys (as printed on the keyboard) and the key of its description, in this feature's
 * strings or, for the reveal of a masked field, in the privacy layer's (`shortcut.reveal`).
 */
export type Shortcut =
  | { keys: string[]; action: keyof typeof ptBR.actions; from?: undefined }
  | { keys: string[]; action: 'reveal'; from: 'privacy' };

/** A group of shortcuts shown together (anywhere, or in the client grid). */
export interface ShortcutGroup {
  title: keyof typeof ptBR.groups;
  shortcuts: Shortcut[];
}

/** Every keyboard shortcut of the app, by where it works; the list the F1 dialog shows. */
export const shortcutGroups: ShortcutGroup[] = [
  {
    title: 'anywhere',
    shortcuts: [
      { keys: ['F1'], action: 'showShortcuts' },
      { keys: ['Ctrl', '/'], action: 'showShortcuts' },
      { keys: ['Ctrl', 'K'], action: 'openPalette' },
      { keys: ['Alt', '1'], action: 'goDashboard' },
      { keys: ['Alt', '2'], action: 'goClients' },
      { keys: ['Alt', '3'], action: 'goCustomerArea' },
      { keys: ['Alt', '4'], action: 'goSettings' },
      { keys: ['Alt', 'N'], action: 'newClient' },
    ],
  },
  {
    title: 'clientGrid',
    shortcuts: [
      { keys: ['Ctrl', 'F'], action: 'focusSearch' },
      { keys: ['/'], action: 'focusSearch' },
      { keys: ['↑ ↓'], action: 'moveSelection' },
      { keys: ['Space'], action: 'toggleCheck' },
      { keys: ['Ctrl', 'A'], action: 'checkPage' },
      { keys: ['Alt', 'Enter'], action: 'showDetails' },
      { keys: ['Enter'], action: 'openCard' },
      { keys: ['F2'], action: 'openForEditing' },
      { keys: ['Esc'], action: 'closeDetails' },
      { keys: ['PgDn'], action: 'nextPage' },
      { keys: ['PgUp'], action: 'previousPage' },
      { keys: ['F5'], action: 'refresh' },
      { keys: ['Ctrl', 'Shift', 'F'], action: 'openFilterBuilder' },
      { keys: ['Ctrl', 'Enter'], action: 'applyFilter' },
      { keys: ['Delete'], action: 'removeClient' },
      { keys: ['Alt', 'R'], action: 'reactivateClient' },
      // Why Alt+V and not Alt+R: Alt+R reactivates here; the reveal works on a focused masked field (detail panel, card).
      { keys: [...revealShortcutKeys], action: 'reveal', from: 'privacy' },
    ],
  },
  {
    title: 'clientForm',
    shortcuts: [
      { keys: ['Ctrl', 'Enter'], action: 'saveForm' },
      { keys: ['Esc'], action: 'closeForm' },
    ],
  },
];

/** The route an Alt+digit shortcut goes to, or undefined for other keys. */
export function routeOfShortcut(event: {
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  key: string;
}): 'dashboard' | 'clients' | 'customer-area' | 'settings' | undefined {
  if (!event.altKey || event.ctrlKey || event.metaKey) return undefined;
  return ({ '1': 'dashboard', '2': 'clients', '3': 'customer-area', '4': 'settings' } as const)[
    event.key as '1' | '2' | '3' | '4'
  ];
}

// The keys a clerk needs most in the client grid, in the order the hint line shows them.
const hintActions = ['moveSelection', 'toggleCheck', 'showDetails', 'openCard', 'openForEditing'] as const;

/** The hint line's short words, by action (this feature's `hint` strings), and the key names it translates. */
type HintKey = `hint.${(typeof hintActions)[number] | 'allShortcuts'}` | `keyNames.${keyof typeof ptBR.keyNames}`;

/** A key as the hint line prints it: a name the strings translate (Space → Espaço), else as on the keyboard. */
function keyText(key: string, t: (key: HintKey) => string): string {
  return key === 'Space' ? t('keyNames.Space') : key;
}

/**
 * The client grid's hint line ("↑ ↓: mover · … · Enter: abrir a ficha · F2: editar · F1: todos os atalhos"), written
 * from the shortcut table's own entries, so the line, the table and the keys cannot disagree.
 */
export function gridHintText(t: (key: HintKey) => string): string {
  const grid = shortcutGroups.find((group) => group.title === 'clientGrid')?.shortcuts ?? [];
  const parts = hintActions.flatMap((action) => {
    const shortcut = grid.find((entry) => entry.action === action);
    return shortcut ? [`${shortcut.keys.map((key) => keyText(key, t)).join('+')}: ${t(`hint.${action}`)}`] : [];
  });
  return [...parts, `F1: ${t('hint.allShortcuts')}`].join(' · ');
}
