import { Alert, Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { desk } from '../../api/desk.ts';
import { unwrap } from '../../api/desk-error.ts';
import { ErrorState, LoadingState, RefreshIcon, saveBlob, useShownAfter } from '../common/index.ts';
import { useOfficeNames } from '../registration/index.ts';
import { activityCsv } from './activity-csv.ts';
import { ActivityFilters } from './activity-filters.tsx';
import { ActivityTable } from './activity-table.tsx';
import { IntegrityBanner } from './integrity-banner.tsx';
import {
  activityKeys,
  activityPageSize,
  filterInput,
  useActivityList,
  useActivityVerification,
  type ActivityFilter,
} from './use-activity-log.ts';

/** The "Registro de atividades" screen: whether the chain is intact, the filters, the entries, and a CSV export. */
export function ActivityLogPage() {
  const { t, i18n } = useTranslation('activity-log');
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<ActivityFilter>({});
  const [clientText, setClientText] = useState('');
  const [debouncedClient] = useDebouncedValue(clientText.trim(), 300);
  const applied: ActivityFilter = { ...filter, client: debouncedClient || undefined };
  // Why the page is kept with the filter it belongs to: a new filter starts from its first page.
  const filterKey = JSON.stringify(filterInput(applied));
  const [paging, setPaging] = useState({ filterKey, page: 0 });
  const page = paging.filterKey === filterKey ? paging.page : 0;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  const list = useActivityList(applied, page);
  const verification = useActivityVerification();
  const refreshing = useShownAfter(list.isFetching || verification.isFetching);
  // Why the offices: an entry keeps a client's office by its code, and the log names it.
  const offices = useOfficeNames();

  const refresh = () => void queryClient.invalidateQueries({ queryKey: activityKeys.all });
  const exportCsv = useMutation({
    mutationFn: async () => unwrap(await desk.auditExport(filterInput(applied))),
    onSuccess: (exported) => {
      saveBlob(
        new Blob([activityCsv(exported.entries, i18n, offices)], { type: 'text/csv;charset=utf-8' }),
        `registro-de-atividades-${new Date().toISOString().slice(0, 10)}.csv`,
      );
      notifications.show({ color: 'green', message: t('exportDone', { count: exported.rows }) });
      // Why: the export is itself an entry now.
      refresh();
    },
    onError: () => notifications.show({ color: 'red', message: t('exportFailed') }),
  });

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / activityPageSize)) : 1;
  return (
    <Stack gap="md" data-page="activity-log">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text size="sm" c="dimmed" maw={760}>
            {t('intro')}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<RefreshIcon />}
            onClick={refresh}
            loading={refreshing}
            data-action="refresh"
          >
            {t('refresh')}
          </Button>
          <Button
            onClick={() => exportCsv.mutate()}
            loading={exportCsv.isPending}
            disabled={!data || data.total === 0}
            data-action="export-csv"
          >
            {t('exportCsv')}
          </Button>
        </Group>
      </Group>
      <IntegrityBanner
        verification={verification.data}
        error={verification.error}
        onRetry={() => void verification.refetch()}
      />
      {data && !data.encrypted ? (
        <Alert color="yellow" variant="light" title={t('clear')} data-journal="clear">
          {t('clearDetail')}
        </Alert>
      ) : null}
      {data && data.unreadable > 0 ? (
        <Alert color="orange" variant="light" data-journal="unreadable">
          {t('unreadable', { count: data.unreadable })}
        </Alert>
      ) : null}
      <ActivityFilters
        value={filter}
        onChange={setFilter}
        operators={data?.operators ?? []}
        clientText={clientText}
        onClientText={setClientText}
      />
      {list.isPending ? <LoadingState label={t('loading')} /> : null}
      {list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : null}
      {data ? (
        <>
          <Text size="sm" c="dimmed" data-activity-count={data.total}>
            {t('count', { count: data.total })}
          </Text>
          {data.rows.length === 0 ? <Text>{t('empty')}</Text> : <ActivityTable rows={data.rows} offices={offices} />}
          {pages > 1 ? (
            <Pagination total={pages} value={page + 1} onChange={(next) => setPage(next - 1)} aria-label={t('page')} />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
