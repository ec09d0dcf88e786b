import { useTranslation } from 'react-i18next';
import styles from '../../grid/grid.module.css';
import type { InvoiceStatus } from './invoice-status.ts';

// Why the client grid's status classes: they already pass axe's contrast check in both colour schemes.
const colourClass: Record<InvoiceStatus, string | undefined> = {
  paid: styles.status0,
  open: styles.status2,
  overdue: styles.status3,
  // Why the deactivated client's grey: a cancelled invoice is neither owed nor paid; it reads as set aside.
  cancelled: styles.status1,
};

/** An invoice's status as a coloured label: paid green, open blue, overdue red, cancelled grey. */
export function InvoiceBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('customer-area');
  return (
    <span className={`${styles.status} ${colourClass[status] ?? ''}`} data-invoice-status={status}>
      {t(`invoice.${status}`)}
    </span>
  );
}
