import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { openClientCard } from './card-store.ts';
import { clientName } from './use-card-session.ts';

/** "Open card" for a client record (the grid's detail panel): the client's card as a tab, recorded as recent. */
export function OpenCardButton({ record }: { record: ClientRecord }) {
  const { t } = useTranslation('client-card');
  return (
    <Button
      variant="filled"
      onClick={() => openClientCard({ id: record.client_pk, name: clientName(record), record })}
      title="Enter"
      data-action="open-card"
    >
      {t('action.openCard')}
    </Button>
  );
}
