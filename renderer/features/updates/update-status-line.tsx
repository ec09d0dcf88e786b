import { Alert, Progress, Spoiler, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UpdateStatus } from '../../../shared/ipc/contract.ts';
import { updateErrorKey, updateStatusText } from './update-text.ts';

/** Where the update stands, in words: progress while downloading, notes of a new version, what went wrong. */
export function UpdateStatusLine({ status }: { status: UpdateStatus }) {
  const { t } = useTranslation('updates');
  const text = updateStatusText(status);
  if (status.state === 'error') {
    return (
      <Alert
        color="red"
        title={t(text.key, { ...text.values, reason: t(updateErrorKey(status)) })}
        data-update-status="error"
      >
        <Stack gap={4}>
          <Text size="sm">{t('nothingChanged')}</Text>
          {status.message ? (
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {t('errorDetail', { message: status.message })}
            </Text>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap={6} data-update-status={status.state}>
      <Text
        size="sm"
        fw={status.state === 'downloaded' ? 600 : undefined}
        style={status.manualUrl ? { overflowWrap: 'anywhere' } : undefined}
      >
        {/* Why an empty reason: the key's type includes the error's sentence, which the branch above shows. */}
        {t(text.key, { ...text.values, reason: '' })}
      </Text>
      {status.state === 'downloading' ? (
        <Progress value={status.percent ?? 0} size="sm" aria-label={t(text.key, { ...text.values, reason: '' })} />
      ) : null}
      {status.notes ? (
        <div>
          <Text size="sm" fw={600}>
            {t('notes', { version: status.version ?? '' })}
          </Text>
          <Spoiler maxHeight={90} showLabel="…" hideLabel="−">
            <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-update="notes">
              {status.notes}
            </Text>
          </Spoiler>
        </div>
      ) : null}
    </Stack>
  );
}
