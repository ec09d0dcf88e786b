import { useDebouncedValue } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { classifyQuery, type PaletteQuery, type SearchKind } from './classify-query.ts';
import { fetchSearch } from './fetch-search.ts';
import type { PaletteClient } from './palette-items.ts';

/** Quiet time after the last keystroke before the server is asked. */
export const searchDebounceMs = 150;

/** The server's answers to what was typed, by kind. */
export interface PaletteSearchState {
  /** What the settled text was understood as. */
  readonly query: PaletteQuery;
  readonly results: Partial<Record<SearchKind, readonly PaletteClient[]>>;
  /** Typing not settled yet, or an answer still on its way. */
  readonly pending: boolean;
  /** The first failure of the current searches, if any. */
  readonly error: Error | undefined;
}

/**
 * The searches of the typed text: asked 150 ms after the last keystroke, one `clients:list` per kind at once.
 * Why react-query: a search whose text is no longer shown loses its last observer, and a query that used its
 * AbortSignal is then cancelled (main cancels the call); a text typed again is answered from the cache.
 */
export function usePaletteSearch(text: string): PaletteSearchState {
  const [settled] = useDebouncedValue(text, searchDebounceMs);
  const query = useMemo(() => classifyQuery(settled), [settled]);
  const answers = useQueries({
    queries: query.searches.map((search) => ({
      queryKey: ['palette', search] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchSearch(search, signal),
      staleTime: 30_000,
    })),
  });
  const results: Partial<Record<SearchKind, readonly PaletteClient[]>> = {};
  query.searches.forEach((search, index) => {
    const rows = answers[index]?.data;
    if (rows) results[search.kind] = rows;
  });
  return {
    query,
    results,
    pending: classifyQuery(text).text !== query.text || answers.some((answer) => answer.isPending),
    error: answers.find((answer) => answer.error)?.error ?? undefined,
  };
}
