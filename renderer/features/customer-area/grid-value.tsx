import type { CodeLabels } from '../../../shared/codes/code-labels.ts';
import type { Language } from '../../../shared/language.ts';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InvoiceBadge } from './invoice-badge.tsx';
import { invoiceStatus, type InvoiceRow } from './invoice-status.ts';
import type { ListColumn } from './list-columns.ts';
import { valueText } from './value-text.ts';

/** What one grid cell shows. */
export interface GridValueProps {
  column: ListColumn;
  row: Readonly<Record<string, unknown>>;
  today: string;
  /** The signed-in profile's code labels (`useCodeLabels`, read once per table). */
  labels: CodeLabels;
}

/** One value of a client-area row, formatted; the invoice status as a badge, the bank-slip address as a link. */
export function GridValue({ column, row, today, labels }: GridValueProps) {
  const { t, i18n } = useTranslation('customer-area');
  if (column.kind === 'invoiceStatus') return <InvoiceBadge status={invoiceStatus(row as InvoiceRow, today, labels)} />;
  const value = row[column.id];
  if (column.kind === 'link') {
    // Why https only: main opens https links in the system browser; anything else is not a bank slip to follow.
    return typeof value === 'string' && value.startsWith('https://') ? (
      <Anchor href={value} target="_blank" rel="noreferrer" size="sm">
        {t('invoice.openLink')}
      </Anchor>
    ) : null;
  }
  return <>{valueText(column.kind, value, { field: column.id, language: i18n.language as Language, t, labels })}</>;
}
