import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnSizingState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { clientFields } from '../../grid/client-fields.ts';
import { columnWidthBounds, setColumnWidths, type ColumnPrefs } from '../../grid/column-prefs.ts';

/** The grid's sort: a column and its direction. */
export interface GridSort {
  id: string;
  desc: boolean;
}

/** What the table instance is built from: the page's rows and the state the page owns. */
export interface ClientsTableOptions {
  rows: readonly ClientRecord[];
  prefs: ColumnPrefs;
  updatePrefs: (change: (prefs: ColumnPrefs) => ColumnPrefs) => void;
  /** The sort the headers show; undefined while the rows are in a search's match order (no column sorted). */
  sort: GridSort | undefined;
  onSort: (sort: GridSort) => void;
}

const columns: ColumnDef<ClientRecord>[] = clientFields.map((field) => ({
  id: field.id,
  accessorFn: (row) => row[field.id],
  size: field.width,
  minSize: columnWidthBounds.min,
  maxSize: columnWidthBounds.max,
}));

const apply = <T>(updater: Updater<T>, current: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;

/**
 * The headless table of the grid: rows as the server sorted and paged them (manual sorting), column
 * order, visibility and widths from the user's preferences, widths changing live while a header edge is dragged.
 */
export function useClientsTable({ rows, prefs, updatePrefs, sort, onSort }: ClientsTableOptions) {
  const state = useMemo(() => {
    const columnSizing: ColumnSizingState = Object.fromEntries(prefs.map((pref) => [pref.id, pref.width]));
    return {
      columnOrder: prefs.map((pref) => pref.id),
      columnVisibility: Object.fromEntries(prefs.map((pref) => [pref.id, pref.visible])),
      columnSizing,
      sorting: (sort ? [sort] : []) satisfies SortingState,
    };
  }, [prefs, sort]);

  // eslint-disable-next-line react-hooks/incompatible-library -- Why: the page does not use the React Compiler; the table instance is read fresh each render.
  return useReactTable<ClientRecord>({
    data: rows as ClientRecord[],
    columns,
    state,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.client_pk),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    sortDescFirst: false,
    columnResizeMode: 'onChange',
    onSortingChange: (updater) => {
      const [next] = apply(updater, state.sorting);
      if (next) onSort({ id: next.id, desc: next.desc });
    },
    onColumnSizingChange: (updater) =>
      updatePrefs((current) => setColumnWidths(current, apply(updater, state.columnSizing))),
  });
}
