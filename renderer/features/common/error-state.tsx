import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isDeskError } from '../../api/desk-error.ts';

/** Props of an error state. */
export interface ErrorStateProps {
  error: unknown;
  /** Tries again (shown as a button). */
  onRetry?: () => void;
}

/** What went wrong (the message main wrote, in the user's language) and what to do about it (by error code). */
export function ErrorState({ error, onRetry }: ErrorStateProps) {
  const { t } = useTranslation('common');
  const code = isDeskError(error) ? error.code : 'INTERNAL';
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Alert
      color={code === 'SESSION_EXPIRED' ? 'yellow' : 'red'}
      title={t(`errors.${code}.title`)}
      role="alert"
      data-error-code={code}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Text size="sm">{t(`errors.${code}.help`)}</Text>
        {onRetry && code !== 'SESSION_EXPIRED' ? (
          <Button variant="light" color="red" onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
