import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from '../export/index.ts';
import {
  openRegistration,
  BulkStatusButtons,
  NewClientButton,
  onStatusChange,
  requestStatusChange,
} from '../registration/index.ts';
import { FilterActiveBadge, FilterBuilderPanel, FilterChips, useFilterBuilder } from '../filter-builder/index.ts';
import { CheckedCount } from './checked-count.tsx';
import { ClientDetailPanel } from './client-detail-panel.tsx';
import { ClientsGrid } from './clients-grid.tsx';
import { clientsListRoot, useCachedClientsPage, useClientsPage, useStartClientsPage } from './clients-query.ts';
import { ClientsToolbar } from './clients-toolbar.tsx';
import { gridKeyAction, movedIndex } from './grid-keys.ts';
import { GridPager } from '../../grid/grid-pager.tsx';
import { GridHint } from './grid-hint.tsx';
import { GridStateView } from './grid-state-view.tsx';
import { clampPage, pageCount, pageStart } from '../../grid/paging.ts';
import { QuickSearchBox } from './quick-search-box.tsx';
import { SearchMoreNote } from './search-more-note.tsx';
import { StatusToggle } from './status-toggle.tsx';
import { RefreshErrorBar } from './refresh-error-bar.tsx';
import { useClientsTable } from './use-clients-table.ts';
import { useColumnPrefs } from './use-column-prefs.ts';
import { useFillHeight } from './use-fill-height.ts';
import { useGridParams } from './use-grid-params.ts';
import { useGridSelection } from './use-grid-selection.ts';
import { usePageShortcuts } from './use-page-shortcuts.ts';
import { useProfileId } from '../session/index.ts';
import { openClientCard } from '../client-card/index.ts';
import { clientDisplayName } from './client-display-name.ts';
import { DataAgeLabel } from '../common/index.ts';

const noRows: never[] = [];
const openCreate = () => void openRegistration({ mode: 'create' });

