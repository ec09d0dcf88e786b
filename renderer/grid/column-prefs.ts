import { z } from 'zod';
import type { ClientField } from './client-fields.ts';

/** One column as the user arranged it. */
export interface ColumnPref {
  readonly id: string;
  readonly visible: boolean;
  readonly width: number;
}

/** The user's columns in display order (hidden ones keep their place). */
export type ColumnPrefs = readonly ColumnPref[];

/** Narrowest and widest a column may be dragged to. */
export const columnWidthBounds = { min: 48, max: 800 } as const;

/** Clamps a dragged width to whole pixels within the bounds. */
export function clampWidth(width: number): number {
  return Math.round(Math.min(columnWidthBounds.max, Math.max(columnWidthBounds.min, width)));
}

/** The columns before the user changes anything: the fields' order, default visibility and width. */
export function defaultColumnPrefs(fields: readonly ClientField[]): ColumnPrefs {
  return fields.map((entry) => ({ id: entry.id, visible: entry.visibleByDefault, width: entry.width }));
}

const storedEntry = z.object({ id: z.string(), visible: z.boolean(), width: z.number().finite() });
const storedShape = z.object({ version: z.literal(1), columns: z.array(z.unknown()) });

/**
 * Stored preferences merged with the fields the app knows now: unknown or malformed entries are dropped,
 * duplicates keep the first, and fields added since are placed after the field that precedes them by default.
 */
export function mergeColumnPrefs(stored: unknown, fields: readonly ClientField[]): ColumnPrefs {
  const parsed = storedShape.safeParse(stored);
  if (!parsed.success) return defaultColumnPrefs(fields);
  const known = new Set<string>(fields.map((entry) => entry.id));
  const merged: ColumnPref[] = [];
  for (const raw of parsed.data.columns) {
    const entry = storedEntry.safeParse(raw);
    if (!entry.success || !known.has(entry.data.id) || merged.some((pref) => pref.id === entry.data.id)) continue;
    merged.push({ id: entry.data.id, visible: entry.data.visible, width: clampWidth(entry.data.width) });
  }
  fields.forEach((entry, index) => {
    if (merged.some((pref) => pref.id === entry.id)) return;
    const before = fields[index - 1];
    const at = before ? merged.findIndex((pref) => pref.id === before.id) + 1 : 0;
    merged.splice(at, 0, { id: entry.id, visible: entry.visibleByDefault, width: entry.width });
  });
  return merged;
}

/** The localStorage key of one server profile's columns. */
export function columnPrefsKey(profileId: string): string {
  return `provider-desk.clients.columns.${profileId}`;
}

/** Reads a profile's columns from storage; unreadable or absent data gives the defaults. */
export function loadColumnPrefs(
  storage: Pick<Storage, 'getItem'>,
  profileId: string,
  fields: readonly ClientField[],
): ColumnPrefs {
  try {
    const text = storage.getItem(columnPrefsKey(profileId));
    return mergeColumnPrefs(text === null ? undefined : JSON.parse(text), fields);
  } catch {
    return defaultColumnPrefs(fields);
  }
}

/** Writes a profile's columns; a full or refused storage is ignored (the columns still work this session). */
export function saveColumnPrefs(storage: Pick<Storage, 'setItem'>, profileId: string, prefs: ColumnPrefs): void {
  try {
    storage.setItem(columnPrefsKey(profileId), JSON.stringify({ version: 1, columns: prefs }));
  } catch {
    // Why ignored: storage may be full or disabled; losing a column layout must not break the grid.
  }
}

/** Moves a column one place up (-1) or down (+1); at either end nothing changes. */
export function moveColumn(prefs: ColumnPrefs, id: string, delta: -1 | 1): ColumnPrefs {
  const from = prefs.findIndex((pref) => pref.id === id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= prefs.length) return prefs;
  const next = [...prefs];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** Shows or hides a column; the last visible column cannot be hidden. */
export function setColumnVisible(prefs: ColumnPrefs, id: string, visible: boolean): ColumnPrefs {
  if (!visible && prefs.filter((pref) => pref.visible).every((pref) => pref.id === id)) return prefs;
  return prefs.map((pref) => (pref.id === id ? { ...pref, visible } : pref));
}

/** Sets the widths of the named columns (dragged header edges). */
export function setColumnWidths(prefs: ColumnPrefs, widths: Readonly<Record<string, number>>): ColumnPrefs {
  return prefs.map((pref) =>
    widths[pref.id] === undefined ? pref : { ...pref, width: clampWidth(widths[pref.id] ?? pref.width) },
  );
}
