import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { formRevealFields, journalFormReveal, maskEverything, usePrivacyView } from '../../privacy/index.ts';

/** Where the edit form's reveal stands: still to be journaled, on record (the form may show), or refused. */
export type FormReveal =
  { state: 'pending' } | { state: 'done' } | { state: 'failed'; error: unknown; retry: () => void };

/**
 * Journals, once per opening of an edit form (`openingId`), one reveal of the masked fields the form is about to
 * show whole (issue 43: the form showed CPF/CNPJ, RG/IE, e-mail, phones, birth date and number with nothing on
 * record). Why the whole form and not a "Revelar" per field: editing needs the values (check digits, duplicates,
 * conflicts compare them), and the record is the page's already; the opening is the clerk's deliberate act, and it
 * is what goes on record, before the form shows. Nothing to hide (masking off, empty fields): nothing journaled.
 */
export function useFormReveal(openingId: number, record: ClientRecord | null | undefined): FormReveal {
  const view = usePrivacyView();
  // Why everything masked when the setting cannot be read: fail closed, as the rest of the privacy layer.
  const policy = view.data ?? (view.isError ? maskEverything : undefined);
  const [outcome, setOutcome] = useState<
    { id: number; state: 'done' } | { id: number; state: 'failed'; error: unknown }
  >();
  const [attempt, setAttempt] = useState(0);
  // The opening whose reveal is on record: a record read again under it (after the lock) journals nothing more.
  const journaled = useRef<number | undefined>(undefined);
  const retry = useCallback(() => {
    setOutcome(undefined);
    setAttempt((count) => count + 1);
  }, []);
  const fields = record && policy ? formRevealFields(record, policy) : undefined;
  const key = fields?.join(',');
  const clientPk = record?.client_pk;
  useEffect(() => {
    if (key === undefined || clientPk === undefined || key === '' || journaled.current === openingId) return;
    let live = true;
    journalFormReveal(clientPk, key.split(',')).then(
      () => {
        journaled.current = openingId;
        if (live) setOutcome({ id: openingId, state: 'done' });
      },
      (error: unknown) => live && setOutcome({ id: openingId, state: 'failed', error }),
    );
    return () => {
      live = false;
    };
    // Why not on every render: one entry per opening; a changed policy or record is a new reveal only by a new opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openingId, clientPk, key === undefined, attempt]);
  if (outcome?.id === openingId && outcome.state === 'done') return { state: 'done' };
  if (fields === undefined) return { state: 'pending' };
  if (fields.length === 0) return { state: 'done' };
  if (outcome?.id !== openingId) return { state: 'pending' };
  return outcome.state === 'done' ? { state: 'done' } : { state: 'failed', error: outcome.error, retry };
}
