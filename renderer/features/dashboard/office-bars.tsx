import type { Language } from '../../../shared/language.ts';
import { Box, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../format/money.ts';
import { ErrorState, LoadingState } from '../common/index.ts';
import { officeFilter } from './dashboard-filters.ts';
import { useOfficeCounts } from './use-office-counts.ts';
import { useOpenClients } from './use-open-clients.ts';

/** Clients per office as horizontal bars (as the status bars); a bar opens the list on its office. */
export function OfficeBars() {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language as Language;
  const counts = useOfficeCounts();
  const open = useOpenClients();
  const rows = counts.data ?? [];
  const largest = Math.max(1, ...rows.map((row) => row.count));
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="office-bars-title" data-chart="clients-by-office">
      <Title order={2} id="office-bars-title" mb="sm">
        {t('byOffice')}
      </Title>
      {/* Why not the old error while asking again (after the password was typed again): it no longer holds. */}
      {counts.isPending || (counts.isError && counts.isFetching) ? <LoadingState label={t('loading')} /> : null}
      {counts.isError && !counts.isFetching ? (
        <ErrorState error={counts.error} onRetry={() => void counts.refetch()} />
      ) : null}
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <li key={row.officesPk} data-office={row.officesPk}>
            <UnstyledButton
              onClick={() => open(officeFilter(row.officesPk))}
              w="100%"
              title={t('openInList')}
              data-action="open-list"
            >
              <Group gap="sm" wrap="nowrap">
                <Text size="sm" w={170} truncate="end">
                  {row.name || t('officeNumber', { pk: row.officesPk })}
                </Text>
                <Box style={{ flex: 1 }} aria-hidden="true">
                  <Box
                    h={14}
                    bg="var(--mantine-color-indigo-5)"
                    style={{ width: `${(row.count / largest) * 100}%`, minWidth: 2, borderRadius: 3 }}
                  />
                </Box>
                <Text size="sm" w={56} ta="right" fw={600} data-count>
                  {formatCount(row.count, language)}
                </Text>
              </Group>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