/** The client grid screen: quick search, filter builder, server-paged and sorted virtual grid, column chooser, detail panel. */
export function ClientsPage() {
  const { t } = useTranslation('clients');
  const queryClient = useQueryClient();
  const searchRef = useRef<HTMLInputElement>(null);
  // Why a computed height: the grid scrolls inside a fixed-height area, and the shell's main area has none.
  const fillHeight = useFillHeight();
  const { prefs, update } = useColumnPrefs(useProfileId());
  const grid = useGridParams(useStartClientsPage());
  const { params } = grid;
  const builder = useFilterBuilder(grid.setFilter);
  const query = useClientsPage(params);
  // Why the local copy first (issue 46): at a branch office the server's page may take seconds, the copy's is there
  // at once; shown with its "dados de HH:MM" until the server's answer replaces it.
  const ownAnswer = query.data !== undefined && !query.isPlaceholderData;
  const early = useCachedClientsPage(params, !ownAnswer).data;
  const fromCopy = !ownAnswer && early !== undefined;
  const data = fromCopy ? early : query.data;
  const placeholder = !fromCopy && query.isPlaceholderData;
  const rows = data?.rows ?? noRows;
  const total = data?.total;
  const count = pageCount(total ?? 0, params.pageSize);
  const selection = useGridSelection(rows);
  const table = useClientsTable({ rows, prefs, updatePrefs: update, sort: grid.shownSort, onSort: grid.setSort });

  const { patchStatus } = selection;
  useEffect(() => onStatusChange(patchStatus), [patchStatus]);

  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: clientsListRoot }), [queryClient]);
  usePageShortcuts(searchRef, refresh);

  const { setPage } = grid;
  const settled = total !== undefined && ownAnswer;
  useEffect(() => {
    // Why: the rows may shrink under the user (another operator removed clients); stay on a real page.
    if (settled && params.page > count) setPage(count);
  }, [settled, count, params.page, setPage]);

  // The registration host (mounted with the signed-in app) shows the edit form; a form already open stays.
  const edit = (clientPk: number) => void openRegistration({ mode: 'edit', clientPk });
  const goToPage = useCallback((page: number) => setPage(clampPage(page, count)), [setPage, count]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Why only the grid's own keys: keys pressed on a header button (Enter, Space) belong to that button.
    if (event.target !== event.currentTarget) return;
    // Delete removes, Alt+R reactivates the checked clients, or else the selected one (a confirmation naming them follows).
    const targets =
      selection.checkedRecords.length > 0 ? selection.checkedRecords : selection.selected ? [selection.selected] : [];
    if (
      targets.length > 0 &&
      !event.ctrlKey &&
      !event.metaKey &&
      (event.key === 'Delete' || (event.altKey && event.key.toLowerCase() === 'r'))
    ) {
      event.preventDefault();
      requestStatusChange(event.key === 'Delete' ? 'remove' : 'reactivate', targets);
      return;
    }
    const action = gridKeyAction(event);
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'move') selection.select(movedIndex(selection.selectedIndex, action.to, rows.length));
    else if (action.kind === 'page') goToPage(params.page + (action.to === 'next' ? 1 : -1));
    else if (action.kind === 'details') selection.toggleDetail();
    else if (action.kind === 'close') {
      if (selection.detailOpen) selection.closeDetail();
      else selection.clearChecked();
    } else if (action.kind === 'toggleCheck') selection.toggleChecked(selection.selectedIndex);
    else if (action.kind === 'checkPage') selection.checkPage();
    else if (action.kind === 'card') {
      if (selection.selected)
        openClientCard({
          id: selection.selected.client_pk,
          name: clientDisplayName(selection.selected),
          record: selection.selected,
        });
    } else if (selection.selected) edit(selection.selected.client_pk);
  };

  const retry = () => void query.refetch();
  const body =
    query.isError && data === undefined ? (
      <GridStateView state={{ kind: 'error', error: query.error, onRetry: retry }} />
    ) : data === undefined ? (
      <GridStateView state={{ kind: 'loading' }} />
    ) : rows.length === 0 && !placeholder ? (
      <GridStateView
        state={{
          kind: 'empty',
          term: grid.term,
          onClearSearch: () => grid.setInput(''),
          view:
            grid.status === 'all' || grid.statusFromFilter
              ? undefined
              : { shown: grid.status, onShowAll: () => grid.setStatus('all') },
        }}
      />
    ) : (
      <ClientsGrid
        table={table}
        offset={pageStart(params.page, params.pageSize)}
        total={total ?? 0}
        selectedIndex={selection.selectedIndex}
        checked={selection.checked}
        stale={placeholder}
        onRowClick={(index, intent) => {
          selection.clickRow(index, intent);
          if (intent === 'select') selection.openDetail();
        }}
        onTogglePage={selection.togglePage}
        onRowDoubleClick={(index) => {
          // Why the card and not the form: a double click does what Enter does (F2 and the panel's Editar edit).
          const record = rows[index];
          if (record) openClientCard({ id: record.client_pk, name: clientDisplayName(record), record });
        }}
        onKeyDown={onKeyDown}
      />
    );

  // Why kept as one element until the search text changes: the page renders at every apply, answer and fetch
  // state, and the title, search box and button (Mantine components, costly to render) never change with them.
  const { input, setInput } = grid;
  const heading = useMemo(
    () => (
      <Group gap="md" wrap="nowrap" style={{ flex: 'none' }}>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <QuickSearchBox value={input} onChange={setInput} inputRef={searchRef} />
        <NewClientButton onClick={openCreate} />
      </Group>
    ),
    [t, input, setInput],
  );

  return (
    <Stack gap="xs" h={fillHeight} mih={420} data-page="clients">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        {heading}
        <ClientsToolbar
          prefs={prefs}
          update={update}
          onRefresh={refresh}
          refreshing={query.isFetching}
          exportMenu={
            <ExportMenu
              query={{ where: params.where, sort: params.sort, dir: params.dir }}
              prefs={prefs}
              total={placeholder ? undefined : total}
            />
          }
          filter={
            <Group gap="xs" wrap="nowrap" style={{ flex: 'none' }}>
              <FilterActiveBadge active={builder.applied.length > 0} total={placeholder ? undefined : total} />
              <FilterBuilderPanel applied={builder.applied} onApply={builder.apply} />
            </Group>
          }
        />
      </Group>
      {/* Why a row of its own: the top row has no width left at 1366 px; wrapped, nothing here is ever cut. */}
      <Group justify="space-between" gap="xs" wrap="wrap" data-list-bar>
        <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
          <StatusToggle value={grid.status} onChange={grid.setStatus} fromFilter={grid.statusFromFilter} />
          <FilterChips conditions={builder.applied} onRemove={builder.remove} />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <DataAgeLabel
            cachedAt={placeholder ? undefined : data?.cachedAt}
            readAt={fromCopy || placeholder ? undefined : query.dataUpdatedAt}
          />
          <GridHint />
        </Group>
      </Group>
      {selection.checked.size > 0 && (
        // Why a bar of its own: the header row has no room left, and bulk actions belong next to what is checked.
        <Group gap="xs" wrap="nowrap" data-selection-bar>
          <CheckedCount count={selection.checked.size} onClear={selection.clearChecked} />
          <BulkStatusButtons checked={selection.checkedRecords} />
        </Group>
      )}
      <Group gap="xs" wrap="nowrap" align="stretch" style={{ flex: 1, minHeight: 0 }}>
        <Box style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 6 }}>
          {query.isError && data !== undefined && <RefreshErrorBar error={query.error} onRetry={retry} />}
          {grid.term !== '' && grid.shownSort === undefined && (
            <Text size="xs" c="dimmed" data-match-order>
              {t('search.matchOrder')}
            </Text>
          )}
          {!placeholder && <SearchMoreNote shown={total ?? 0} found={data?.found} />}
          {body}
        </Box>
        {selection.detailOpen && selection.selected && (
          <ClientDetailPanel record={selection.selected} onClose={selection.closeDetail} onEdit={edit} />
        )}
      </Group>
      <GridPager
        page={params.page}
        pageSize={params.pageSize}
        total={total}
        onPage={goToPage}
        onPageSize={grid.setPageSize}
      />
    </Stack>
  );
}
