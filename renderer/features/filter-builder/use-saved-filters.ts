import { useCallback, useState } from 'react';
import { useProfileId } from '../session/index.ts';
import {
  addSavedFilter,
  deleteSavedFilter,
  emptySavedFilters,
  loadSavedFilters,
  renameSavedFilter,
  setDefaultSavedFilter,
  writeSavedFilters,
  type SavedFilters,
} from './saved-filters-store.ts';

const read = (profileId: string | undefined): SavedFilters =>
  profileId === undefined ? emptySavedFilters : loadSavedFilters(localStorage, profileId);

/** The signed-in profile's saved filters, with save, rename, delete and default; each change is written at once. */
export function useSavedFilters() {
  const profileId = useProfileId();
  const [state, setState] = useState(() => ({ profileId, store: read(profileId), failed: false }));
  // Why during render: when the profile becomes known (or changes) its own filters replace the current ones at once.
  if (state.profileId !== profileId) setState({ profileId, store: read(profileId), failed: false });

  const change = useCallback(
    (edit: (store: SavedFilters) => SavedFilters) => {
      const store = edit(state.store);
      const failed = state.profileId === undefined || !writeSavedFilters(localStorage, state.profileId, store);
      setState({ profileId: state.profileId, store, failed });
    },
    [state],
  );

  return {
    store: state.store,
    /** True when the last change could not be written to storage. */
    failed: state.failed,
    save: (name: string, where: unknown) => change((store) => addSavedFilter(store, name, where, crypto.randomUUID())),
    rename: (id: string, name: string) => change((store) => renameSavedFilter(store, id, name)),
    remove: (id: string) => change((store) => deleteSavedFilter(store, id)),
    setDefault: (id: string | undefined) => change((store) => setDefaultSavedFilter(store, id)),
  };
}
