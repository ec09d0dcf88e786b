/** What a key pressed in the grid does. */
export type GridKeyAction =
  | { kind: 'move'; to: 'previous' | 'next' | 'first' | 'last' }
  | { kind: 'page'; to: 'previous' | 'next' }
  | { kind: 'details' }
  | { kind: 'edit' }
  | { kind: 'card' }
  | { kind: 'close' }
  | { kind: 'toggleCheck' }
  | { kind: 'checkPage' };

/** The keys of a keyboard event the grid reads. */
export interface GridKey {
  key: string;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
}

/**
 * The grid's keys: arrows move the selection, Home/End go to the first/last row, PageUp/PageDown change
 * the page, Space checks or unchecks the selected row, Ctrl/Cmd+A checks the page's rows, Alt+Enter opens
 * the details, Enter opens the client's card, F2 asks to edit, Escape closes the details (or, with them closed,
 * clears the checks).
 */
export function gridKeyAction({ key, ctrlKey, altKey, metaKey }: GridKey): GridKeyAction | undefined {
  if ((ctrlKey || metaKey) && !altKey && key.toLowerCase() === 'a') return { kind: 'checkPage' };
  if (altKey) return key === 'Enter' && !ctrlKey && !metaKey ? { kind: 'details' } : undefined;
  if (metaKey) return undefined;
  if (ctrlKey)
    return key === 'Home' ? { kind: 'move', to: 'first' } : key === 'End' ? { kind: 'move', to: 'last' } : undefined;
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
      return { kind: 'toggleCheck' };
    case 'Enter':
      return { kind: 'card' };
    case 'F2':
      return { kind: 'edit' };
    case 'Escape':
      return { kind: 'close' };
    default:
      return undefined;
  }
}

/** What a click on a row does: select it (and open the details), toggle its check (Ctrl/Cmd), or check a range (Shift). */
export type RowClickIntent = 'select' | 'toggle' | 'range';

/** The intent of a row click from its modifier keys; Shift wins over Ctrl/Cmd. */
export function rowClickIntent({
  ctrlKey,
  metaKey,
  shiftKey,
}: {
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}): RowClickIntent {
  if (shiftKey) return 'range';
  return ctrlKey || metaKey ? 'toggle' : 'select';
}

/** The row indexes from `from` to `to`, both included, in either direction. */
export function indexRange(from: number, to: number): number[] {
  const [low, high] = from <= to ? [from, to] : [to, from];
  return Array.from({ length: high - low + 1 }, (_, offset) => low + offset);
}

/** The row a move lands on within a page of `count` rows; from no selection, any move selects the first row. */
export function movedIndex(
  current: number | undefined,
  to: 'previous' | 'next' | 'first' | 'last',
  count: number,
): number | undefined {
  if (count === 0) return undefined;
  if (to === 'first' || current === undefined) return to === 'last' ? count - 1 : 0;
  if (to === 'last') return count - 1;
  return Math.min(count - 1, Math.max(0, current + (to === 'next' ? 1 : -1)));
}
