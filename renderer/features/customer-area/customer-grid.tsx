import { Table, UnstyledButton } from '@mantine/core';
import { getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { useMemo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isKeyOf } from '../../i18n/is-key-of.ts';
import styles from '../../grid/grid.module.css';
import { plainText } from '../../grid/cell-text.ts';
import { GridValue } from './grid-value.tsx';
import { listColumns, rowKeyField, shownColumns, type CustomerListKind, type ListColumn } from './list-columns.ts';
import { ptBR } from './locales/pt-BR.ts';
import { useCodeLabels } from './use-code-labels.ts';

type Row = Readonly<Record<string, unknown>>;

/** What a client-area grid shows and reports. */
export interface CustomerGridProps {
  kind: CustomerListKind;
  rows: readonly Row[];
  sort: { id: string; desc: boolean };
  onSort: (sort: { id: string; desc: boolean }) => void;
  /** Dims the rows while the next page loads over them. */
  stale: boolean;
  today: string;
  /** The key of the chosen row, when rows can be chosen. */
  selectedKey?: string | undefined;
  onRowClick?: (key: string) => void;
}

const keyOf = (kind: CustomerListKind, row: Row): string => plainText(row[rowKeyField[kind]]);

/** A server-sorted client-area grid: click a header to sort (ascending first, then both ways); the server pages it. */
export function CustomerGrid({ kind, rows, sort, onSort, stale, today, selectedKey, onRowClick }: CustomerGridProps) {
  const { t } = useTranslation('customer-area');
  const labels = useCodeLabels();
  const shown = useMemo(() => shownColumns(listColumns[kind], labels), [kind, labels]);
  const columns = useMemo<Array<ColumnDef<Row>>>(
    () =>
      shown.map((column) => ({
        id: column.id,
        accessorFn: (row: Row) => row[column.id],
        size: column.width,
      })),
    [shown],
  );
  const byId = useMemo(
    () => new Map<string, ListColumn>(listColumns[kind].map((column) => [column.id, column])),
    [kind],
  );
  const sorting: SortingState = useMemo(() => [sort], [sort]);
  // eslint-disable-next-line react-hooks/incompatible-library -- Why: the page does not use the React Compiler; the table instance is read fresh each render.
  const table = useReactTable<Row>({
    data: rows as Row[],
    columns,
    state: { sorting },
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => keyOf(kind, row),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    sortDescFirst: false,
    onSortingChange: (updater) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater;
      if (next) onSort({ id: next.id, desc: next.desc });
    },
  });
  const choose = (event: KeyboardEvent<HTMLTableRowElement>, key: string) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onRowClick?.(key);
  };

  return (
    // Why a fraction of the columns' widths: the table lays columns out by their content; it scrolls sideways only on narrow windows.
    <Table.ScrollContainer
      minWidth={Math.round(shown.reduce((sum, column) => sum + column.width, 0) * 0.7)}
      type="native"
    >
      <Table
        striped
        highlightOnHover
        withTableBorder
        withColumnBorders
        stickyHeader
        verticalSpacing={4}
        fz="sm"
        aria-label={t(`grid.${kind}`)}
        aria-busy={stale || undefined}
        data-grid={kind}
        className={stale ? styles.stale : undefined}
      >
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const id = header.column.id;
                const label = isKeyOf(ptBR.column, id) ? t(`column.${id}`) : id;
                return (
                  <Table.Th
                    key={header.id}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                    data-column={header.column.id}
                  >
                    <UnstyledButton
                      onClick={header.column.getToggleSortingHandler()}
                      title={t('grid.sortBy', { column: label })}
                      fw={600}
                      fz="sm"
                      style={{ whiteSpace: 'nowrap' }}
                      data-sort={header.column.id}
                    >
                      {label}
                      {sorted && <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : ' ▼'}</span>}
                    </UnstyledButton>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr
              key={row.id}
              data-row-key={row.id}
              aria-selected={onRowClick ? row.id === selectedKey : undefined}
              bg={row.id === selectedKey ? 'var(--mantine-primary-color-light)' : undefined}
              tabIndex={onRowClick ? 0 : undefined}
              onClick={onRowClick ? () => onRowClick(row.id) : undefined}
              onKeyDown={onRowClick ? (event) => choose(event, row.id) : undefined}
              style={onRowClick ? { cursor: 'pointer' } : undefined}
            >
              {row.getVisibleCells().map((cell) => {
                const column = byId.get(cell.column.id);
                if (!column) return null;
                const numeric = column.kind === 'money' || column.kind === 'number' || column.kind === 'decimal';
                return (
                  <Table.Td
                    key={cell.id}
                    ta={numeric ? 'right' : undefined}
                    ff={column.kind === 'mac' || column.kind === 'ip' ? 'monospace' : undefined}
                    style={{ whiteSpace: column.id === 'os_obs' ? 'normal' : 'nowrap' }}
                    data-cell={column.id}
                  >
                    <GridValue column={column} row={row.original} today={today} labels={labels} />
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
