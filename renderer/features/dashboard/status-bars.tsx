import type { Language } from '../../../shared/language.ts';
import { Box, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../format/money.ts';
import type { ClientStatusName } from './dashboard-figures.ts';

const colors: Record<ClientStatusName, string> = {
  active: 'var(--mantine-color-green-6)',
  deactivated: 'var(--mantine-color-orange-6)',
  interested: 'var(--mantine-color-blue-6)',
  removed: 'var(--mantine-color-red-6)',
};

// Why CSS bars and no chart library: four horizontal bars are a few divs whose widths are percentages;
// a charting package would add tens of KB to the first screen, and these bars follow the theme's
// colours and zoom for free. The figures are text in the list, so screen readers read them as such.
/** Clients by status as horizontal bars, each with its name and count; a bar opens the list on its status. */
export function StatusBars({
  items,
  onOpen,
}: {
  items: Array<{ status: ClientStatusName; count: number }>;
  /** Opens the client list on one status. */
  onOpen: (status: ClientStatusName) => void;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const largest = Math.max(1, ...items.map((item) => item.count));
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="status-bars-title" data-chart="clients-by-status">
      <Title order={2} id="status-bars-title" mb="sm">
        {t('byStatus')}
      </Title>
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <li key={item.status} data-status={item.status}>
            <UnstyledButton
              onClick={() => onOpen(item.status)}
              w="100%"
              title={t('openInList')}
              data-action="open-list"
            >
              <Group gap="sm" wrap="nowrap">
                <Text size="sm" w={110}>
                  {t(`statuses.${item.status}`)}
                </Text>
                <Box style={{ flex: 1 }} aria-hidden="true">
                  <Box
                    h={14}
                    bg={colors[item.status]}
                    style={{ width: `${(item.count / largest) * 100}%`, minWidth: 2, borderRadius: 3 }}
                  />
                </Box>
                <Text size="sm" w={56} ta="right" fw={600} data-count>
                  {formatCount(item.count, i18n.language as Language)}
                </Text>
              </Group>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
