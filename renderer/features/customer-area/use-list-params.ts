import { useCallback, useState } from 'react';
import { pageAfterResize } from '../../grid/paging.ts';
import type { CustomerListParams } from './customer-queries.ts';
import { defaultSorts, type CustomerListKind } from './list-columns.ts';

/** Rows per page of a client-area grid before the user chooses (a customer has few rows of each kind). */
export const customerPageSize = 25;

/** A client-area grid's page, page size and sort; a new sort goes back to page 1, a new size keeps the first row in view. */
export function useListParams(kind: CustomerListKind) {
  const [params, setParams] = useState<CustomerListParams>(() => ({
    page: 1,
    pageSize: customerPageSize,
    sort: defaultSorts[kind].id,
    desc: defaultSorts[kind].desc,
  }));
  const setPage = useCallback((page: number) => setParams((current) => ({ ...current, page })), []);
  const setPageSize = useCallback(
    (pageSize: number) =>
      setParams((current) => ({
        ...current,
        pageSize,
        page: pageAfterResize(current.page, current.pageSize, pageSize),
      })),
    [],
  );
  const setSort = useCallback(
    (sort: { id: string; desc: boolean }) =>
      setParams((current) => ({ ...current, sort: sort.id, desc: sort.desc, page: 1 })),
    [],
  );
  return { params, setPage, setPageSize, setSort };
}
