import type { Table } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { findClientField, type ClientField } from './client-fields.ts';
import styles from './clients-grid.module.css';
import { GridCheckCell } from './grid-check-cell.tsx';
import { GridHeaderCell } from './grid-header-cell.tsx';
import { rowClickIntent, type RowClickIntent } from './grid-keys.ts';
import { GridRow } from './grid-row.tsx';
import { steadyRange } from './steady-range.ts';

/** Height of a row and of the header, width of the check column, in pixels (kept in step with clients-grid.module.css). */
export const gridMetrics = { rowHeight: 30, headerHeight: 33, checkWidth: 32 } as const;

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

/** The row index of the row an event happened in, and whether it was on the row's check box. */
function rowOf(event: MouseEvent): { index: number; onCheck: boolean } | undefined {
  const target = event.target as Element;
  const row = target.closest<HTMLElement>('[data-row-index]');
  return row ? { index: Number(row.dataset.rowIndex), onCheck: target.closest('[data-check]') !== null } : undefined;
}

/** The virtualised client grid: check boxes, sticky sortable header, dense memoised rows, one selected row followed by the scroll. */
export function ClientsGrid({ table, offset, total, selectedIndex, checked, stale, onRowClick, onRowDoubleClick, onTogglePage, onKeyDown }: ClientsGridProps) {
  const { t } = useTranslation('clients');
  const scrollRef = useRef<HTMLDivElement>(null);
  const steadyCount = useRef(0);
  const rows = table.getRowModel().rows;
  const columns = table.getVisibleLeafColumns();
  // Why built from the ids' text: the rows get the same array until columns are shown, hidden or moved,
  // so a width change (the rows' grid tracks, one CSS variable below) restyles the rows without rendering any.
  const fieldKey = columns.map((column) => column.id).join(',');
  const fields = useMemo<readonly ClientField[]>(() => fieldKey.split(',').flatMap((id) => findClientField(id) ?? []), [fieldKey]);
  const tracks = { '--grid-row-tracks': `${gridMetrics.checkWidth}px ${columns.map((column) => `${column.getSize()}px`).join(' ')} minmax(0, 1fr)` } as CSSProperties;

  // Why a template filled per row: a translation call for every row drawn while scrolling costs more than
  // the rest of the row (i18next resolves and interpolates each time).
  const checkLabel = useMemo(() => {
    const [before = '', after = ''] = t('grid.checkRow', { name: '\u0000' }).split('\u0000');
    return (name: string) => `${before}${name}${after}`;
  }, [t]);

  // eslint-disable-next-line react-hooks/incompatible-library -- Why: the page does not use the React Compiler; the virtualizer is read fresh each render.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => gridMetrics.rowHeight,
    // Why 5: enough rows drawn ahead for the wheel, few enough that a fast scroll's frames stay short.
    overscan: 5,
    // Why both: the rows start below the sticky header, and a row scrolled to must not hide under it.
    scrollMargin: gridMetrics.headerHeight,
    scrollPaddingStart: gridMetrics.headerHeight,
    // Why the most rows drawn so far: the rows are keyed by slot (below), and the slots must not change count.
    rangeExtractor: (range) => {
      const indexes = steadyRange(range, steadyCount.current);
      steadyCount.current = Math.max(steadyCount.current, indexes.length);
      return indexes;
    },
  });

  useEffect(() => {
    if (selectedIndex !== undefined) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, virtualizer]);

  const firstRow = rows[0]?.id;
  useEffect(() => {
    // Why: a new page starts at its top, not at the scroll position of the page before. Why the
    // virtualiser's offset (kept from scroll events) and not scrollTop: reading scrollTop right after the
    // new rows went in lays them out at once, and scrolling when already at the top renders the grid again.
    if ((virtualizer.scrollOffset ?? 0) > 0) virtualizer.scrollToOffset(0);
  }, [firstRow, virtualizer]);

  const onClick = (event: MouseEvent) => {
    const hit = rowOf(event);
    if (hit) onRowClick(hit.index, hit.onCheck && !event.shiftKey ? 'toggle' : rowClickIntent(event));
  };
  const onDoubleClick = (event: MouseEvent) => {
    const hit = rowOf(event);
    if (hit && !hit.onCheck) onRowDoubleClick(hit.index);
  };
  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    const onCheck = (event.target as Element).closest('[data-check]') !== null;
    // Why: Shift+click checks a range of rows, and the browser would also select the text between them;
    // a check box clicked must leave the focus on the grid, where Space and the arrows work.
    if (onCheck || (event.shiftKey && rowOf(event))) {
      event.preventDefault();
      event.currentTarget.focus();
    }
  };

  // Why rows keyed by slot (index modulo the rows drawn) and kept in slot order: the rows drawn are a run of
  // consecutive indexes, so the row scrolled out and the one scrolled in share a slot, and React refills the
  // same elements (text, a few attributes) where it would otherwise build a row, or move one (a move in the DOM
  // costs style and layout like a new row). Each row is placed by its transform, and its place among all rows
  // is its aria-rowindex (as in other virtual grids), so the DOM order need not follow the screen's.
  const drawn = virtualizer.getVirtualItems();
  const slots = drawn.toSorted((a, b) => (a.index % drawn.length) - (b.index % drawn.length));
  const pageChecked = rows.filter((row) => checked.has(row.original.client_pk)).length;
  const selectedId = selectedIndex === undefined ? undefined : rows[selectedIndex]?.id;
  return (
    <div ref={scrollRef} className={styles.scroll} data-grid-scroll>
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
                <GridHeaderCell key={header.id} header={header} />
              ))}
            </div>
          ))}
        </div>
        {/* Why the listeners on the body: one for every row, so the rows take no callbacks and stay memoised. */}
        <div
          role="rowgroup"
          className={`${styles.body} ${stale ? styles.stale : ''}`}
          style={{ height: virtualizer.getTotalSize() }}
          onClick={onClick}
          onDoubleClick={onDoubleClick}
        >
          {slots.map((item) => {
            const record = rows[item.index]?.original;
            if (!record) return null;
            return (
              <GridRow
                key={item.index % slots.length}
                record={record}
                index={item.index}
                rowIndex={offset + item.index + 2}
                fields={fields}
                top={item.start - gridMetrics.headerHeight}
                selected={item.index === selectedIndex}
                checked={checked.has(record.client_pk)}
                t={t}
                checkLabel={checkLabel}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
