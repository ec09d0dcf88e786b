import { useTranslation } from 'react-i18next';
import type { SessionState } from '../../../shared/ipc/contract.ts';
import { useSessionState } from './use-session.ts';

/** Whether the server answers now, and the reason to give beside an action that needs it. */
export interface ServerNeeded {
  /** The connection as main's own calls found it (`connection:changed`). */
  connection: SessionState['connection'];
  /** The server did not answer: actions that need it are disabled. */
  offline: boolean;
  /** "Precisa do servidor: sem conexão agora" while offline, for a title or a line beside the action; else undefined. */
  reason: string | undefined;
}

/**
 * Why an action that needs the server is disabled now (issue 46): the app's own calls found the server gone
 * (`connection` offline), not the browser's online flag. While the link is only slow (reconnecting) actions
 * stay enabled: the call may well go through, and failing it says so as any failure does.
 */
export function useServerNeeded(): ServerNeeded {
  const { t } = useTranslation('session');
  const connection = useSessionState().data?.connection ?? 'online';
  const offline = connection === 'offline';
  return { connection, offline, reason: offline ? t('needsServer') : undefined };
}
