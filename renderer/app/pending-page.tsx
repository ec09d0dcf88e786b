import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The customer-area screen until it is built: says what will be here. */
export function PendingPage() {
  const { t } = useTranslation('app');
  return (
    <Stack gap="md" data-page="customer-area">
      <Title order={1}>{t('pending.customerAreaTitle')}</Title>
      <Alert color="blue" maw={720}>
        {t('pending.customerAreaText')}
      </Alert>
    </Stack>
  );
}
