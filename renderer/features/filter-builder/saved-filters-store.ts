/** One saved filter: its `where` array kept as stored, so codes this app does not offer are never lost. */
export interface SavedFilter {
  readonly id: string;
  readonly name: string;
  /** The `where` JSON value as saved; checked only when shown or applied. */
  readonly where: unknown;
}

/** A profile's saved filters and the one applied when the Clients screen opens. */
export interface SavedFilters {
  readonly version: 1;
  readonly filters: readonly SavedFilter[];
  readonly defaultId?: string;
}

/** The empty store. */
export const emptySavedFilters: SavedFilters = { version: 1, filters: [] };

/** The localStorage key of one server profile's saved filters. */
export function savedFiltersKey(profileId: string): string {
  return `provider-desk.filters.saved.${profileId}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the entries that are whole (an id, a name and a `where`); a damaged entry is skipped, the others kept. */
function readEntries(value: unknown): SavedFilter[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) =>
    isRecord(entry) && typeof entry.id === 'string' && typeof entry.name === 'string' && 'where' in entry
      ? [{ id: entry.id, name: entry.name, where: entry.where }]
      : [],
  );
}

/** Reads a profile's saved filters; damaged JSON, another version or a refused storage give the empty store. */
export function loadSavedFilters(storage: Pick<Storage, 'getItem'>, profileId: string): SavedFilters {
  try {
    const text = storage.getItem(savedFiltersKey(profileId));
    if (text === null) return emptySavedFilters;
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed) || parsed.version !== 1) return emptySavedFilters;
    const filters = readEntries(parsed.filters);
    const defaultId =
      typeof parsed.defaultId === 'string' && filters.some((filter) => filter.id === parsed.defaultId)
        ? parsed.defaultId
        : undefined;
    return defaultId === undefined ? { version: 1, filters } : { version: 1, filters, defaultId };
  } catch {
    return emptySavedFilters;
  }
}

/** Writes a profile's saved filters; answers false when the storage refused (full or disabled). */
export function writeSavedFilters(storage: Pick<Storage, 'setItem'>, profileId: string, store: SavedFilters): boolean {
  try {
    storage.setItem(savedFiltersKey(profileId), JSON.stringify(store));
    return true;
  } catch {
    return false;
  }
}

const sameName = (a: string, b: string): boolean =>
  a.trim().toLocaleLowerCase('pt-BR') === b.trim().toLocaleLowerCase('pt-BR');

/** Saves a filter under a name; a filter of the same name (any case) gets the new `where` and keeps its id. */
export function addSavedFilter(store: SavedFilters, name: string, where: unknown, id: string): SavedFilters {
  const existing = store.filters.find((filter) => sameName(filter.name, name));
  if (existing)
    return { ...store, filters: store.filters.map((filter) => (filter === existing ? { ...filter, where } : filter)) };
  return { ...store, filters: [...store.filters, { id, name: name.trim(), where }] };
}

/** Renames a saved filter; its `where` is untouched. */
export function renameSavedFilter(store: SavedFilters, id: string, name: string): SavedFilters {
  return {
    ...store,
    filters: store.filters.map((filter) => (filter.id === id ? { ...filter, name: name.trim() } : filter)),
  };
}

/** Deletes a saved filter (and the default mark when it was the default). */
export function deleteSavedFilter(store: SavedFilters, id: string): SavedFilters {
  const filters = store.filters.filter((filter) => filter.id !== id);
  return store.defaultId === id || store.defaultId === undefined
    ? { version: 1, filters }
    : { version: 1, filters, defaultId: store.defaultId };
}

/** Marks a saved filter as the default, or clears the mark with undefined. */
export function setDefaultSavedFilter(store: SavedFilters, id: string | undefined): SavedFilters {
  const known = id !== undefined && store.filters.some((filter) => filter.id === id);
  return known ? { ...store, defaultId: id } : { version: 1, filters: store.filters };
}

/** The default saved filter, if one is marked. */
export function defaultSavedFilter(store: SavedFilters): SavedFilter | undefined {
  return store.filters.find((filter) => filter.id === store.defaultId);
}
