import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { EditIcon } from '../common/index.ts';
import { mayDo, useAreaActionsBlocked } from '../customer-area/index.ts';
import { DossierButton } from '../dossier/index.ts';
import { StatusActionButton, openRegistration } from '../registration/index.ts';
import type { CardSession } from './card-session.ts';
import { CopyDocumentButton } from './copy-document-button.tsx';

/** What the card's actions report. */
export interface CardActionsProps {
  record: ClientRecord;
  session: CardSession;
  onSupportOrder: () => void;
  onPassword: () => void;
}

/** The card's actions: edit, remove/reactivate, a support order and the client-area password (with the area open), copy the document. */
export function CardActions({ record, session, onSupportOrder, onPassword }: CardActionsProps) {
  const { t } = useTranslation('client-card');
  const customer = session.kind === 'open' ? session.customer : undefined;
  // Why a title and not a hidden button: the operator sees the action exists and what it waits for.
  const waiting = customer ? undefined : t('action.needsSession');
  // Why before the wait for the area: offline, opening the area would not make these possible (issue 46).
  const blocked = useAreaActionsBlocked(customer);
  return (
    <>
      <Button
        variant="light"
        leftSection={<EditIcon />}
        onClick={() => void openRegistration({ mode: 'edit', clientPk: record.client_pk })}
        data-action="edit"
      >
        {t('action.edit')}
      </Button>
      <StatusActionButton record={record} />
      <Button
        variant="light"
        disabled={!customer || !mayDo(customer.config, 'supportOrders') || blocked !== undefined}
        title={blocked ?? waiting}
        onClick={onSupportOrder}
        data-action="support-order"
      >
        {t('action.supportOrder')}
      </Button>
      <Button
        variant="light"
        disabled={!customer || !mayDo(customer.config, 'changePassword') || blocked !== undefined}
        title={blocked ?? waiting}
        onClick={onPassword}
        data-action="change-password"
      >
        {t('action.password')}
      </Button>
      <CopyDocumentButton clientId={record.client_pk} document={record.client_doc1 ?? ''} />
      <DossierButton record={record} areaOpening={session.kind === 'opening'} />
    </>
  );
}
