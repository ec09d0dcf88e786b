import type { Language } from '../../../shared/language.ts';
import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../format/money.ts';
import type { CustomerListPage } from './customer-queries.ts';
import { invoiceTotals, type InvoiceRow, type InvoiceTotals as Totals } from './invoice-status.ts';
import { useCodeLabels } from './use-code-labels.ts';

const figures = [
  { key: 'billed', label: 'invoice.totalBilled' },
  { key: 'open', label: 'invoice.totalOpen' },
  { key: 'overdue', label: 'invoice.totalOverdue' },
  { key: 'paid', label: 'invoice.totalPaid' },
  { key: 'cancelled', label: 'invoice.totalCancelled' },
] as const satisfies ReadonlyArray<{ key: keyof Totals; label: string }>;

/** The totals of the invoices on screen: billed, open, overdue, paid and (when any) cancelled, each with how many invoices. */
export function InvoiceTotals({ page, today }: { page: CustomerListPage; today: string }) {
  const { t, i18n } = useTranslation('customer-area');
  const labels = useCodeLabels();
  const totals = invoiceTotals(page.rows as readonly InvoiceRow[], today, labels);
  const language = i18n.language as Language;
  return (
    <Paper withBorder px="sm" py={6} component="section" aria-label={t('invoice.totals')} data-invoice-totals>
      <Group gap="lg" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('invoice.totals')}{' '}
          <Text span size="sm" fw={400}>
            ({t('invoice.totalsOf', { count: page.rows.length, total: page.total })})
          </Text>
        </Text>
        {figures
          .filter((figure) => figure.key !== 'cancelled' || totals.cancelled.count > 0)
          .map((figure) => (
            <Text key={figure.key} size="sm" data-total={figure.key} data-cents={totals[figure.key].cents}>
              {t(figure.label)}:{' '}
              <Text span fw={600} size="sm">
                {t('invoice.amountCount', {
                  amount: formatMoney(totals[figure.key].cents / 100, language),
                  count: totals[figure.key].count,
                })}
              </Text>
              {totals[figure.key].unreadable > 0 ? (
                <Text span size="sm" c="red.8" data-unreadable={totals[figure.key].unreadable}>
                  {' · '}
                  {t('invoice.unreadable', { count: totals[figure.key].unreadable })}
                </Text>
              ) : null}
            </Text>
          ))}
      </Group>
    </Paper>
  );
}
