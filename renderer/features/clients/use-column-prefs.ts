import { useCallback, useState } from 'react';
import { clientFields } from '../../grid/client-fields.ts';
import { defaultColumnPrefs, loadColumnPrefs, saveColumnPrefs, type ColumnPrefs } from '../../grid/column-prefs.ts';

/** The grid's columns as the user arranged them for a profile, saved in localStorage on every change. */
export function useColumnPrefs(profileId: string | undefined) {
  const [state, setState] = useState(() => ({ profileId, prefs: read(profileId) }));
  // Why during render: when the profile becomes known (or changes) its own layout replaces the current one at once.
  if (state.profileId !== profileId) setState({ profileId, prefs: read(profileId) });

  const update = useCallback(
    (change: (prefs: ColumnPrefs) => ColumnPrefs) => {
      const prefs = change(state.prefs);
      if (prefs === state.prefs) return;
      setState({ profileId: state.profileId, prefs });
      if (state.profileId !== undefined) saveColumnPrefs(localStorage, state.profileId, prefs);
    },
    [state],
  );

  return { prefs: state.prefs, update };
}

function read(profileId: string | undefined): ColumnPrefs {
  return profileId === undefined
    ? defaultColumnPrefs(clientFields)
    : loadColumnPrefs(localStorage, profileId, clientFields);
}
