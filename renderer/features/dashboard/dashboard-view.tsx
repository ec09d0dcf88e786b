import type { Language } from '../../../shared/language.ts';
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '../../format/money.ts';
import { clientsCard, type DashboardFigures } from './dashboard-figures.ts';
import { OfficeBars } from './office-bars.tsx';
import { OtherFields } from './other-fields.tsx';
import { StatCard } from './stat-card.tsx';
import { newThisMonthFilter, statusFilter } from './dashboard-filters.ts';
import { StatusBars } from './status-bars.tsx';
import { TrendPanel } from './trend-panel.tsx';
import { useOpenClients } from './use-open-clients.ts';

/** The dashboard's figures: four cards, the clients-by-status bars, the 12-month trend and any fields the app does not know; client figures open the list. */
export function DashboardView({ figures }: { figures: DashboardFigures }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language as Language;
  const open = useOpenClients();
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
          // The list of what the card counts: the active clients, or every client when it counts them all.
          onOpen={() => open(clients.label === 'clientsActive' ? statusFilter('active') : [])}
          openHint={t('openInList')}
        />
        <StatCard
          stat="new-this-month"
          label={t('newThisMonth')}
          value={count(figures.newThisMonth)}
          onOpen={() => open(newThisMonthFilter(new Date()))}
          openHint={t('openInList')}
        />
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
        <Stack gap="sm">
          {figures.byStatus.length > 0 ? (
            <StatusBars items={figures.byStatus} onOpen={(status) => open(statusFilter(status))} />
          ) : null}
          <OfficeBars />
        </Stack>
        <TrendPanel />
      </SimpleGrid>
      <OtherFields fields={figures.others} />
    </Stack>
  );
}
