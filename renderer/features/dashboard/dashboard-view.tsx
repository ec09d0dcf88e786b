import type { Language } from '../../../shared/language.ts';
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '../../format/money.ts';
import { clientsCard, type DashboardFigures } from './dashboard-figures.ts';
import { OtherFields } from './other-fields.tsx';
import { StatCard } from './stat-card.tsx';
import { StatusBars } from './status-bars.tsx';

/** The dashboard's figures: four cards, the clients-by-status bars and any fields the app does not know. */
export function DashboardView({ figures }: { figures: DashboardFigures }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language as Language;
  const count = (value: number | undefined): string =>
    value === undefined ? t('noFigure') : formatCount(value, language);
  const clients = clientsCard(figures);
  const overdueDetail = [
    figures.overdueAmount !== undefined
      ? t('overdueSum', { amount: formatMoney(figures.overdueAmount, language) })
      : undefined,
    figures.invoicesOpen !== undefined
      ? t('invoicesOpen', { invoices: formatCount(figures.invoicesOpen, language) })
      : undefined,
  ].filter(Boolean);
  return (
    <Stack gap="md">
      {figures.total === 0 ? (
        <Alert color="blue" title={t('empty')} data-state="empty">
          {t('emptyHelp')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
        <StatCard
          stat="clients-total"
          label={t(clients.label)}
          value={count(clients.value)}
          detail={clients.total === undefined ? undefined : t('clientsOfTotal', { total: count(clients.total) })}
        />
        <StatCard stat="new-this-month" label={t('newThisMonth')} value={count(figures.newThisMonth)} />
        <StatCard stat="support-open" label={t('supportOpen')} value={count(figures.supportOpen)} />
        <StatCard
          stat="invoices-overdue"
          label={t('invoicesOverdue')}
          value={count(figures.invoicesOverdue)}
          detail={overdueDetail.map((line) => (
            <span key={line} style={{ display: 'block' }}>
              {line}
            </span>
          ))}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
        {figures.byStatus.length > 0 ? <StatusBars items={figures.byStatus} /> : null}
        <OtherFields fields={figures.others} />
      </SimpleGrid>
    </Stack>
  );
}
