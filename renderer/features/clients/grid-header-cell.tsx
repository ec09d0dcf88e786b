import type { Header } from '@tanstack/react-table';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isKeyOf } from '../../i18n/is-key-of.ts';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import styles from '../../grid/grid.module.css';
import { ptBR } from './locales/pt-BR.ts';

/** What a header shows: its column, and the column's sort, width and resizing read by the grid (so a change of them renders it). */
export interface GridHeaderCellProps {
  header: Header<ClientRecord, unknown>;
  sorted: false | 'asc' | 'desc';
  size: number;
  resizing: boolean;
}

/**
 * A column header: click to sort (ascending first, then both ways), drag its right edge to change the width.
 * Memoised: a new page of rows (a filter applied, a page turned) leaves the headers as they were.
 */
export const GridHeaderCell = memo(function GridHeaderCell({ header, sorted, size, resizing }: GridHeaderCellProps) {
  const { t } = useTranslation('clients');
  const column = header.column;
  const label = isKeyOf(ptBR.field, column.id) ? t(`field.${column.id}`) : column.id;
  const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
  return (
    <div role="columnheader" aria-sort={ariaSort} className={styles.th} style={{ width: size }} data-column={column.id}>
      <button
        type="button"
        className={styles.sortButton}
        onClick={column.getToggleSortingHandler()}
        title={
          sorted
            ? `${label} (${t(sorted === 'asc' ? 'grid.sortAsc' : 'grid.sortDesc')})`
            : t('grid.sortBy', { column: label })
        }
      >
        <span className={styles.headLabel}>{label}</span>
        {sorted && (
          <span className={styles.sortMark} aria-hidden="true">
            {sorted === 'asc' ? '▲' : '▼'}
          </span>
        )}
      </button>
      <div
        aria-hidden="true"
        className={`${styles.resizer} ${resizing ? styles.resizing : ''}`}
        title={t('grid.resize', { column: label })}
        onMouseDown={header.getResizeHandler()}
        onTouchStart={header.getResizeHandler()}
        onDoubleClick={() => column.resetSize()}
        data-resize={column.id}
      />
    </div>
  );
});
