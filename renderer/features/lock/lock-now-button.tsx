import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { engagePageLock } from './engage-lock.ts';

/** The top bar's "Bloquear agora": the operator locks the app before leaving the desk. */
export function LockNowButton() {
  const { t } = useTranslation('lock');
  const queryClient = useQueryClient();
  return (
    <Button
      variant="subtle"
      color="gray"
      onClick={() => engagePageLock(queryClient, 'manual', true)}
      data-action="lock-now"
    >
      {t('lockNow')}
    </Button>
  );
}
