import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { Filter } from '../../../shared/filter/model.ts';
import type { ChannelInput, ChannelOutput } from '../../../shared/ipc/contract.ts';
import { unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';
import { pageCount, pageStart } from '../../grid/paging.ts';

/** What the grid asks the server for: every parameter is part of the query key. */
export interface ClientsPageParams {
  page: number;
  pageSize: number;
  sort: string;
  dir: 'ASC' | 'DESC';
  where: Filter;
}

/** One page of clients as the service answers it. */
export type ClientsPageData = ChannelOutput<'clients:list'>;

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
  return ['clients', 'list', listInput(params)] as const;
}

/** The prefix of every client-list query (for refreshing them all). */
export const clientsListRoot = ['clients', 'list'] as const;

/** Fetches one page; when react-query aborts `signal` (a superseded page or search), main cancels the call. */
export async function fetchClientsPage(params: ClientsPageParams, signal: AbortSignal): Promise<ClientsPageData> {
  return unwrap(await desk.clientsList(listInput(params), { signal, idPrefix: 'clients-list' }));
}

const queryOptions = (params: ClientsPageParams) => ({
  queryKey: clientsListKey(params),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchClientsPage(params, signal),
  // Why: a page visited a moment ago comes back at once; F5 refreshes on demand.
  staleTime: 30_000,
});

/** Starts fetching a page the grid is about to ask for (nothing when a fresh answer is cached); the grid's query then joins it. */
export function startClientsPage(queryClient: QueryClient, params: ClientsPageParams): void {
  void queryClient.prefetchQuery(queryOptions(params));
}

/** One page of the grid, keeping the previous page on screen while the next loads, and prefetching the next when idle. */
export function useClientsPage(params: ClientsPageParams) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...queryOptions(params), placeholderData: keepPreviousData });
  const total = query.isPlaceholderData ? undefined : query.data?.total;

  useEffect(() => {
    if (total === undefined || params.page >= pageCount(total, params.pageSize)) return;
    // Why once the page is idle: asked at once, the next page's query competes for the machine with
    // painting this one (the service often runs on the same cores), and that paint is what the user waits for.
    const idle = requestIdleCallback(
      () => void queryClient.prefetchQuery(queryOptions({ ...params, page: params.page + 1 })),
      { timeout: 1000 },
    );
    return () => cancelIdleCallback(idle);
  }, [queryClient, params, total]);

  return query;
}

/** A stable callback that starts the query of parameters the grid is about to show (see useGridParams). */
export function useStartClientsPage(): (params: ClientsPageParams) => void {
  const queryClient = useQueryClient();
  return useCallback((params: ClientsPageParams) => startClientsPage(queryClient, params), [queryClient]);
}
