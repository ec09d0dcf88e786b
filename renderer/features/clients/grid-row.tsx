import type { TFunction } from 'i18next';
import { memo } from 'react';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import type { ClientField } from '../../grid/client-fields.ts';
import styles from '../../grid/grid.module.css';
import { GridCell } from './grid-cell.tsx';
import { GridCheckCell } from './grid-check-cell.tsx';
import type { MaskingPolicy } from '../../privacy/index.ts';

/** What one row shows; every prop is a value or a stable reference, so an unchanged row is not rendered again. */
export interface GridRowProps {
  record: ClientRecord;
  /** The row's index on the page. */
  index: number;
  /** Its aria-rowindex among all rows (the header is row 1). */
  rowIndex: number;
  /** The visible columns, in order (the same array until columns are shown, hidden or moved). */
  fields: readonly ClientField[];
  /** Where the row sits in the body, in pixels. */
  top: number;
  selected: boolean;
  checked: boolean;
  t: TFunction<'clients'>;
  /** What is masked (the store's value: the same object until the setting changes). */
  policy: MaskingPolicy;
  /** The check box's accessible name for a client name. */
  checkLabel: (name: string) => string;
}

/** One client row of the grid: its check box and its visible cells. Clicks are handled by the grid (one listener for all rows). */
export const GridRow = memo(function GridRow({
  record,
  index,
  rowIndex,
  fields,
  top,
  selected,
  checked,
  t,
  policy,
  checkLabel,
}: GridRowProps) {
  return (
    <div
      role="row"
      id={`client-row-${record.client_pk}`}
      aria-rowindex={rowIndex}
      aria-selected={selected}
      className={`${styles.row} ${index % 2 === 1 ? styles.odd : ''} ${checked ? styles.checked : ''}`}
      style={{ transform: `translateY(${top}px)` }}
      data-client-pk={record.client_pk}
      data-row-index={index}
    >
      <GridCheckCell
        role="gridcell"
        checked={checked}
        label={checkLabel(record.client_complete_name || String(record.client_pk))}
      />
      {fields.map((field) => (
        <GridCell key={field.id} field={field} value={record[field.id]} t={t} policy={policy} />
      ))}
    </div>
  );
});
