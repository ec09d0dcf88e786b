import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Filter } from '../../../shared/filter/model.ts';
import { combineFilters } from '../filter-builder/index.ts';
import { defaultSortField } from '../../grid/client-fields.ts';
import type { ClientsPageParams } from './clients-query.ts';
import { defaultPageSize, pageAfterResize } from '../../grid/paging.ts';
import { serverFilterOf } from '../../../shared/search/server-filter.ts';
import { clearStatusRequest, everyStatusRequested } from './status-request.ts';
import { defaultStatusView, filtersStatus, statusViewFilter, type StatusView } from './status-filter.ts';
import { listOrder } from './list-order.ts';
import type { GridSort } from './use-clients-table.ts';

/** Wait after the last key before a quick search runs. */
export const searchDebounceMs = 300;

interface Applied {
  term: string;
  page: number;
  pageSize: number;
  sort: GridSort;
  /** Whether the clerk clicked a header for `sort` since the last search was typed (listOrder says why). */
  sortChosen: boolean;
  /** The filter builder's applied filter, joined to the quick search with AND. */
  filter: Filter;
  /** The status toggle (Ativos, Inativos, Todos), joined with AND unless the builder's filter names a status. */
  status: StatusView;
}

const initial: Applied = {
  term: '',
  page: 1,
  pageSize: defaultPageSize,
  sort: { id: defaultSortField, desc: false },
  sortChosen: false,
  filter: [],
  status: defaultStatusView,
};

/**
 * The server parameters of an applied state. A typed search runs the search rule (shared/search) in main, within
 * the builder's filter, in the order of how well each client matches until a column is chosen to sort by.
 */
function paramsOf(applied: Applied): ClientsPageParams {
  const { searchSort } = listOrder(applied.term, applied.sort, applied.sortChosen);
  // The clients searched among: the status toggle's (unless the builder's filter names a status) and the builder's.
  const scope = combineFilters(statusViewFilter(applied.status, applied.filter), applied.filter);
  return {
    page: applied.page,
    pageSize: applied.pageSize,
    sort: applied.sort.id,
    dir: applied.sort.desc ? 'DESC' : 'ASC',
    where: combineFilters(serverFilterOf(applied.term), scope),
    search: applied.term === '' ? undefined : { text: applied.term, where: scope, sort: searchSort },
  };
}

/**
 * The grid's server parameters: the search box (applied ~300 ms after the last key), the status toggle, the builder's
 * filter, page, page size and sort. A new search, status, filter or sort goes back to page 1; a new page size keeps the first row in view.
 * `request` (a stable callback) is told a new filter's or sort's parameters before the state changes, to start their query.
 */
export function useGridParams(request?: (params: ClientsPageParams) => void) {
  const [input, setInputText] = useState('');
  // Why read here and cleared in an effect: a state initialiser may run twice (React's strict mode).
  const [applied, setApplied] = useState<Applied>(() =>
    everyStatusRequested() ? { ...initial, status: 'all' } : initial,
  );
  useEffect(clearStatusRequest, []);
  const applyTerm = useDebouncedCallback(
    (term: string) =>
      // A new search lists its best matches first again, unless a column other than the name's was chosen.
      setApplied((current) =>
        current.term === term.trim() ? current : { ...current, term: term.trim(), page: 1, sortChosen: false },
      ),
    searchDebounceMs,
  );

  const params: ClientsPageParams = useMemo(() => paramsOf(applied), [applied]);
  const latest = useRef(applied);
  useEffect(() => {
    latest.current = applied;
  }, [applied]);

  const setInput = useCallback(
    (term: string) => {
      setInputText(term);
      applyTerm(term);
      // Why at once: clearing the box should bring every client back without the wait.
      if (term.trim() === '') applyTerm.flush();
    },
    [applyTerm],
  );
  const setPage = useCallback(
    (page: number) => setApplied((current) => (current.page === page ? current : { ...current, page })),
    [],
  );
  const setPageSize = useCallback(
    (pageSize: number) =>
      setApplied((current) => ({
        ...current,
        pageSize,
        page: pageAfterResize(current.page, current.pageSize, pageSize),
      })),
    [],
  );
  // Why the request before the state: the query goes out at once, and the page renders (the rows dimmed, the
  // filter panel closing) while the service works, instead of after; the render then finds its query under way.
  const setFilter = useCallback(
    (filter: Filter) => {
      request?.(paramsOf({ ...latest.current, filter, page: 1 }));
      setApplied((current) => ({ ...current, filter, page: 1 }));
    },
    [request],
  );
  const setSort = useCallback(
    (sort: GridSort) => {
      request?.(paramsOf({ ...latest.current, sort, sortChosen: true, page: 1 }));
      setApplied((current) => ({ ...current, sort, sortChosen: true, page: 1 }));
    },
    [request],
  );

  const setStatus = useCallback(
    (status: StatusView) => {
      request?.(paramsOf({ ...latest.current, status, page: 1 }));
      setApplied((current) => ({ ...current, status, page: 1 }));
    },
    [request],
  );

  return {
    params,
    input,
    term: applied.term,
    sort: applied.sort,
    /** The sort the headers show: none while a search lists its best matches first. */
    shownSort: listOrder(applied.term, applied.sort, applied.sortChosen).shown,
    status: applied.status,
    /** True when the builder's filter names a status, so the toggle adds nothing. */
    statusFromFilter: filtersStatus(applied.filter),
    setInput,
    setPage,
    setPageSize,
    setSort,
    setFilter,
    setStatus,
  };
}
