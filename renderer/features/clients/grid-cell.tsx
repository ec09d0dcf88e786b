import { useTranslation } from 'react-i18next';
import type { ClientField } from './client-fields.ts';
import styles from './clients-grid.module.css';
import { fieldText } from './field-text.ts';
import { StatusBadge } from './status-badge.tsx';

/** One value of a grid row, formatted for reading; long text is cut with an ellipsis and shown whole on hover. */
export function GridCell({ field, value, width }: { field: ClientField; value: unknown; width: number }) {
  const { t } = useTranslation('clients');
  const numeric = field.kind === 'number';
  const className = `${styles.td} ${numeric ? styles.numeric : ''} ${field.kind === 'document' || field.kind === 'zip' ? styles.mono : ''}`;
  if (field.kind === 'status' && value !== null && value !== undefined) {
    return (
      <div role="gridcell" className={className} style={{ width }}>
        <StatusBadge code={value} />
      </div>
    );
  }
  const text = fieldText(field, value, t);
  return (
    <div role="gridcell" className={className} style={{ width }} title={text || undefined}>
      <span className={styles.cellText}>{text}</span>
    </div>
  );
}
