import { describe, expect, it } from 'vitest';
import type { ClientField } from './client-fields.ts';
import { clientFields } from './client-fields.ts';
import {
  columnPrefsKey,
  defaultColumnPrefs,
  loadColumnPrefs,
  mergeColumnPrefs,
  moveColumn,
  saveColumnPrefs,
  setColumnVisible,
  setColumnWidths,
} from './column-prefs.ts';

const fields: ClientField[] = [
  { id: 'client_complete_name', kind: 'text', width: 200, visibleByDefault: true },
  { id: 'client_doc1', kind: 'document', width: 150, visibleByDefault: true },
  { id: 'client_mail', kind: 'list', width: 180, visibleByDefault: false },
];

/** A Map-backed stand-in for localStorage. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

describe('column preferences', () => {
  it('start from the fields’ defaults', () => {
    expect(defaultColumnPrefs(fields)).toEqual([
      { id: 'client_complete_name', visible: true, width: 200 },
      { id: 'client_doc1', visible: true, width: 150 },
      { id: 'client_mail', visible: false, width: 180 },
    ]);
  });

  it('every grid field is in the defaults, a sensible set visible', () => {
    const prefs = defaultColumnPrefs(clientFields);
    expect(prefs).toHaveLength(clientFields.length);
    expect(prefs.filter((pref) => pref.visible).map((pref) => pref.id)).toContain('client_doc1');
  });

  it('save and load round-trip per profile', () => {
    const storage = memoryStorage();
    const prefs = setColumnVisible(moveColumn(defaultColumnPrefs(fields), 'client_mail', -1), 'client_mail', true);
    saveColumnPrefs(storage, 'p1', prefs);
    expect(storage.data.has(columnPrefsKey('p1'))).toBe(true);
    expect(loadColumnPrefs(storage, 'p1', fields)).toEqual(prefs);
    expect(loadColumnPrefs(storage, 'p2', fields)).toEqual(defaultColumnPrefs(fields));
  });

  it('fall back to the defaults on unreadable storage', () => {
    const storage = memoryStorage();
    storage.data.set(columnPrefsKey('p1'), '{not json');
    expect(loadColumnPrefs(storage, 'p1', fields)).toEqual(defaultColumnPrefs(fields));
    storage.data.set(columnPrefsKey('p1'), JSON.stringify({ version: 9, columns: [] }));
    expect(loadColumnPrefs(storage, 'p1', fields)).toEqual(defaultColumnPrefs(fields));
  });

  it('merge drops unknown, malformed and repeated entries and clamps widths', () => {
    const stored = {
      version: 1,
      columns: [
        { id: 'client_doc1', visible: false, width: 9999 },
        { id: 'gone_column', visible: true, width: 100 },
        { id: 'client_doc1', visible: true, width: 100 },
        { id: 'client_mail', visible: 'yes', width: 100 },
        { id: 'client_complete_name', visible: true, width: 10 },
        { id: 'client_mail', visible: true, width: 120.4 },
      ],
    };
    expect(mergeColumnPrefs(stored, fields)).toEqual([
      { id: 'client_doc1', visible: false, width: 800 },
      { id: 'client_complete_name', visible: true, width: 48 },
      { id: 'client_mail', visible: true, width: 120 },
    ]);
  });

  it('merge places a new field after the field before it by default', () => {
    const stored = {
      version: 1,
      columns: [
        { id: 'client_mail', visible: true, width: 100 },
        { id: 'client_complete_name', visible: true, width: 100 },
      ],
    };
    expect(mergeColumnPrefs(stored, fields).map((pref) => pref.id)).toEqual([
      'client_mail',
      'client_complete_name',
      'client_doc1',
    ]);
    const withoutFirst = { version: 1, columns: [{ id: 'client_mail', visible: true, width: 100 }] };
    expect(mergeColumnPrefs(withoutFirst, fields).map((pref) => pref.id)).toEqual([
      'client_complete_name',
      'client_doc1',
      'client_mail',
    ]);
  });

  it('move stops at either end', () => {
    const prefs = defaultColumnPrefs(fields);
    expect(moveColumn(prefs, 'client_complete_name', -1)).toBe(prefs);
    expect(moveColumn(prefs, 'client_mail', 1)).toBe(prefs);
    expect(moveColumn(prefs, 'client_doc1', 1).map((pref) => pref.id)).toEqual([
      'client_complete_name',
      'client_mail',
      'client_doc1',
    ]);
  });

  it('never hides the last visible column', () => {
    const one = setColumnVisible(defaultColumnPrefs(fields), 'client_doc1', false);
    expect(setColumnVisible(one, 'client_complete_name', false)).toBe(one);
  });

  it('set dragged widths, clamped', () => {
    const prefs = setColumnWidths(defaultColumnPrefs(fields), { client_doc1: 20, client_mail: 333.6 });
    expect(prefs.map((pref) => pref.width)).toEqual([200, 48, 334]);
  });
});
