import { describe, expect, it } from 'vitest';
import { gridKeyAction, movedIndex } from './grid-keys.ts';

describe('gridKeyAction', () => {
  it('maps the grid keys', () => {
    expect(gridKeyAction({ key: 'ArrowDown' })).toEqual({ kind: 'move', to: 'next' });
    expect(gridKeyAction({ key: 'ArrowUp' })).toEqual({ kind: 'move', to: 'previous' });
    expect(gridKeyAction({ key: 'PageDown' })).toEqual({ kind: 'page', to: 'next' });
    expect(gridKeyAction({ key: 'PageUp' })).toEqual({ kind: 'page', to: 'previous' });
    expect(gridKeyAction({ key: ' ' })).toEqual({ kind: 'details' });
    expect(gridKeyAction({ key: 'Enter' })).toEqual({ kind: 'edit' });
    expect(gridKeyAction({ key: 'Escape' })).toEqual({ kind: 'close' });
    expect(gridKeyAction({ key: 'End', ctrlKey: true })).toEqual({ kind: 'move', to: 'last' });
  });

  it('leaves other keys and modified keys alone', () => {
    expect(gridKeyAction({ key: 'a' })).toBeUndefined();
    expect(gridKeyAction({ key: 'ArrowDown', altKey: true })).toBeUndefined();
    expect(gridKeyAction({ key: 'f', ctrlKey: true })).toBeUndefined();
  });
});

describe('movedIndex', () => {
  it('moves within the page and stops at its ends', () => {
    expect(movedIndex(3, 'next', 10)).toBe(4);
    expect(movedIndex(9, 'next', 10)).toBe(9);
    expect(movedIndex(0, 'previous', 10)).toBe(0);
    expect(movedIndex(4, 'first', 10)).toBe(0);
    expect(movedIndex(4, 'last', 10)).toBe(9);
  });

  it('selects the first row from no selection, and nothing on an empty page', () => {
    expect(movedIndex(undefined, 'next', 10)).toBe(0);
    expect(movedIndex(undefined, 'previous', 10)).toBe(0);
    expect(movedIndex(undefined, 'last', 10)).toBe(9);
    expect(movedIndex(undefined, 'next', 0)).toBeUndefined();
  });
});
