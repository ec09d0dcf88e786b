import { Alert, Button, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { RevealScope } from '../../privacy/index.ts';
import { LoadingState } from '../common/index.ts';
import { PasswordModal, SupportOrderModal, todayText } from '../customer-area/index.ts';
import { useProfileId } from '../session/index.ts';
import { CardActions } from './card-actions.tsx';
import { CardHeader } from './card-header.tsx';
import { CardSection, WaitingForSession } from './card-section.tsx';
import { closeCardTab, ensureCardTab } from './card-store.ts';
import { InvoiceHistorySection, PendingInvoicesSection } from './invoices-section.tsx';
import { ConnectionsSection, ContractsSection, SupportOrdersSection } from './list-sections.tsx';
import { SessionPanel } from './session-panel.tsx';
import { isOwnRead, useCardCachedAt, useCardRecord } from './use-card-record.ts';
import { clientName, useCardSession } from './use-card-session.ts';

/** The card of one client: the header at once, the client-area sections each on its own query once the area is open. */
export function ClientCard({ clientId }: { clientId: number }) {
  const { t } = useTranslation('client-card');
  const record = useCardRecord(clientId);
  if (record.isError && record.data === undefined)
    return (
      <Alert color="red" title={t('failed')} role="alert" data-card-state="error">
        {record.error instanceof Error ? record.error.message : ''}
        <Button size="xs" mt="xs" display="block" onClick={() => void record.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  if (record.data === undefined) return <LoadingState />;
  if (record.data === null)
    return (
      <Alert color="yellow" title={t('notFound.title')} data-card-state="not-found">
        {t('notFound.text', { id: clientId })}
        <Button size="xs" mt="xs" display="block" onClick={() => closeCardTab(clientId)}>
          {t('notFound.close')}
        </Button>
      </Alert>
    );
  // Why a scope: what is revealed on this card shows for this client only (issue 19).
  return (
    <RevealScope recordKey={clientId}>
      <ClientCardBody record={record.data} confirmed={isOwnRead(record)} readAt={record.dataUpdatedAt} />
    </RevealScope>
  );
}

function ClientCardBody({ record, confirmed, readAt }: { record: ClientRecord; confirmed: boolean; readAt: number }) {
  const { t } = useTranslation('client-card');
  const profileId = useProfileId();
  const cachedAt = useCardCachedAt(record.client_pk);
  const session = useCardSession(record, confirmed, confirmed && cachedAt !== undefined);
  const [today] = useState(todayText);
  const [form, setForm] = useState<'support' | 'password' | undefined>();
  const name = clientName(record);
  useEffect(() => ensureCardTab({ id: record.client_pk, name }), [record.client_pk, name]);
  useEffect(() => {
    // Why: the grid row that had the focus is gone; the card's name takes it unless something else holds it.
    if (document.activeElement === document.body || document.activeElement === null)
      document.querySelector<HTMLElement>(`[data-card-header="${record.client_pk}"] [data-card-name]`)?.focus();
  }, [record.client_pk]);
  const customer = session.kind === 'open' ? session.customer : undefined;
  const waiting = (id: string, title: string) => (
    <CardSection id={id} title={title}>
      <WaitingForSession session={session} />
    </CardSection>
  );
  return (
    <Stack gap="sm" data-screen="client-card" data-card={record.client_pk}>
      <CardHeader
        record={record}
        cachedAt={cachedAt}
        readAt={readAt}
        actions={
          <CardActions
            record={record}
            session={session}
            onSupportOrder={() => setForm('support')}
            onPassword={() => setForm('password')}
          />
        }
      />
      <SessionPanel record={record} session={session} />
      {/* Why nothing below for a client without a user name: the message above says why there is nothing to show. */}
      {session.kind !== 'no-username' && (
        <>
          {customer ? (
            <PendingInvoicesSection customer={customer} record={record} today={today} />
          ) : (
            waiting('pending-invoices', t('section.pending'))
          )}
          {customer ? (
            <ContractsSection customer={customer} today={today} />
          ) : (
            waiting('contracts', t('section.contracts'))
          )}
          {customer ? (
            <ConnectionsSection customer={customer} today={today} />
          ) : (
            waiting('connections', t('section.connections'))
          )}
          {customer ? (
            <SupportOrdersSection customer={customer} today={today} />
          ) : (
            waiting('support-orders', t('section.supportOrders'))
          )}
          {customer ? (
            <InvoiceHistorySection customer={customer} today={today} />
          ) : (
            waiting('invoice-history', t('section.history'))
          )}
        </>
      )}
      {customer && form === 'support' && (
        <SupportOrderModal
          customer={customer}
          profileId={profileId}
          restoreAtOnce={false}
          onClose={() => setForm(undefined)}
          onCreated={() => undefined}
        />
      )}
      {customer && form === 'password' && <PasswordModal customer={customer} onClose={() => setForm(undefined)} />}
    </Stack>
  );
}
