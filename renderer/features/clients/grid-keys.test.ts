import { describe, expect, it } from 'vitest';
import { gridKeyAction, indexRange, movedIndex, rowClickIntent } from './grid-keys.ts';

describe('gridKeyAction', () => {
  it('maps the grid keys', () => {
    expect(gridKeyAction({ key: 'ArrowDown' })).toEqual({ kind: 'move', to: 'next' });
    expect(gridKeyAction({ key: 'ArrowUp' })).toEqual({ kind: 'move', to: 'previous' });
    expect(gridKeyAction({ key: 'PageDown' })).toEqual({ kind: 'page', to: 'next' });
    expect(gridKeyAction({ key: 'PageUp' })).toEqual({ kind: 'page', to: 'previous' });
    expect(gridKeyAction({ key: 'Enter', altKey: true })).toEqual({ kind: 'details' });
    expect(gridKeyAction({ key: 'Enter' })).toEqual({ kind: 'card' });
    expect(gridKeyAction({ key: 'F2' })).toEqual({ kind: 'edit' });
    expect(gridKeyAction({ key: 'Escape' })).toEqual({ kind: 'close' });
    expect(gridKeyAction({ key: 'End', ctrlKey: true })).toEqual({ kind: 'move', to: 'last' });
  });

  it('checks with Space and the whole page with Ctrl+A or Cmd+A', () => {
    expect(gridKeyAction({ key: ' ' })).toEqual({ kind: 'toggleCheck' });
    expect(gridKeyAction({ key: 'a', ctrlKey: true })).toEqual({ kind: 'checkPage' });
    expect(gridKeyAction({ key: 'A', ctrlKey: true, shiftKey: true })).toEqual({ kind: 'checkPage' });
    expect(gridKeyAction({ key: 'a', metaKey: true })).toEqual({ kind: 'checkPage' });
  });

  it('leaves other keys and modified keys alone', () => {
    expect(gridKeyAction({ key: 'a' })).toBeUndefined();
    expect(gridKeyAction({ key: 'ArrowDown', altKey: true })).toBeUndefined();
    expect(gridKeyAction({ key: 'a', ctrlKey: true, altKey: true })).toBeUndefined();
    expect(gridKeyAction({ key: 'Enter', altKey: true, ctrlKey: true })).toBeUndefined();
    expect(gridKeyAction({ key: 'f', ctrlKey: true })).toBeUndefined();
    expect(gridKeyAction({ key: ' ', metaKey: true })).toBeUndefined();
  });
});

describe('rowClickIntent', () => {
  it('selects on a plain click, toggles with Ctrl or Cmd, checks a range with Shift', () => {
    expect(rowClickIntent({ ctrlKey: false, metaKey: false, shiftKey: false })).toBe('select');
    expect(rowClickIntent({ ctrlKey: true, metaKey: false, shiftKey: false })).toBe('toggle');
    expect(rowClickIntent({ ctrlKey: false, metaKey: true, shiftKey: false })).toBe('toggle');
    expect(rowClickIntent({ ctrlKey: true, metaKey: false, shiftKey: true })).toBe('range');
  });
});

describe('indexRange', () => {
  it('lists the indexes between two rows, both included, in either direction', () => {
    expect(indexRange(2, 5)).toEqual([2, 3, 4, 5]);
    expect(indexRange(5, 2)).toEqual([2, 3, 4, 5]);
    expect(indexRange(3, 3)).toEqual([3]);
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
