/** What a key pressed in the grid does. */
export type GridKeyAction =
  | { kind: 'move'; to: 'previous' | 'next' | 'first' | 'last' }
  | { kind: 'page'; to: 'previous' | 'next' }
  | { kind: 'details' }
  | { kind: 'edit' }
  | { kind: 'close' };

/** The keys of a keyboard event the grid reads. */
export interface GridKey {
  key: string;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

/**
 * The grid's keys: arrows move the selection, Home/End go to the first/last row, PageUp/PageDown change
 * the page, Space opens the details, Enter asks to edit, Escape closes the details.
 */
export function gridKeyAction({ key, ctrlKey, altKey, metaKey }: GridKey): GridKeyAction | undefined {
  if (altKey || metaKey) return undefined;
  if (ctrlKey) return key === 'Home' ? { kind: 'move', to: 'first' } : key === 'End' ? { kind: 'move', to: 'last' } : undefined;
  switch (key) {
    case 'ArrowUp':
      return { kind: 'move', to: 'previous' };
    case 'ArrowDown':
      return { kind: 'move', to: 'next' };
    case 'Home':
      return { kind: 'move', to: 'first' };
    case 'End':
      return { kind: 'move', to: 'last' };
    case 'PageUp':
      return { kind: 'page', to: 'previous' };
    case 'PageDown':
      return { kind: 'page', to: 'next' };
    case ' ':
      return { kind: 'details' };
    case 'Enter':
      return { kind: 'edit' };
    case 'Escape':
      return { kind: 'close' };
    default:
      return undefined;
  }
}

/** The row a move lands on within a page of `count` rows; from no selection, any move selects the first row. */
export function movedIndex(current: number | undefined, to: 'previous' | 'next' | 'first' | 'last', count: number): number | undefined {
  if (count === 0) return undefined;
  if (to === 'first' || current === undefined) return to === 'last' ? count - 1 : 0;
  if (to === 'last') return count - 1;
  return Math.min(count - 1, Math.max(0, current + (to === 'next' ? 1 : -1)));
}
