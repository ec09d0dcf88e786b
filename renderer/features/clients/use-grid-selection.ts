import { useState } from 'react';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';

/**
 * The selected client and whether its details are open. The record itself is kept, so the panel still
 * shows it while another page is on screen; its index is found again on the page that holds it.
 */
export function useGridSelection(rows: readonly ClientRecord[]) {
  const [selected, setSelected] = useState<ClientRecord | undefined>();
  const [detailOpen, setDetailOpen] = useState(false);
  const index = selected === undefined ? -1 : rows.findIndex((row) => row.client_pk === selected.client_pk);
  // Why the fresh row: after a refresh the page holds the newer copy of the selected client.
  const current = index >= 0 ? rows[index] : selected;

  return {
    selected: current,
    selectedIndex: index >= 0 ? index : undefined,
    detailOpen: detailOpen && current !== undefined,
    select: (rowIndex: number | undefined) => setSelected(rowIndex === undefined ? undefined : rows[rowIndex]),
    openDetail: () => setDetailOpen(true),
    toggleDetail: () => setDetailOpen((open) => !open),
    closeDetail: () => setDetailOpen(false),
  };
}
