import { Alert, Button, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isDeskError } from '../../api/desk-error.ts';
import { ErrorState } from '../common/index.ts';

/** Props of the save failure message. */
export interface SaveErrorAlertProps {
  error: Error;
  general: string[];
  onTryAgain: () => void;
}

/** Why a save failed and what to do; the form above keeps every value. "Try again" sends the write once. */
export function SaveErrorAlert({ error, general, onTryAgain }: SaveErrorAlertProps) {
  const { t } = useTranslation('registration');
  if (isDeskError(error, 'NETWORK', 'TIMEOUT')) {
    return (
      <Alert color="red" title={t('errors.NETWORK.title', { ns: 'common' })} role="alert" data-save-error="NETWORK">
        <Text size="sm">{t('error.network')}</Text>
        <Button size="xs" mt="xs" color="red" variant="light" onClick={onTryAgain} data-action="try-again">
          {t('error.tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (isDeskError(error, 'SESSION_EXPIRED')) {
    return (
      <Alert
        color="yellow"
        title={t('errors.SESSION_EXPIRED.title', { ns: 'common' })}
        role="alert"
        data-save-error="SESSION_EXPIRED"
      >
        <Text size="sm">{t('error.sessionExpired')}</Text>
      </Alert>
    );
  }
  if (isDeskError(error, 'VALIDATION')) {
    return (
      <Alert
        color="red"
        title={t('errors.VALIDATION.title', { ns: 'common' })}
        role="alert"
        data-save-error="VALIDATION"
      >
        <Text size="sm">{t('error.fields')}</Text>
        {general.length > 0 && (
          <List size="sm" mt={4}>
            {general.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        )}
      </Alert>
    );
  }
  if (isDeskError(error, 'NOT_FOUND')) {
    return (
      <Alert color="red" role="alert" data-save-error="NOT_FOUND">
        {t('notFound')}
      </Alert>
    );
  }
  return <ErrorState error={error} onRetry={onTryAgain} />;
}
