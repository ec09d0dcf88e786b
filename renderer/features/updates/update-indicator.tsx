import { Button, Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInstallUpdate, useUpdateEvents, useUpdateView } from './use-updates.ts';

/** The top bar's update corner: download progress, then "restart to update"; nothing otherwise. */
export function UpdateIndicator() {
  const { t } = useTranslation('updates');
  useUpdateEvents();
  const view = useUpdateView();
  const install = useInstallUpdate();
  const status = view.data?.status;
  if (!status) return null;
  if (status.state === 'available' && status.manualUrl) {
    // A deb install is never updated by the app: the top bar only says a version exists (Settings says where).
    return (
      <Text size="sm" c="dimmed" data-update="manual">
        {t('manualShort', { version: status.version ?? '' })}
      </Text>
    );
  }
  if (status.state === 'downloading' || status.state === 'available') {
    const percent = status.percent ?? 0;
    return (
      <Group gap={6} wrap="nowrap" data-update="downloading">
        <Text size="sm" c="dimmed">
          {t('downloadingShort', { version: status.version ?? '', percent })}
        </Text>
        <Progress
          value={percent}
          w={80}
          size="sm"
          aria-label={t('downloadingShort', { version: status.version ?? '', percent })}
        />
      </Group>
    );
  }
  if (status.state === 'downloaded') {
    return (
      <Button
        size="xs"
        variant="light"
        color="green"
        onClick={() => install.mutate()}
        loading={install.isPending}
        data-action="restart-to-update"
      >
        {t('restartShort', { version: status.version ?? '' })}
      </Button>
    );
  }
  return null;
}
