import { Group, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { plainText } from '../../grid/cell-text.ts';
import { GridPager } from '../../grid/grid-pager.tsx';
import { clampPage, pageCount } from '../../grid/paging.ts';
import { CustomerGrid } from './customer-grid.tsx';
import { useCustomerList, type CustomerListPage } from './customer-queries.ts';
import type { OpenCustomer } from './customer-store.ts';
import { todayText } from './invoice-status.ts';
import { rowKeyField, type CustomerListKind } from './list-columns.ts';
import { ListStateView } from './list-state.tsx';
import { useGoneSession } from './use-gone-session.ts';
import { useListParams } from './use-list-params.ts';
import { DataAgeLabel } from '../common/index.ts';
import { useServerNeeded } from '../session/index.ts';

/** What a list tab shows besides the grid. */
export interface CustomerListTabProps {
  customer: OpenCustomer;
  kind: CustomerListKind;
  /** Shown above the grid once a page is there (the invoices' totals). */
  summary?: (page: CustomerListPage, today: string) => ReactNode;
  /**
   * Rows can be chosen; the chosen row (the first until one is chosen) is shown below the grid, told when the page
   * came from the local copy (`cachedAt`, issue 46).
   */
  detail?: (row: Readonly<Record<string, unknown>>, cachedAt: number | undefined) => ReactNode;
}

/** One client-area list: server-paged, server-sorted grid, its pager, and the tab's extras. */
export function CustomerListTab({ customer, kind, summary, detail }: CustomerListTabProps) {
  const { params, setPage, setPageSize, setSort } = useListParams(kind);
  const query = useCustomerList(customer.customerId, kind, params);
  const [chosen, setChosen] = useState<string | undefined>();
  const [today] = useState(todayText);
  useGoneSession(customer, query.error);
  const rows = query.data?.rows ?? [];
  const total = query.isPlaceholderData ? undefined : query.data?.total;
  const cachedAt = query.isPlaceholderData ? undefined : query.data?.cachedAt;
  // Why the read's time too: a page the server answered is of unknown freshness once the server does not answer (issue 46).
  const readAt = query.isPlaceholderData ? undefined : query.dataUpdatedAt;
  const { offline } = useServerNeeded();
  const aged = cachedAt !== undefined || (offline && (readAt ?? 0) > 0);
  const count = pageCount(total ?? 0, params.pageSize);
  const selected = detail ? (rows.find((row) => plainText(row[rowKeyField[kind]]) === chosen) ?? rows[0]) : undefined;

  const body =
    query.isError && query.data === undefined ? (
      <ListStateView state={{ kind: 'error', error: query.error, onRetry: () => void query.refetch() }} />
    ) : query.data === undefined ? (
      <ListStateView state={{ kind: 'loading' }} />
    ) : rows.length === 0 && !query.isPlaceholderData ? (
      <ListStateView state={{ kind: 'empty' }} />
    ) : (
      <CustomerGrid
        kind={kind}
        rows={rows}
        sort={{ id: params.sort, desc: params.desc }}
        onSort={setSort}
        stale={query.isPlaceholderData}
        today={today}
        {...(detail
          ? { selectedKey: selected ? plainText(selected[rowKeyField[kind]]) : undefined, onRowClick: setChosen }
          : {})}
      />
    );
  return (
    <Stack gap="xs" data-list={kind}>
      {aged && (
        <Group justify="flex-end">
          <DataAgeLabel cachedAt={cachedAt} readAt={readAt} />
        </Group>
      )}
      {summary && query.data && !query.isPlaceholderData ? summary(query.data, today) : null}
      {body}
      <GridPager
        page={params.page}
        pageSize={params.pageSize}
        total={total}
        onPage={(page) => setPage(clampPage(page, count))}
        onPageSize={setPageSize}
      />
      {detail && selected ? detail(selected, cachedAt) : null}
    </Stack>
  );
}
