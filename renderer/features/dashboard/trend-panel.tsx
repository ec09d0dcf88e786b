import type { Language } from '../../../shared/language.ts';
import { Box, Button, Group, Paper, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format/dates.ts';
import { formatCount } from '../../format/money.ts';
import { ErrorState, LoadingState, RefreshIcon } from '../common/index.ts';
import { useServerNeeded } from '../session/index.ts';
import { monthFilter, monthLabel } from './dashboard-filters.ts';
import { useOpenClients } from './use-open-clients.ts';
import { useTrend } from './use-trend.ts';

/** A count with a bar as long as its share of the largest figure, a button opening those clients. */
function CountBar({
  count,
  largest,
  color,
  label,
  onOpen,
  language,
}: {
  count: number;
  largest: number;
  color: string;
  label: string;
  onOpen: () => void;
  language: Language;
}) {
  return (
    // Why the count first in the name: the button's visible text (the count) must be part of what it is called.
    <UnstyledButton
      onClick={onOpen}
      aria-label={`${formatCount(count, language)}: ${label}`}
      title={label}
      w="100%"
      data-action="open-list"
    >
      <Group gap={6} wrap="nowrap">
        <Text size="sm" w={44} ta="right" fw={600} data-count>
          {formatCount(count, language)}
        </Text>
        <Box style={{ flex: 1 }} aria-hidden="true">
          <Box h={10} bg={color} style={{ width: `${(count / largest) * 100}%`, minWidth: 2, borderRadius: 3 }} />
        </Box>
      </Group>
    </UnstyledButton>
  );
}

const two = (value: number): string => String(value).padStart(2, '0');
/** An ISO instant as a wire date-time on this desk's clock (what formatDateTime reads). */
const localWireTime = (iso: string): string => {
  const at = new Date(iso);
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
};

/** A net figure with its sign ("+12", "−3", "0"). */
const signed = (value: number, language: Language): string =>
  value > 0 ? `+${formatCount(value, language)}` : value < 0 ? `−${formatCount(-value, language)}` : '0';

// Why CSS bars again (as the status bars): 24 bars are divs with percentage widths; no chart library.
/** New and deactivated clients per month over 12 months, and the net growth: each figure opens its clients. */
export function TrendPanel() {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language as Language;
  const { query, recompute } = useTrend();
  const server = useServerNeeded();
  const open = useOpenClients();
  const trend = query.data;
  const largest = Math.max(1, ...(trend?.months ?? []).flatMap((month) => [month.newClients, month.deactivated]));
  const totalNew = trend?.months.reduce((sum, month) => sum + month.newClients, 0) ?? 0;
  const totalGone = trend?.months.reduce((sum, month) => sum + month.deactivated, 0) ?? 0;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="trend-title" data-chart="clients-trend">
      <Group justify="space-between" align="flex-start" mb="xs">
        <div>
          <Title order={2} id="trend-title">
            {t('trend.title')}
          </Title>
          {trend ? (
            <Text size="xs" c="dimmed" data-computed-at>
              {t('trend.computedAt', { when: formatDateTime(localWireTime(trend.computedAt)) })}
            </Text>
          ) : null}
        </div>
        <Button
          variant="default"
          size="xs"
          leftSection={<RefreshIcon />}
          loading={recompute.isPending}
          disabled={query.isPending || server.offline}
          title={server.reason}
          onClick={() => recompute.mutate()}
          data-action="recompute-trend"
        >
          {t('trend.recompute')}
        </Button>
      </Group>
      {/* Why not the old error while asking again (after the password was typed again): it no longer holds. */}
      {query.isPending || (query.isError && query.isFetching) ? <LoadingState label={t('trend.computing')} /> : null}
      {query.isError && !query.isFetching ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {trend ? (
        <>
          <Text size="sm" mb="xs" data-trend-summary>
            {t('trend.summary', {
              new: formatCount(totalNew, language),
              deactivated: formatCount(totalGone, language),
              net: signed(totalNew - totalGone, language),
            })}
          </Text>
          <Table verticalSpacing={2} fz="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={90}>{t('trend.month')}</Table.Th>
                <Table.Th>{t('trend.newClients')}</Table.Th>
                <Table.Th>{t('trend.deactivated')}</Table.Th>
                <Table.Th w={70} ta="right">
                  {t('trend.net')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {trend.months.map((month) => {
                const name = monthLabel(month.month, language);
                const net = month.newClients - month.deactivated;
                return (
                  <Table.Tr key={month.month} data-month={month.month}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td data-figure="new">
                      <CountBar
                        count={month.newClients}
                        largest={largest}
                        color="var(--mantine-color-green-6)"
                        label={t('trend.openNew', { month: name })}
                        onOpen={() => open(monthFilter('client_date_cad', month.month))}
                        language={language}
                      />
                    </Table.Td>
                    <Table.Td data-figure="deactivated">
                      <CountBar
                        count={month.deactivated}
                        largest={largest}
                        color="var(--mantine-color-orange-6)"
                        label={t('trend.openDeactivated', { month: name })}
                        onOpen={() => open(monthFilter('client_date_deactivation', month.month))}
                        language={language}
                      />
                    </Table.Td>
                    <Table.Td ta="right" fw={600} c={net < 0 ? 'red' : undefined} data-figure="net">
                      {signed(net, language)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed" mt="xs">
            {t('trend.note')}
          </Text>
        </>
      ) : null}
    </Paper>
  );
}
