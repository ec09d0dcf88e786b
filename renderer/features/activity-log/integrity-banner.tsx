import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditVerification } from '../../../shared/ipc/audit-schema.ts';
import { ErrorState, LoadingState } from '../common/index.ts';
import { breakText, verifiedText } from './integrity-words.ts';

/**
 * What the verification of the journal found, said plainly at the top of the screen (verified each time it opens):
 * every break, by whose journal it is; or how many entries were verified and since when this computer can tell.
 */
export function IntegrityBanner({
  verification,
  error,
  onRetry,
}: {
  verification: AuditVerification | undefined;
  error: unknown;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation('activity-log');
  if (error) return <ErrorState error={error} onRetry={onRetry} />;
  if (!verification) return <LoadingState label={t('verifying')} />;
  if (verification.intact) {
    const words = verifiedText(i18n, verification);
    return (
      <Alert color="green" variant="light" title={t('verified')} role="status" data-chain="intact">
        <Text size="sm">{words.detail}</Text>
        {words.note ? (
          <Text size="sm" c="dimmed" mt={4} data-chain-since={verification.since ?? ''}>
            {words.note}
          </Text>
        ) : null}
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="filled" title={t('broken')} role="alert" data-chain="broken">
      <Text size="sm">{t('brokenDetail')}</Text>
      <List size="sm" mt="xs">
        {verification.breaks.map((item) => (
          <List.Item
            key={`${item.operator ?? ''}-${item.file}-${item.seq}-${item.reason}`}
            data-break-reason={item.reason}
          >
            {breakText(i18n, item)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
