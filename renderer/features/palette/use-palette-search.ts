import { useDebouncedValue } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { classifyQuery, type PaletteQuery, type PaletteSearch, type SearchKind } from './classify-query.ts';
import { fetchSearch } from './fetch-search.ts';
import type { PaletteClient } from './palette-items.ts';

/** Quiet time after the last keystroke before the server is asked. */
export const searchDebounceMs = 150;

/** The server's answers to what was typed, by kind. */
export interface PaletteSearchState {
  /** What the settled text was understood as. */
  readonly query: PaletteQuery;
  readonly results: Partial<Record<SearchKind, readonly PaletteClient[]>>;
  /** Whether some kind matched more clients than the handful shown. */
  readonly more: boolean;
  /** Typing not settled yet, or an answer still on its way. */
  readonly pending: boolean;
  /** The first failure of the current searches, if any. */
  readonly error: Error | undefined;
}

/** The react-query options of one search: keyed by the search itself, answered from the cache for 30 s. */
export function searchQueryOptions(search: PaletteSearch) {
  return {
    queryKey: ['palette', search] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchSearch(search, signal),
    staleTime: 30_000,
  };
}

/**
 * The searches of the typed text: asked 150 ms after the last keystroke (a valid CPF/CNPJ at once), one
 * `clients:list` per kind at once.
 * Why react-query: a search whose text is no longer shown loses its last observer, and a query that used its
 * AbortSignal is then cancelled (main cancels the call); a text typed again is answered from the cache.
 */
export function usePaletteSearch(text: string): PaletteSearchState {
  const [debounced] = useDebouncedValue(text, searchDebounceMs);
  const typed = useMemo(() => classifyQuery(text), [text]);
  // Why no wait for a document: a CPF or CNPJ with valid check digits is complete (no longer text extends it),
  // and it is the front desk's most frequent search; the 150 ms are what the user would wait for.
  const settled = typed.searches[0]?.kind === 'document' ? text : debounced;
  const query = useMemo(() => classifyQuery(settled), [settled]);
  const answers = useQueries({
    queries: query.searches.map(searchQueryOptions),
  });
  const results: Partial<Record<SearchKind, readonly PaletteClient[]>> = {};
  let more = false;
  query.searches.forEach((search, index) => {
    const answer = answers[index]?.data;
    if (!answer) return;
    results[search.kind] = answer.clients;
    more ||= answer.total > answer.clients.length;
  });
  return {
    query,
    results,
    more,
    pending: typed.text !== query.text || answers.some((answer) => answer.isPending),
    error: answers.find((answer) => answer.error)?.error ?? undefined,
  };
}
