import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { useServerNeeded } from '../session/index.ts';
import { actionFor, requestStatusChange } from './status-change-store.ts';

/** The detail panel's remove or reactivate button: which one follows the client's status. */
export function StatusActionButton({ record }: { record: ClientRecord }) {
  const { t } = useTranslation('registration');
  const action = actionFor(record);
  // Why disabled offline (issue 46): a removal or reactivation is a write, and writes are never replayed.
  const server = useServerNeeded();
  return (
    <Button
      variant="light"
      color={action === 'remove' ? 'red' : 'green'}
      disabled={server.offline}
      title={server.reason}
      onClick={() => requestStatusChange(action, [record])}
      data-action={action}
    >
      {t(action === 'remove' ? 'action.remove' : 'action.reactivate')}
    </Button>
  );
}

/** The grid toolbar's bulk buttons for the checked rows: remove those not removed, reactivate the removed ones. */
export function BulkStatusButtons({ checked }: { checked: readonly ClientRecord[] }) {
  const { t } = useTranslation('registration');
  const server = useServerNeeded();
  if (checked.length === 0) return null;
  const removable = checked.filter((client) => actionFor(client) === 'remove');
  const reactivatable = checked.filter((client) => actionFor(client) === 'reactivate');
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="red"
        disabled={removable.length === 0 || server.offline}
        title={server.reason}
        onClick={() => requestStatusChange('remove', removable)}
        data-action="bulk-remove"
      >
        {t('action.removeMany', { count: removable.length })}
      </Button>
      <Button
        size="xs"
        variant="light"
        color="green"
        disabled={reactivatable.length === 0 || server.offline}
        title={server.reason}
        onClick={() => requestStatusChange('reactivate', reactivatable)}
        data-action="bulk-reactivate"
      >
        {t('action.reactivateMany', { count: reactivatable.length })}
      </Button>
    </>
  );
}

/** The "new client" button (Alt+N does the same from anywhere). */
export function NewClientButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('registration');
  return (
    <Button size="sm" onClick={onClick} title="Alt+N" data-action="new-client" style={{ flex: 'none' }}>
      {t('action.newClient')}
    </Button>
  );
}
