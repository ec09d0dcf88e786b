import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionState } from '../../../shared/ipc/contract.ts';

const colors: Record<SessionState['connection'], string> = { online: 'green', reconnecting: 'yellow', offline: 'red' };

/** The connection to the provider server: online, reconnecting or offline (from `connection:changed`). */
export function ConnectionBadge({ state }: { state: SessionState['connection'] }) {
  const { t } = useTranslation('session');
  return (
    <Badge
      color={colors[state]}
      variant="light"
      role="status"
      aria-label={`${t('connection.label')}: ${t(`connection.${state}`)}`}
      data-connection={state}
    >
      {t(`connection.${state}`)}
    </Badge>
  );
}
