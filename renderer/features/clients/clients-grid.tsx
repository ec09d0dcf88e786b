import type { Table } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { findClientField } from './client-fields.ts';
import styles from './clients-grid.module.css';
import { GridCell } from './grid-cell.tsx';
import { GridHeaderCell } from './grid-header-cell.tsx';

/** Height of a row and of the header, in pixels (kept in step with clients-grid.module.css). */
export const gridMetrics = { rowHeight: 30, headerHeight: 33 } as const;

/** What the grid shows and reports. */
export interface ClientsGridProps {
  table: Table<ClientRecord>;
  /** The 0-based offset of the page's first row among all rows (for aria-rowindex). */
  offset: number;
  total: number;
  selectedIndex: number | undefined;
  /** Dims the rows while the next page loads over them. */
  stale: boolean;
  onRowClick: (index: number) => void;
  onRowDoubleClick: (index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** The virtualised client grid: sticky sortable header, dense rows, one selected row followed by the scroll. */
export function ClientsGrid({ table, offset, total, selectedIndex, stale, onRowClick, onRowDoubleClick, onKeyDown }: ClientsGridProps) {
  const { t } = useTranslation('clients');
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = table.getRowModel().rows;
  // eslint-disable-next-line react-hooks/incompatible-library -- Why: the page does not use the React Compiler; the virtualizer is read fresh each render.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => gridMetrics.rowHeight,
    overscan: 12,
    // Why both: the rows start below the sticky header, and a row scrolled to must not hide under it.
    scrollMargin: gridMetrics.headerHeight,
    scrollPaddingStart: gridMetrics.headerHeight,
  });

  useEffect(() => {
    if (selectedIndex !== undefined) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, virtualizer]);

  const firstRow = rows[0]?.id;
  useEffect(() => {
    // Why: a new page starts at its top, not at the scroll position of the page before.
    scrollRef.current?.scrollTo({ top: 0 });
  }, [firstRow]);

  const selectedId = selectedIndex === undefined ? undefined : rows[selectedIndex]?.id;
  return (
    <div ref={scrollRef} className={styles.scroll} data-grid-scroll>
      <div
        role="grid"
        aria-label={t('grid.label')}
        aria-rowcount={total + 1}
        aria-colcount={table.getVisibleLeafColumns().length}
        aria-activedescendant={selectedId ? `client-row-${selectedId}` : undefined}
        aria-busy={stale || undefined}
        tabIndex={0}
        className={styles.table}
        onKeyDown={onKeyDown}
        data-grid="clients"
      >
        <div role="rowgroup" className={styles.head}>
          {table.getHeaderGroups().map((group) => (
            <div role="row" aria-rowindex={1} key={group.id} className={styles.headRow}>
              {group.headers.map((header) => (
                <GridHeaderCell key={header.id} header={header} />
              ))}
            </div>
          ))}
        </div>
        <div role="rowgroup" className={`${styles.body} ${stale ? styles.stale : ''}`} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <div
                role="row"
                key={row.id}
                id={`client-row-${row.id}`}
                aria-rowindex={offset + item.index + 2}
                aria-selected={item.index === selectedIndex}
                className={styles.row}
                style={{ transform: `translateY(${item.start - gridMetrics.headerHeight}px)` }}
                onClick={() => onRowClick(item.index)}
                onDoubleClick={() => onRowDoubleClick(item.index)}
                data-client-pk={row.id}
              >
                {row.getVisibleCells().map((cell) => {
                  const field = findClientField(cell.column.id);
                  return field ? <GridCell key={cell.id} field={field} value={cell.getValue()} width={cell.column.getSize()} /> : null;
                })}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
