import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isDeskError } from '../../api/desk-error.ts';
import { DataAgeLabel, ErrorState, RefreshIcon, LoadingState, useShownAfter } from '../common/index.ts';
import { formatDateTime } from '../../format/dates.ts';
import { DashboardView } from './dashboard-view.tsx';
import { useDashboard } from './use-dashboard.ts';
import { officeCountsKey } from './use-office-counts.ts';

/** The dashboard screen: its title, when the figures were read, a refresh button, and the figures. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const dashboard = useDashboard();
  const queryClient = useQueryClient();
  const refreshing = useShownAfter(dashboard.isFetching);
  const generatedAt = dashboard.data?.generatedAt;
  // Why: while the password dialog is open the figures already shown stay, without an alarming box.
  const waitingForPassword = isDeskError(dashboard.error, 'SESSION_EXPIRED') && dashboard.data !== undefined;
  return (
    <Stack gap="md" data-page="dashboard">
      <Group justify="space-between" align="flex-end">
        <div>
          <Group gap="xs" wrap="nowrap">
            <Title order={1}>{t('title')}</Title>
            {/* Why: figures read before the link dropped are of unknown freshness now (issue 46). */}
            <DataAgeLabel cachedAt={undefined} readAt={dashboard.data ? dashboard.dataUpdatedAt : undefined} />
          </Group>
          {generatedAt ? (
            <Text size="xs" c="dimmed" data-generated-at>
              {t('generatedAt', { when: formatDateTime(generatedAt) })}
            </Text>
          ) : null}
        </div>
        <Button
          variant="default"
          leftSection={<RefreshIcon />}
          onClick={() => {
            void dashboard.refetch();
            void queryClient.invalidateQueries({ queryKey: officeCountsKey });
          }}
          loading={refreshing}
          data-action="refresh"
        >
          {t('refresh')}
        </Button>
      </Group>
      {dashboard.isPending ? <LoadingState label={t('loading')} /> : null}
      {dashboard.isError && !waitingForPassword ? (
        <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : null}
      {dashboard.data ? <DashboardView figures={dashboard.data} /> : null}
    </Stack>
  );
}
