import type { Language } from '../../../shared/language.ts';
import { DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import { Alert, Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, type KeyboardEvent, type RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { pendingFactsKey } from '../../../shared/drafts/pending-facts.ts';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { DraftBanner, saveDraft, useReportUnsaved, type DraftAddress, useFormDraft } from '../drafts/index.ts';
import { useSessionState } from '../session/index.ts';
import { AccessSections } from './access-sections.tsx';
import { secretFields, type ClientFormValues } from './client-form-values.ts';
import { ConflictView } from './conflict-view.tsx';
import { DuplicateDialog } from './duplicate-dialog.tsx';
import { EmptyDateDialog } from './empty-date-dialog.tsx';
import { IdentitySections } from './identity-sections.tsx';
import { registrationResolver, type ClientFormOutput } from './registration-resolver.ts';
import { loadedSnapshot, newPendingSubject, pendingValues } from './pending-client.ts';
import { keepPendingPassword } from './pending-passwords.ts';
import { SaveErrorAlert } from './save-error-alert.tsx';
import { useSaveClient, type SavedClient } from './use-save-client.ts';

/** What the registration form is given and reports. */
export interface ClientFormProps {
  /** The client being edited; undefined for a new one. */
  clientPk: number | undefined;
  /** The values the form opens with: the record as read, or a new client's defaults. */
  opened: ClientFormValues;
  draftAddress: DraftAddress | undefined;
  restoreDraft: boolean;
  onSaved: (saved: SavedClient) => void;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onOpenExisting: (clientPk: number) => void;
  /** The office a new client starts in once the offices are known (the head office when it exists). */
  defaultOffice: number | undefined;
  /** Set to the form's "discard the draft" (the drawer's close guard calls it). */
  discardRef: RefObject<(() => void) | undefined>;
  /** The record the edit loaded (kept in a pending draft, so its check can tell what changed on the server since). */
  loaded?: ClientRecord | undefined;
  /** The pending draft this form reviews (opened from the count of registrations waiting for the server). */
  pendingSubject?: string | undefined;
}

/**
 * The client registration form (create and update): every registration column grouped for reading, the
 * shared rules checked as the user goes, a local draft of every keystroke, and the save's safety stops.
 */
export function ClientForm({
  clientPk,
  opened,
  draftAddress,
  restoreDraft,
  onSaved,
  onDirtyChange,
  onCancel,
  onOpenExisting,
  discardRef,
  defaultOffice,
  loaded,
  pendingSubject,
}: ClientFormProps) {
  const { t, i18n } = useTranslation('registration');
  const language = (): Language => (i18n.language === 'en' ? 'en' : 'pt-BR');
  // Why memo: the resolver reads the language when it runs, so one instance serves the form's whole life.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const resolver = useMemo(() => registrationResolver(clientPk, language, opened.client_phones), [clientPk]);
  const form = useForm<ClientFormValues, unknown, ClientFormOutput>({
    defaultValues: opened,
    resolver,
    mode: 'onTouched',
  });
  const name =
    useWatch({ control: form.control, name: ['client_name', 'client_lastname'] })
      .filter(Boolean)
      .join(' ') || t('draftLabel.unnamed');
  const label =
    clientPk === undefined ? t('draftLabel.create', { name }) : t('draftLabel.edit', { pk: clientPk, name });
  const facts = { clientPk, loaded: loaded ? loadedSnapshot(loaded) : undefined };
  const draft = useFormDraft({
    address: draftAddress,
    label,
    form,
    omit: secretFields,
    restoreAtOnce: restoreDraft,
    // A pending draft under review stays pending, with its facts, whatever the clerk does in the form.
    keep: pendingSubject ? { pending: true, values: { [pendingFactsKey]: facts } } : undefined,
  });
  const session = useSessionState();
  const keepPending = (): string => {
    const subject = pendingSubject ?? newPendingSubject();
    const values = form.getValues();
    // Why stop rather than clear when the form reviews this very draft: clearing would delete what is saved next.
    if (subject === pendingSubject) draft.stop();
    else draft.clear();
    if (values.client_password)
      keepPendingPassword(subject, {
        client_password: values.client_password,
        client_password1: values.client_password1,
      });
    if (draftAddress)
      saveDraft({
        profileId: draftAddress.profileId,
        form: draftAddress.form,
        subject,
        label,
        values: pendingValues(values, { ...facts, passwordTyped: values.client_password !== '' }),
        savedAt: Date.now(),
        pending: true,
      });
    return [values.client_name, values.client_lastname].filter(Boolean).join(' ') || t('draftLabel.unnamed');
  };
  const save = useSaveClient({
    form,
    clientPk,
    baseline: opened,
    onSaved: (saved) => {
      draft.clear();
      onSaved(saved);
    },
    offline: () => session.data?.connection === 'offline',
    keepPending,
  });
  const { phase } = save;
  const pending = phase.kind === 'pending';
  // Once pending, nothing is unsaved: the values wait in the draft, so closing asks nothing.
  const unsaved = form.formState.isDirty && !pending;
  useEffect(() => onDirtyChange(unsaved), [unsaved, onDirtyChange]);
  // An update never restarts the app over this form while it has unsaved changes.
  useReportUnsaved('client-registration', unsaved);
  useEffect(() => {
    discardRef.current = draft.clear;
  });
  useEffect(() => {
    // Why resetField: the offices arrive after the form opened (or never, with the server down); the default
    // office becomes part of what the form opened with, so it neither counts as a change nor blocks typing.
    if (
      defaultOffice !== undefined &&
      form.getValues('offices_pk') === '' &&
      !form.getFieldState('offices_pk').isDirty
    ) {
      form.resetField('offices_pk', { defaultValue: String(defaultOffice) });
    }
  }, [defaultOffice, form]);

  useEffect(() => {
    // Why also here: an edit's form mounts after its record is read, once the drawer has placed the focus already.
    form.setFocus('client_name');
  }, [form]);

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    // Ctrl+Enter (or Cmd+Enter) saves from any field, as in the filter builder.
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save.submit();
    }
  };

  return (
    <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'pt-br' }}>
      <form
        onSubmit={(event) => void save.submit(event)}
        onKeyDown={onKeyDown}
        noValidate
        style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
        data-form="client"
        data-mode={clientPk === undefined ? 'create' : 'edit'}
      >
        <ScrollArea type="auto" style={{ flex: 1 }} offsetScrollbars>
          <Stack gap="sm" pb="sm">
            <DraftBanner draft={draft} />
            <IdentitySections form={form} />
            <AccessSections form={form} editing={clientPk !== undefined} />
          </Stack>
        </ScrollArea>
        <Stack gap="xs" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          {phase.kind === 'failed' && (
            <SaveErrorAlert error={phase.error} general={phase.general} onTryAgain={() => void save.submit()} />
          )}
          {phase.kind === 'pending' && (
            <Alert color="blue" role="status" data-save-pending>
              <Text size="sm">
                {t(clientPk === undefined ? 'pending.create' : 'pending.edit', { name: phase.name })}
              </Text>
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onCancel} data-action="cancel">
              {pending ? t('action.close') : t('action.cancel')}
            </Button>
            <Button type="submit" loading={phase.kind === 'saving'} disabled={pending} data-action="save">
              {clientPk === undefined ? t('action.create') : t('action.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      {phase.kind === 'emptyDate' && (
        <EmptyDateDialog
          clientType={form.getValues('client_type')}
          onFill={() => {
            save.backToForm();
            // Why after a frame: the field takes the focus once the dialog has left the page.
            requestAnimationFrame(() => form.setFocus('client_date_birth'));
          }}
          onSend={save.sendWithoutDate}
        />
      )}
      {phase.kind === 'duplicate' && (
        <DuplicateDialog
          document={phase.document}
          matches={phase.matches}
          onOpenExisting={onOpenExisting}
          onCreateAnyway={save.createAnyway}
          onBack={save.backToForm}
        />
      )}
      {phase.kind === 'conflict' && (
        <ConflictView
          conflicts={phase.conflicts}
          clientType={form.getValues('client_type')}
          onSave={save.resolveConflict}
          onBack={save.backToForm}
        />
      )}
    </DatesProvider>
  );
}
