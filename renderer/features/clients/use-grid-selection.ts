import { useCallback, useMemo, useState } from 'react';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { checksOf, freshRecords, noChecks, pageAllChecked, rangeRows, withChecks } from './grid-checks.ts';
import type { RowClickIntent } from './grid-keys.ts';

/**
 * The selected client and whether its details are open, and the checked clients (for bulk actions). The
 * records themselves are kept, so the panel and the checks still hold them while another page is on
 * screen; the selected row's index is found again on the page that holds it.
 */
export function useGridSelection(rows: readonly ClientRecord[]) {
  const [selected, setSelected] = useState<ClientRecord | undefined>();
  const [detailOpen, setDetailOpen] = useState(false);
  const [checks, setChecks] = useState(noChecks);
  // The client_pk a Shift+click range starts from: the row last checked or unchecked one by one.
  const [anchor, setAnchor] = useState<number | undefined>();
  const index = selected === undefined ? -1 : rows.findIndex((row) => row.client_pk === selected.client_pk);
  // Why the fresh row: after a refresh the page holds the newer copy of the selected client.
  const current = index >= 0 ? rows[index] : selected;
  const selectedIndex = index >= 0 ? index : undefined;

  const checked = useMemo<ReadonlySet<number>>(() => new Set(checks.keys()), [checks]);
  const checkedRecords = useMemo(() => freshRecords(checks, rows), [checks, rows]);

  // Why a stable callback: the page subscribes it once to the confirmed status changes.
  const patchStatus = useCallback(
    (clientPk: number, status: number) =>
      setSelected((before) => (before?.client_pk === clientPk ? { ...before, client_status: status } : before)),
    [],
  );

  const select = (rowIndex: number | undefined) => setSelected(rowIndex === undefined ? undefined : rows[rowIndex]);
  const toggleChecked = (rowIndex: number | undefined) => {
    const record = rowIndex === undefined ? undefined : rows[rowIndex];
    if (!record) return;
    setChecks((before) => withChecks(before, [record], !before.has(record.client_pk)));
    setAnchor(record.client_pk);
  };

  return {
    selected: current,
    selectedIndex,
    detailOpen: detailOpen && current !== undefined,
    select,
    openDetail: () => setDetailOpen(true),
    toggleDetail: () => setDetailOpen((open) => !open),
    closeDetail: () => setDetailOpen(false),
    /** The selected client's status as the server just confirmed it (it may have left the page's rows). */
    patchStatus,
    /** The client_pk of every checked client, on this page or another. */
    checked,
    /** The checked clients' records (the page's copy when it holds them), in the order they were checked. */
    checkedRecords,
    /** Unchecks every client. */
    clearChecked: () => {
      setChecks(noChecks);
      setAnchor(undefined);
    },
    /** Checks exactly these clients; a client_pk neither checked already nor on the page is left out (its record is unknown). */
    setChecked: (pks: Iterable<number>) => setChecks((before) => checksOf(pks, before, rows)),
    /** Checks or unchecks one row of the page. */
    toggleChecked,
    /** Checks every row of the page. */
    checkPage: () => setChecks((before) => withChecks(before, rows, true)),
    /** The header check box: unchecks the page's rows when all are checked, else checks them all. */
    togglePage: () => setChecks((before) => withChecks(before, rows, !pageAllChecked(before, rows))),
    /** A click on a row: it becomes the selected row; Ctrl/Cmd also toggles its check, Shift checks the rows from the anchor to it. */
    clickRow: (rowIndex: number, intent: RowClickIntent) => {
      select(rowIndex);
      if (intent === 'toggle') toggleChecked(rowIndex);
      else if (intent === 'range')
        setChecks((before) => withChecks(before, rangeRows(rows, rowIndex, anchor, selectedIndex), true));
    },
  };
}
