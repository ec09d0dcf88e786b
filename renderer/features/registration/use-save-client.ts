import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { DeskError, isDeskError, unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';
import { recordValues, type ClientFormValues, type RegistrationField } from './client-form-values.ts';
import { findConflicts, resolveConflicts, type ConflictChoice, type FieldConflict } from './conflict.ts';
import { findDuplicates } from './find-duplicates.ts';
import { showPhonesNotice } from './phones-notice.ts';
import type { ClientFormOutput } from './registration-resolver.ts';
import { splitServerErrors } from './server-field-errors.ts';

/** Where a save stands: idle, sending, stopped to ask about an empty birth date, a duplicate or a conflict, or failed. */
export type SavePhase =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'emptyDate' }
  | { kind: 'duplicate'; document: string; matches: ClientRecord[] }
  | { kind: 'conflict'; conflicts: FieldConflict[]; latest: ClientFormValues }
  | { kind: 'failed'; error: DeskError | Error; general: string[] }
  /** The server did not answer: the values became a pending draft (issue 46), named for the clerk. */
  | { kind: 'pending'; name: string };

/** The identifying fields the server answers after a save. */
export interface SavedClient {
  client_pk: number;
  client_name: string;
}

/** What the save needs from the form around it. */
export interface SaveClientOptions {
  form: UseFormReturn<ClientFormValues, unknown, ClientFormOutput>;
  /** The client being edited; undefined for a new one. */
  clientPk: number | undefined;
  /** The values the form opened with (or last agreed with the server), for the conflict check. */
  baseline: ClientFormValues;
  onSaved: (saved: SavedClient) => void;
  /** Whether the session's connection is offline now (the save then goes straight to a pending draft). */
  offline: () => boolean;
  /** Keeps the form's values as a pending draft (issue 46); answers the name the form's message shows. */
  keepPending: () => string;
}

/**
 * The registration save: a new client is first looked up by document (duplicate guard); an edit first
 * reads the record again and stops on changes made by someone else. The write itself is sent once and
 * never retried unasked (main does not retry writes); on failure the form keeps every value.
 */
export function useSaveClient({ form, clientPk, baseline, onSaved, offline, keepPending }: SaveClientOptions) {
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation('registration');
  const [phase, setPhase] = useState<SavePhase>({ kind: 'idle' });
  // The comparison base: the values the form opened with, then the newer record once a conflict was settled.
  const [base, setBase] = useState(baseline);

  const fail = (error: unknown) => {
    // Why a pending draft and not an error: the server did not answer, so nothing was written (or, for a create
    // whose answer was lost, the check at reconnect finds it by its CPF/CNPJ or user name); the clerk goes on.
    if (isDeskError(error, 'NETWORK', 'TIMEOUT')) {
      setPhase({ kind: 'pending', name: keepPending() });
      return;
    }
    if (isDeskError(error, 'VALIDATION')) {
      // A column the form has no field for is named as the client list names it.
      const split = splitServerErrors(error, (field) => {
        const label: unknown = i18n.getResource(i18n.language, 'clients', `field.${field}`);
        return typeof label === 'string' ? label : undefined;
      });
      for (const { field, message } of split.fields)
        form.setError(field, { type: 'server', message }, { shouldFocus: true });
      setPhase({ kind: 'failed', error, general: split.general });
      return;
    }
    setPhase({ kind: 'failed', error: error instanceof Error ? error : new Error(String(error)), general: [] });
  };

  const send = async (
    output: ClientFormOutput,
    options: { allowDuplicate?: boolean; allowEmptyDate?: boolean; base?: ClientFormValues },
  ): Promise<void> => {
    // Why ask: the interface's create stores the system date for an absent birth date, so a form sent empty
    // registers everyone as born today; only the clerk's word sends it so.
    if (clientPk === undefined && output.client_date_birth === undefined && !options.allowEmptyDate) {
      setPhase({ kind: 'emptyDate' });
      return;
    }
    if (offline()) {
      setPhase({ kind: 'pending', name: keepPending() });
      return;
    }
    setPhase({ kind: 'saving' });
    try {
      if (clientPk === undefined) {
        const document = output.client_doc1;
        if (document && !options.allowDuplicate) {
          const matches = await findDuplicates(document);
          if (matches.length > 0) {
            setPhase({ kind: 'duplicate', document, matches });
            return;
          }
        }
      } else {
        const latestRecord = unwrap(await desk.clientsGet({ client_pk: clientPk })).record;
        if (!latestRecord) throw new DeskError({ code: 'NOT_FOUND', message: 'client not found' });
        const latest = recordValues(latestRecord);
        const conflicts = findConflicts(options.base ?? base, latest, form.getValues());
        if (conflicts.length > 0) {
          setPhase({ kind: 'conflict', conflicts, latest });
          return;
        }
      }
      const saved = unwrap(
        clientPk === undefined ? await desk.clientsCreate(output) : await desk.clientsUpdate(output),
      );
      setPhase({ kind: 'idle' });
      showPhonesNotice(saved.phones, t);
      // Why every client query: the grid's pages, the detail panel's row and the offices may all show this client.
      void queryClient.invalidateQueries({ queryKey: ['clients'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      onSaved({
        client_pk: saved.client_pk,
        client_name: [saved.client_name, saved.client_lastname].filter(Boolean).join(' '),
      });
    } catch (error) {
      fail(error);
    }
  };

  return {
    phase,
    /** Submits the form (validation first); used by the Save button and by "try again". */
    submit: form.handleSubmit((output) => send(output, {})),
    /** The user saw the duplicate and registers anyway. */
    createAnyway: () =>
      void form.handleSubmit((output) => send(output, { allowDuplicate: true, allowEmptyDate: true }))(),
    /** The clerk read that the server stores today for an empty birth date and sends it empty all the same. */
    sendWithoutDate: () => void form.handleSubmit((output) => send(output, { allowEmptyDate: true }))(),
    backToForm: () => setPhase({ kind: 'idle' }),
    /** The user chose per field: the form takes the merged values, the newer record becomes the base, and it saves. */
    resolveConflict: (choices: Partial<Record<RegistrationField, ConflictChoice>>) => {
      if (phase.kind !== 'conflict') return;
      form.reset(resolveConflicts(form.getValues(), phase.conflicts, choices), { keepDefaultValues: true });
      setBase(phase.latest);
      void form.handleSubmit((output) => send(output, { base: phase.latest }))();
    },
  };
}
