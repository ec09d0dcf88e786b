import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import type { Filter } from '../../../shared/filter/model.ts';
import { combineFilters } from '../filter-builder/index.ts';
import { defaultSortField } from '../../grid/client-fields.ts';
import type { ClientsPageParams } from './clients-query.ts';
import { defaultPageSize, pageAfterResize } from '../../grid/paging.ts';
import { quickSearchFilter } from './quick-search.ts';
import type { GridSort } from './use-clients-table.ts';

/** Wait after the last key before a quick search runs. */
export const searchDebounceMs = 300;

interface Applied {
  term: string;
  page: number;
  pageSize: number;
  sort: GridSort;
  /** The filter builder's applied filter, joined to the quick search with AND. */
  filter: Filter;
}

const initial: Applied = {
  term: '',
  page: 1,
  pageSize: defaultPageSize,
  sort: { id: defaultSortField, desc: false },
  filter: [],
};

/**
 * The grid's server parameters: the search box (applied ~300 ms after the last key), the builder's filter, page,
 * page size and sort. A new search, filter or sort goes back to page 1; a new page size keeps the first row in view.
 */
export function useGridParams() {
  const [input, setInputText] = useState('');
  const [applied, setApplied] = useState<Applied>(initial);
  const applyTerm = useDebouncedCallback(
    (term: string) =>
      setApplied((current) => (current.term === term.trim() ? current : { ...current, term: term.trim(), page: 1 })),
    searchDebounceMs,
  );

  const params: ClientsPageParams = useMemo(
    () => ({
      page: applied.page,
      pageSize: applied.pageSize,
      sort: applied.sort.id,
      dir: applied.sort.desc ? 'DESC' : 'ASC',
      where: combineFilters(quickSearchFilter(applied.term), applied.filter),
    }),
    [applied],
  );

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
  const setFilter = useCallback((filter: Filter) => setApplied((current) => ({ ...current, filter, page: 1 })), []);
  const setSort = useCallback((sort: GridSort) => setApplied((current) => ({ ...current, sort, page: 1 })), []);

  return { params, input, term: applied.term, sort: applied.sort, setInput, setPage, setPageSize, setSort, setFilter };
}
