import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditVerification } from '../../../shared/ipc/audit-schema.ts';
import { ErrorState, LoadingState } from '../common/index.ts';

/** Whether the journal's chain is intact, said plainly at the top of the screen (verified each time it opens). */
export function IntegrityBanner({
  verification,
  error,
  onRetry,
}: {
  verification: AuditVerification | undefined;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation('activity-log');
  if (error) return <ErrorState error={error} onRetry={onRetry} />;
  if (!verification) return <LoadingState label={t('verifying')} />;
  if (verification.intact)
    return (
      <Alert color="green" variant="light" title={t('intact')} role="status" data-chain="intact">
        {verification.entries === 0 ? t('intactEmpty') : t('intactDetail', { count: verification.entries })}
      </Alert>
    );
  return (
    <Alert color="red" variant="filled" title={t('broken')} role="alert" data-chain="broken">
      <Text size="sm">{t('brokenDetail')}</Text>
      <List size="sm" mt="xs">
        {verification.breaks.map((item) => (
          <List.Item key={`${item.operator ?? ''}-${item.file}-${item.seq}-${item.reason}`}>
            {t('breakLine', {
              seq: item.seq,
              operator: item.operator ?? t('unknownOperator'),
              reason: t(`reasons.${item.reason}`),
              file: item.file,
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
