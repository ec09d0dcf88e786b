import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { Filter } from '../../../shared/filter/model.ts';
import type { ChannelInput, ChannelOutput } from '../../../shared/ipc/contract.ts';
import { unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';
import { pageCount, pageStart } from '../../grid/paging.ts';
import { mergeSearchGroups, searchPage, type SearchMatches } from './search-page.ts';

/** What the grid asks the server for: every parameter is part of the query key. */
export interface ClientsPageParams {
  page: number;
  pageSize: number;
  sort: string;
  dir: 'ASC' | 'DESC';
  where: Filter;
  /**
   * The search box's text and the builder's filter, when something is typed: the page then comes from the search
   * rule run in main (`clients:search`), not from `where` (which holds the search as one server filter, for the
   * export). `sort` undefined keeps the search's order, best match first.
   */
  search?: { text: string; where: Filter; sort?: string | undefined } | undefined;
}

/** One page of clients as the service answers it. */
export type ClientsPageData = ChannelOutput<'clients:list'> & {
  /** A search that found more clients than the list shows: how many (a floor when not `exact`). */
  readonly found?: { readonly count: number; readonly exact: boolean };
};

/** The `clients:list` input of a page. */
export function listInput(params: ClientsPageParams): ChannelInput<'clients:list'> {
  return {
    start: pageStart(params.page, params.pageSize),
    limit: params.pageSize,
    sort: params.sort,
    dir: params.dir,
    where: params.where,
  };
}

/** The query key of a page: the exact input sent, so any change of it is a new query. */
export function clientsListKey(params: ClientsPageParams) {
  return params.search
    ? (['clients', 'list', 'search', params.search, params.page, params.pageSize, params.dir] as const)
    : (['clients', 'list', listInput(params)] as const);
}

/** Most matches the list's search shows (in pages); more are told, and the search should be narrowed. */
export const listSearchRows = 200;

/** Where a page is read from: the server (main falls back to the local copy when it does not answer), or the copy only. */
type ReadSource = 'server' | 'cache';

/** The matches of a search, read once for all its pages and sorts (kept under the list's key, so F5 reads them again). */
function searchMatches(
  queryClient: QueryClient,
  search: { text: string; where: Filter },
  source: ReadSource,
): Promise<SearchMatches> {
  return queryClient.fetchQuery({
    queryKey: ['clients', source === 'cache' ? 'cache' : 'list', 'matches', search.text, search.where] as const,
    queryFn: async ({ signal }) =>
      mergeSearchGroups(
        unwrap(
          await desk.clientsSearch(
            { text: search.text, where: search.where, limit: listSearchRows, ...sourceInput(source) },
            { signal, idPrefix: 'clients-search' },
          ),
        ),
      ),
    staleTime: 30_000,
    retry: source === 'cache' ? false : undefined,
  });
}

// Why the server's input stays as it was: the key of a page is its exact input (clientsListKey), unchanged by issue 46.
const sourceInput = (source: ReadSource) => (source === 'cache' ? { source: 'cache' as const } : {});

/** The prefix of every client-list query (for refreshing them all). */
export const clientsListRoot = ['clients', 'list'] as const;

/** Fetches one page; when react-query aborts `signal` (a superseded page or search), main cancels the call. */
export async function fetchClientsPage(
  queryClient: QueryClient,
  params: ClientsPageParams,
  signal: AbortSignal,
  source: ReadSource = 'server',
): Promise<ClientsPageData> {
  if (params.search) {
    const matches = await searchMatches(queryClient, params.search, source);
    return searchPage(matches, { ...params, sort: params.search.sort });
  }
  return unwrap(
    await desk.clientsList(
      { ...listInput(params), ...sourceInput(source) },
      { signal, idPrefix: source === 'cache' ? 'clients-cache' : 'clients-list' },
    ),
  );
}

const queryOptions = (queryClient: QueryClient, params: ClientsPageParams) => ({
  queryKey: clientsListKey(params),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchClientsPage(queryClient, params, signal),
  // Why: a page visited a moment ago comes back at once; F5 refreshes on demand.
  staleTime: 30_000,
});

/** Starts fetching a page the grid is about to ask for (nothing when a fresh answer is cached); the grid's query then joins it. */
export function startClientsPage(queryClient: QueryClient, params: ClientsPageParams): void {
  void queryClient.prefetchQuery(queryOptions(queryClient, params));
}

/** One page of the grid, keeping the previous page on screen while the next loads, and prefetching the next when idle. */
export function useClientsPage(params: ClientsPageParams) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...queryOptions(queryClient, params), placeholderData: keepPreviousData });
  const total = query.isPlaceholderData ? undefined : query.data?.total;

  useEffect(() => {
    if (total === undefined || params.page >= pageCount(total, params.pageSize)) return;
    // Why once the page is idle: asked at once, the next page's query competes for the machine with
    // painting this one (the service often runs on the same cores), and that paint is what the user waits for.
    const idle = requestIdleCallback(
      () => void queryClient.prefetchQuery(queryOptions(queryClient, { ...params, page: params.page + 1 })),
      { timeout: 1000 },
    );
    return () => cancelIdleCallback(idle);
  }, [queryClient, params, total]);

  return query;
}

/**
 * The same page from the local copy alone (issue 46: `source: 'cache'`, answered at once), asked only while the
 * server's answer is on its way (`waiting`): the grid shows it, labelled "dados de HH:MM", until the server's
 * replaces it. Its failure is nobody's business (NOT_FOUND: the copy does not hold that page; no copy at all):
 * no retry, and the page never shows it.
 */
export function useCachedClientsPage(params: ClientsPageParams, waiting: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['clients', 'cache', ...clientsListKey(params).slice(2)] as const,
    queryFn: ({ signal }) => fetchClientsPage(queryClient, params, signal, 'cache'),
    enabled: waiting,
    retry: false,
    staleTime: 30_000,
  });
}

/** A stable callback that starts the query of parameters the grid is about to show (see useGridParams). */
export function useStartClientsPage(): (params: ClientsPageParams) => void {
  const queryClient = useQueryClient();
  return useCallback((params: ClientsPageParams) => startClientsPage(queryClient, params), [queryClient]);
}
