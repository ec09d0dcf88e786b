import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SessionState } from '../../shared/ipc/contract.ts';
import { queryKeys } from '../api/query-keys.ts';
import { useDeskEvent } from '../api/use-desk-event.ts';
import { useSessionExpiry } from '../api/session-expiry-context.ts';
import { refreshAtReconnect } from '../features/local-copy/index.ts';

/** Keeps the page in step with main's events: connection state, demo service, expired session, menu commands. */
export function AppEvents() {
  const queryClient = useQueryClient();
  const { expiry } = useSessionExpiry();
  const { t } = useTranslation('app');
  useDeskEvent('connection:changed', ({ state }) => {
    const before = queryClient.getQueryData<SessionState>(queryKeys.session)?.connection;
    queryClient.setQueryData<SessionState>(queryKeys.session, (old) => (old ? { ...old, connection: state } : old));
    // Why here, once per change: the server is back, so what the copy answered or the screen held is read again.
    if (before) refreshAtReconnect(queryClient, before, state);
  });
  useDeskEvent('demo:status', (status) => queryClient.setQueryData(queryKeys.demoStatus, status));
  useDeskEvent('session:expired', ({ area }) => {
    // Why only the operator's area: a customer's expired session is asked for again by its own screen.
    if (area === 'admin') expiry.markExpired();
  });
  useDeskEvent('ui:command', ({ command }) => {
    if (command === 'diagnostics-copied') notifications.show({ color: 'green', message: t('diagnosticsCopied') });
    // Why a notice that stays a while: the clerk has to paste the text into the e-mail or the chat. Why an
    // id per kind: the same link clicked twice shows one notice, and a link of the other kind is still told.
    if (command === 'mail-text-copied' || command === 'whatsapp-text-copied' || command === 'link-not-opened')
      notifications.show({
        id: `link-notice-${command}`,
        color: 'yellow',
        autoClose: 15_000,
        title: t(`linkNotice.${command}.title`),
        message: t(`linkNotice.${command}.message`),
      });
  });
  return null;
}
