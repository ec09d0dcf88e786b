import { useHotkeys } from '@mantine/hooks';
import type { RefObject } from 'react';

/** The page's keys anywhere on the screen: Ctrl+F or `/` focus the quick search, F5 refreshes the grid. */
export function usePageShortcuts(searchRef: RefObject<HTMLInputElement | null>, refresh: () => void): void {
  const focusSearch = () => {
    searchRef.current?.focus();
    searchRef.current?.select();
  };
  // Why two calls: Ctrl+F and F5 must work while typing in the search box; `/` must still type a slash there.
  useHotkeys(
    [
      ['mod+F', focusSearch],
      ['F5', refresh],
    ],
    [],
  );
  useHotkeys([['/', focusSearch]]);
}
