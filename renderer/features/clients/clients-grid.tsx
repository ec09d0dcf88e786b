import type { Table } from '@tanstack/react-table';
import { useMemo, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { findClientField, type ClientField } from '../../grid/client-fields.ts';
import styles from '../../grid/grid.module.css';
import { GridBody } from './grid-body.tsx';
import { GridCheckCell } from './grid-check-cell.tsx';
import { GridHeaderCell } from './grid-header-cell.tsx';
import type { RowClickIntent } from './grid-keys.ts';
import { gridMetrics } from '../../grid/grid-metrics.ts';
import { rowOf } from './grid-row-hit.ts';

/** What the grid shows and reports. */
export interface ClientsGridProps {
  table: Table<ClientRecord>;
  /** The 0-based offset of the page's first row among all rows (for aria-rowindex). */
  offset: number;
  total: number;
  selectedIndex: number | undefined;
  /** The client_pk of every checked client (rows of other pages among them). */
  checked: ReadonlySet<number>;
  /** Dims the rows while the next page loads over them. */
  stale: boolean;
  /** A click on a row or on its check box: select it, toggle its check (Ctrl/Cmd, the box) or check a range (Shift). */
  onRowClick: (index: number, intent: RowClickIntent) => void;
  onRowDoubleClick: (index: number) => void;
  /** The header's check box: checks the page's rows, or unchecks them when all are checked. */
  onTogglePage: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** The virtualised client grid: check boxes, sticky sortable header, dense memoised rows, one selected row followed by the scroll. */
export function ClientsGrid({
  table,
  offset,
  total,
  selectedIndex,
  checked,
  stale,
  onRowClick,
  onRowDoubleClick,
  onTogglePage,
  onKeyDown,
}: ClientsGridProps) {
  const { t } = useTranslation('clients');
  // Why state and not a ref: the body's virtualiser needs the scroll area, and a child's effects run before
  // its parent's ref is set; a state change renders the body again once the area exists.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const rows = table.getRowModel().rows;
  const columns = table.getVisibleLeafColumns();
  // Why built from the ids' text: the rows get the same array until columns are shown, hidden or moved,
  // so a width change (the rows' grid tracks, one CSS variable below) restyles the rows without rendering any.
  const fieldKey = columns.map((column) => column.id).join(',');
  // Why the rule is off here: the page does not use the React Compiler (it flags fieldKey only because it comes
  // from the table object); the memo keeps the rows' fields array the same until the ids change.
  /* eslint-disable react-hooks/preserve-manual-memoization */
  const fields = useMemo<readonly ClientField[]>(
    () => fieldKey.split(',').flatMap((id) => findClientField(id) ?? []),
    [fieldKey],
  );
  /* eslint-enable react-hooks/preserve-manual-memoization */
  const tracks = {
    '--grid-row-tracks': `${gridMetrics.checkWidth}px ${columns.map((column) => `${column.getSize()}px`).join(' ')} minmax(0, 1fr)`,
  } as CSSProperties;

  // Why a template filled per row: a translation call for every row drawn while scrolling costs more than
  // the rest of the row (i18next resolves and interpolates each time).
  const checkLabel = useMemo(() => {
    const [before = '', after = ''] = t('grid.checkRow', { name: '\u0000' }).split('\u0000');
    return (name: string) => `${before}${name}${after}`;
  }, [t]);

  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    const onCheck = (event.target as Element).closest('[data-check]') !== null;
    // Why: Shift+click checks a range of rows, and the browser would also select the text between them;
    // a check box clicked must leave the focus on the grid, where Space and the arrows work.
    if (onCheck || (event.shiftKey && rowOf(event))) {
      event.preventDefault();
      event.currentTarget.focus();
    }
  };

  const pageChecked = rows.filter((row) => checked.has(row.original.client_pk)).length;
  const selectedId = selectedIndex === undefined ? undefined : rows[selectedIndex]?.id;
  return (
    <div ref={setScrollElement} className={styles.scroll} data-grid-scroll>
      <div
        role="grid"
        aria-label={t('grid.label')}
        aria-rowcount={total + 1}
        aria-colcount={columns.length + 1}
        aria-multiselectable="true"
        aria-activedescendant={selectedId ? `client-row-${selectedId}` : undefined}
        aria-busy={stale || undefined}
        tabIndex={0}
        className={styles.table}
        style={tracks}
        onKeyDown={onKeyDown}
        onMouseDown={onMouseDown}
        data-grid="clients"
        data-checked-count={checked.size}
      >
        <div role="rowgroup" className={styles.head}>
          {table.getHeaderGroups().map((group) => (
            <div role="row" aria-rowindex={1} key={group.id} className={styles.headRow}>
              <GridCheckCell
                role="columnheader"
                checked={rows.length > 0 && pageChecked === rows.length}
                indeterminate={pageChecked > 0 && pageChecked < rows.length}
                label={t('grid.checkPage')}
                onToggle={onTogglePage}
              />
              {group.headers.map((header) => (
                <GridHeaderCell
                  key={header.id}
                  header={header}
                  sorted={header.column.getIsSorted()}
                  size={header.getSize()}
                  resizing={header.column.getIsResizing()}
                />
              ))}
            </div>
          ))}
        </div>
        <GridBody
          scrollElement={scrollElement}
          rows={rows}
          offset={offset}
          fields={fields}
          selectedIndex={selectedIndex}
          checked={checked}
          stale={stale}
          t={t}
          checkLabel={checkLabel}
          onRowClick={onRowClick}
          onRowDoubleClick={onRowDoubleClick}
        />
      </div>
    </div>
  );
}
