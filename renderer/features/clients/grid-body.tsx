import type { Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { TFunction } from 'i18next';
import { useEffect, useRef, type MouseEvent } from 'react';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import type { ClientField } from '../../grid/client-fields.ts';
import { gridMetrics } from '../../grid/grid-metrics.ts';
import styles from '../../grid/grid.module.css';
import { rowClickIntent, type RowClickIntent } from './grid-keys.ts';
import { GridRow } from './grid-row.tsx';
import { rowOf } from './grid-row-hit.ts';
import { steadyRange } from '../../grid/steady-range.ts';
import { useMaskingPolicy } from '../../privacy/index.ts';
import { useShownAfter } from '../common/index.ts';

/** What the grid's body draws: the page's rows, the visible fields, selection and checks, and the clicks it reports. */
export interface GridBodyProps {
  /** The grid's scroll area (null until it is mounted). */
  scrollElement: HTMLDivElement | null;
  rows: readonly Row<ClientRecord>[];
  /** The 0-based offset of the page's first row among all rows (for aria-rowindex). */
  offset: number;
  fields: readonly ClientField[];
  selectedIndex: number | undefined;
  checked: ReadonlySet<number>;
  stale: boolean;
  t: TFunction<'clients'>;
  checkLabel: (name: string) => string;
  onRowClick: (index: number, intent: RowClickIntent) => void;
  onRowDoubleClick: (index: number) => void;
}

/**
 * The virtualised rows of the client grid. Why a component of its own: the virtualiser renders its owner on
 * every scroll step, and owning it here keeps the header, its sort buttons and resizers out of those renders.
 */
export function GridBody({
  scrollElement,
  rows,
  offset,
  fields,
  selectedIndex,
  checked,
  stale,
  t,
  checkLabel,
  onRowClick,
  onRowDoubleClick,
}: GridBodyProps) {
  const policy = useMaskingPolicy();
  // Why dimmed later than busy: the grid is aria-busy at once; the rows dim only for an answer that is slow.
  const dimmed = useShownAfter(stale);
  const steadyCount = useRef(0);
  // eslint-disable-next-line react-hooks/incompatible-library -- Why: the page does not use the React Compiler; the virtualizer is read fresh each render.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
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

  // Why rows keyed by slot (index modulo the rows drawn) and kept in slot order: the rows drawn are a run of
  // consecutive indexes, so the row scrolled out and the one scrolled in share a slot, and React refills the
  // same elements (text, a few attributes) where it would otherwise build a row, or move one (a move in the DOM
  // costs style and layout like a new row). Each row is placed by its transform, and its place among all rows
  // is its aria-rowindex (as in other virtual grids), so the DOM order need not follow the screen's.
  const drawn = virtualizer.getVirtualItems();
  const slots = drawn.toSorted((a, b) => (a.index % drawn.length) - (b.index % drawn.length));
  return (
    // Why the listeners on the body: one for every row, so the rows take no callbacks and stay memoised.
    <div
      role="rowgroup"
      className={`${styles.body} ${dimmed ? styles.stale : ''}`}
      data-dimmed={dimmed || undefined}
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
            policy={policy}
            checkLabel={checkLabel}
          />
        );
      })}
    </div>
  );
}
