import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DemoProgress, useDemoStatus } from '../demo/index.ts';

/** With the Demo profile: the demo logins, and the demo service's start while it prepares its data. */
export function DemoNotice() {
  const { t } = useTranslation('demo');
  const status = useDemoStatus();
  return (
    <Alert color="blue" variant="light" title={t('logins')} data-notice="demo">
      <Stack gap="xs">
        <Text size="sm">{t('loginsText', { user: 'admin', password: 'admin1234' })}</Text>
        <DemoProgress status={status.data} />
      </Stack>
    </Alert>
  );
}
