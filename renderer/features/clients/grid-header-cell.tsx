import type { Header } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { isKeyOf } from '../../i18n/is-key-of.ts';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import styles from '../../grid/grid.module.css';
import { ptBR } from './locales/pt-BR.ts';

/** A column header: click to sort (ascending first, then both ways), drag its right edge to change the width. */
export function GridHeaderCell({ header }: { header: Header<ClientRecord, unknown> }) {
  const { t } = useTranslation('clients');
  const column = header.column;
  const label = isKeyOf(ptBR.field, column.id) ? t(`field.${column.id}`) : column.id;
  const sorted = column.getIsSorted();
  const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
  const resizing = column.getIsResizing();
  return (
    <div
      role="columnheader"
      aria-sort={ariaSort}
      className={styles.th}
      style={{ width: header.getSize() }}
      data-column={column.id}
    >
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
}
