import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DemoProgress, useDemoStatus, usePrepareDemo } from '../demo/index.ts';

/**
 * With the Demo profile: the demo logins, and the demo service, which starts as soon as this shows (the operator
 * types while it starts) and says when it is ready, in a line that keeps its place so the form never moves.
 */
export function DemoNotice() {
  const { t } = useTranslation('demo');
  const status = useDemoStatus();
  usePrepareDemo();
  return (
    <Alert color="blue" variant="light" title={t('logins')} data-notice="demo">
      <Stack gap="xs">
        <Text size="sm">{t('loginsText', { user: 'admin', password: 'admin1234' })}</Text>
        <DemoProgress status={status.data} keepPlace />
      </Stack>
    </Alert>
  );
}
