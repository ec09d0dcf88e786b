import { Alert, Button, Drawer, Loader, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../common/index.ts';
import { useCloseGuard, type DraftAddress } from '../drafts/index.ts';
import { ClientForm } from './client-form.tsx';
import { ToastWithAction } from './toast-with-action.tsx';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { newClientValues, recordValues } from './client-form-values.ts';
import type { RegistrationRequest } from './registration-store.ts';
import { useClientRecord } from './use-client-record.ts';
import { useFormReveal } from './use-form-reveal.ts';
import { useOffices } from './use-offices.ts';

/** Props of the registration drawer. */
export interface RegistrationDrawerProps {
  request: RegistrationRequest;
  profileId: string | undefined;
  onClose: () => void;
  onOpenExisting: (clientPk: number) => void;
  /** Shows a client's card (the app hands the client card's opener in: that feature sits above this one). */
  openCard: OpenCard;
}

/** Opens the card of a client given its number and name. */
export type OpenCard = (client: { id: number; name: string }) => void;

const headOffice = 1;

/** The saved-client toast's id: one at a time, and hidden when the form opens again. */
const savedToastId = 'client-saved';

/** The registration form in a drawer over the current screen; closing it with unsaved changes asks first. */
export function RegistrationDrawer({ request, profileId, onClose, onOpenExisting, openCard }: RegistrationDrawerProps) {
  const { t } = useTranslation('registration');
  const clientPk = request.mode === 'edit' ? request.clientPk : undefined;
  const record = useClientRecord(clientPk);
  // Why before the form shows: its masked fields appear whole only once that is on record (issue 43).
  const reveal = useFormReveal(request.id, clientPk === undefined ? undefined : record.data);
  const offices = useOffices();
  const dirty = useRef(false);
  const discardDraft = useRef<(() => void) | undefined>(undefined);
  const onDirtyChange = useCallback((value: boolean) => void (dirty.current = value), []);
  // Why hidden: the last save's toast sits bottom-right, over this drawer's "Cadastrar"; the clerk has moved on.
  useEffect(() => {
    notifications.hide(savedToastId);
  }, [request.id]);
  const address: DraftAddress | undefined = profileId
    ? {
        profileId,
        form: 'client',
        subject: request.pending?.subject ?? (clientPk === undefined ? 'new' : String(clientPk)),
      }
    : undefined;
  // A pending edit under review compares with the record as the form first loaded it, not with today's.
  const loaded = (request.pending?.loaded as ClientRecord | undefined) ?? record.data ?? undefined;

  // Why the discard goes through the form: it stops saving first, so its last pending keystrokes cannot bring the draft back.
  const { askClose, guardOpen, guard } = useCloseGuard({
    isDirty: () => dirty.current,
    onClose,
    discardDraft: () => discardDraft.current?.(),
  });
  const title =
    request.mode === 'create'
      ? t('title.create')
      : t('title.edit', {
          name: record.data ? `${record.data.client_name} ${record.data.client_lastname ?? ''}`.trim() : `#${clientPk}`,
        });

  const defaultOffice = offices.data?.some((office) => office.offices_pk === headOffice)
    ? headOffice
    : offices.data?.[0]?.offices_pk;
  const [created] = useState(() => newClientValues(undefined));
  const opened = clientPk === undefined ? created : record.data && loaded ? recordValues(loaded) : undefined;
  const problem = record.isError ? (
    <ErrorState error={record.error} onRetry={() => void record.refetch()} />
  ) : record.data === null ? (
    <Alert color="red">{t('notFound')}</Alert>
  ) : clientPk !== undefined && reveal.state === 'failed' ? (
    <Alert color="red" title={t('revealFailed')} data-reveal-error>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('revealFailedDetail', { message: (reveal.error as Error).message })}</Text>
        <Button size="xs" variant="light" onClick={reveal.retry} data-action="retry-reveal">
          {t('revealRetry')}
        </Button>
      </Stack>
    </Alert>
  ) : undefined;
  const waiting = opened === undefined || (clientPk !== undefined && reveal.state !== 'done');

  return (
    <>
      <Drawer
        opened
        onClose={askClose}
        position="right"
        size={780}
        title={title}
        closeOnEscape={!guardOpen}
        styles={{
          content: { display: 'flex', flexDirection: 'column' },
          body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
        }}
        closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
        data-drawer="registration"
      >
        {problem ??
          (waiting ? (
            <Group gap="xs">
              <Loader size="sm" />
              <Text size="sm">{opened === undefined ? t('loading') : t('revealing')}</Text>
            </Group>
          ) : (
            <ClientForm
              key={request.id}
              clientPk={clientPk}
              opened={opened}
              defaultOffice={defaultOffice}
              discardRef={discardDraft}
              draftAddress={address}
              restoreDraft={request.restoreDraft === true}
              loaded={clientPk === undefined ? undefined : loaded}
              pendingSubject={request.pending?.subject}
              onSaved={(saved) => {
                const card = { id: saved.client_pk, name: saved.client_name };
                notifications.show({
                  id: savedToastId,
                  title: t('savedTitle'),
                  message: (
                    <ToastWithAction
                      text={t(request.mode === 'create' ? 'saved.create' : 'saved.edit', {
                        name: saved.client_name,
                        pk: saved.client_pk,
                      })}
                      label={t('openCard')}
                      onClick={() => openCard(card)}
                      action="open-card"
                    />
                  ),
                  color: 'green',
                  // Why longer than the default: the toast holds a button the clerk may still want.
                  autoClose: 10_000,
                });
                onClose();
                // The new client is shown at once: its card (an edit leaves the clerk where they were).
                if (request.mode === 'create') openCard(card);
              }}
              onDirtyChange={onDirtyChange}
              onCancel={askClose}
              onOpenExisting={onOpenExisting}
            />
          ))}
      </Drawer>
      {guard}
    </>
  );
}
