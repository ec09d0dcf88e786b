import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A spinner with a line saying what is being loaded (or just "Loading…"). */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Group gap="xs" p="md" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text size="sm" c="dimmed">
        {label ?? t('loading')}
      </Text>
    </Group>
  );
}
