import type { TFunction } from 'i18next';
import { memo } from 'react';
import type { ClientField } from '../../grid/client-fields.ts';
import styles from '../../grid/grid.module.css';
import { StatusLabel } from '../../grid/status-badge.tsx';
import { personalFieldText, type MaskingPolicy } from '../../privacy/index.ts';

/** What one cell shows: the field, its raw value and the translation function of the grid. */
export interface GridCellProps {
  field: ClientField;
  value: unknown;
  // Why `t` is passed in: a useTranslation per cell (hundreds per page) made every page render slow.
  t: TFunction<'clients'>;
  /** What is masked: personal values show masked in the grid (revealed only in the detail panel or the card). */
  policy: MaskingPolicy;
}

/**
 * One value of a grid row, formatted for reading; long text is cut with an ellipsis and shown whole on
 * hover. Its width is its column's track in the row's CSS grid (see ClientsGrid), so it takes no style.
 */
export const GridCell = memo(function GridCell({ field, value, t, policy }: GridCellProps) {
  const className = `${styles.td} ${field.kind === 'number' ? styles.numeric : ''} ${field.kind === 'document' || field.kind === 'zip' ? styles.mono : ''}`;
  if (field.kind === 'status' && value !== null && value !== undefined) {
    return (
      <div role="gridcell" className={className}>
        <StatusLabel code={value} t={t} />
      </div>
    );
  }
  const text = personalFieldText(field, value, t, policy);
  return (
    <div role="gridcell" className={className} title={text || undefined}>
      {text}
    </div>
  );
});
