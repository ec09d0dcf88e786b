import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorKey } from './error-key.ts';

/** Over rows still on screen: the refresh failed, what to do, and a retry; the rows stay readable. */
export function RefreshErrorBar({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('clients');
  const key = errorKey(error);
  return (
    <Alert color="red" variant="light" p="xs" role="alert" data-grid-state="refresh-error">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">
          <strong>{t(`state.error.${key}.title`)}</strong> — {t(`state.error.${key}.hint`)} {t('state.staleRows')}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry} style={{ flex: 'none' }} data-action="retry">
          {t('state.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
