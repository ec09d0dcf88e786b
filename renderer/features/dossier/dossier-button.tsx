import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { useServerNeeded } from '../session/index.ts';
import { DossierDialog } from './dossier-dialog.tsx';

/**
 * "Dossiê do cliente": opens the dossier dialog of this client (the card's header and the grid's detail panel).
 * `areaOpening`: the card is opening the client area in the background (the dialog waits for it, opens no other).
 */
export function DossierButton({ record, areaOpening = false }: { record: ClientRecord; areaOpening?: boolean }) {
  const { t } = useTranslation('dossier');
  const [open, setOpen] = useState(false);
  // Why off while the server does not answer (issue 46): a dossier reads every page of every list, the copy holds a few.
  const server = useServerNeeded();
  return (
    <>
      <Button
        variant="light"
        disabled={server.offline}
        title={server.reason ?? t('actionHint')}
        onClick={() => setOpen(true)}
        data-action="dossier"
      >
        {t('action')}
      </Button>
      {open && <DossierDialog record={record} areaOpening={areaOpening} onClose={() => setOpen(false)} />}
    </>
  );
}
