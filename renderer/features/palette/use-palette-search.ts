import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { classifySearch, type SearchKind, type SearchQuery } from '../../../shared/search/search-rule.ts';
import { fetchSearch } from './fetch-search.ts';
import type { PaletteClient } from './palette-items.ts';

/** Quiet time after the last keystroke before the server is asked. */
export const searchDebounceMs = 150;

/** The server's answers to what was typed, by kind. */
export interface PaletteSearchState {
  /** What the settled text was understood as. */
  readonly query: SearchQuery;
  readonly results: Partial<Record<SearchKind, readonly PaletteClient[]>>;
  /** Whether some kind matched more clients than the handful shown. */
  readonly more: boolean;
  /** Typing not settled yet, or an answer still on its way. */
  readonly pending: boolean;
  /** The failure of the current search, if any. */
  readonly error: Error | undefined;
  /** The results came from the local copy (issue 46): the fetch time of its oldest row ("dados de HH:MM"). */
  readonly cachedAt: number | undefined;
}

/** The react-query options of one search: keyed by the text searched, answered from the cache for 30 s. */
export function searchQueryOptions(query: SearchQuery) {
  return {
    queryKey: ['palette', 'search', query.text] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchSearch(query.text, signal),
    enabled: query.searches.length > 0,
    staleTime: 30_000,
  };
}

/**
 * The same search in the local copy alone (issue 46), answered at once: shown while the server's answer is on its
 * way. Its failure is ignored (NOT_FOUND: nothing kept), never retried.
 */
function cacheQueryOptions(query: SearchQuery, waiting: boolean) {
  return {
    queryKey: ['palette', 'search-cache', query.text] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchSearch(query.text, signal, 'cache'),
    enabled: waiting && query.searches.length > 0,
    retry: false,
    staleTime: 30_000,
  };
}

/**
 * The search of the typed text (shared/search's rule, run in main by `clients:search`): asked 150 ms after the
 * last keystroke (a valid CPF/CNPJ at once).
 * Why react-query: a search whose text is no longer shown loses its last observer, and a query that used its
 * AbortSignal is then cancelled (main cancels the call); a text typed again is answered from the cache.
 */
export function usePaletteSearch(text: string): PaletteSearchState {
  const [debounced] = useDebouncedValue(text, searchDebounceMs);
  const typed = useMemo(() => classifySearch(text), [text]);
  // Why no wait for a whole document: a CPF or CNPJ with valid check digits is complete (no longer text extends
  // it), and it is the front desk's most frequent search; the 150 ms are what the user would wait for.
  const whole = typed.searches[0]?.kind === 'document' && typed.searches[0].document !== 'part';
  const settled = whole ? text : debounced;
  const query = useMemo(() => classifySearch(settled), [settled]);
  const answer = useQuery(searchQueryOptions(query));
  const early = useQuery(cacheQueryOptions(query, answer.data === undefined)).data;
  const shown = answer.data ?? early;
  const searching = query.searches.length > 0;
  return {
    query,
    results: shown?.results ?? {},
    more: shown?.more ?? false,
    pending: typed.text !== query.text || (searching && answer.isPending && early === undefined),
    // Why not while the copy answers: its results are on screen, and the failure of the server's search is what
    // the banner already says.
    error: early === undefined ? (answer.error ?? undefined) : undefined,
    cachedAt: shown?.cachedAt,
  };
}
