import { pendingFactsKey, pendingFactsOf, type PendingFacts } from '../../../shared/drafts/pending-facts.ts';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { deskClientCreateSchema, deskClientUpdateSchema } from '../../../shared/registration/registration-schema.ts';
import { unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';
import {
  formBody,
  newClientValues,
  recordValues,
  registrationFields,
  secretFields,
  type ClientFormValues,
} from './client-form-values.ts';
import { forgetPendingPassword, pendingPassword } from './pending-passwords.ts';

/** The subject of a new pending draft: its own, so three offline registrations are three drafts. */
export function newPendingSubject(): string {
  return `offline-${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
}

/** Whether a draft's subject is a pending one's (made by `newPendingSubject`). */
export const isPendingSubject = (subject: string): boolean => subject.startsWith('offline-');

/** The record as the form loaded it, as a pending draft keeps it: its registration columns, never a password. */
export function loadedSnapshot(record: ClientRecord): Record<string, unknown> {
  return Object.fromEntries(
    registrationFields.filter((field) => !secretFields.includes(field)).map((field) => [field, record[field] ?? null]),
  );
}

/** A pending draft's values: the form's fields without secrets, and its facts under their own key. */
export function pendingValues(values: ClientFormValues, facts: PendingFacts): Record<string, unknown> {
  const kept: Record<string, unknown> = Object.fromEntries(
    Object.entries(values).filter(([field]) => !secretFields.includes(field as never)),
  );
  kept[pendingFactsKey] = facts;
  return kept;
}

/** The form values a pending draft holds (its facts and anything that is not a field left out). */
function formValuesOf(values: Record<string, unknown>): ClientFormValues {
  const form = newClientValues(undefined);
  for (const field of registrationFields) {
    const value = values[field];
    if (typeof value === 'string') form[field] = value;
  }
  return form;
}

/** What sending a pending draft came to. */
export type PendingSendOutcome =
  | { kind: 'sent'; clientPk: number; name: string }
  /** A password was typed and this page no longer holds it: the form must be opened to type it again. */
  | { kind: 'needsForm' };

/**
 * Sends a pending client draft as the form would have (the shared schema normalises the body): a new client is
 * created, an edit updates the client. Errors (the server's refusal, no answer) are thrown as they come; the
 * caller keeps the draft then. Nothing is retried here: the clerk's click is the only send.
 */
export async function sendPendingClient(subject: string, values: Record<string, unknown>): Promise<PendingSendOutcome> {
  const facts = pendingFactsOf(values);
  const password = pendingPassword(subject);
  if (facts.passwordTyped && !password) return { kind: 'needsForm' };
  const form = { ...formValuesOf(values), ...password };
  const openedPhones = facts.loaded ? recordValues(facts.loaded as ClientRecord).client_phones : '';
  const body = formBody(form, facts.clientPk, openedPhones);
  let saved: { client_pk: number; client_name?: string | null; client_lastname?: string | null };
  if (facts.clientPk === undefined) {
    const parsed = deskClientCreateSchema.safeParse(body);
    if (!parsed.success) return { kind: 'needsForm' };
    saved = unwrap(await desk.clientsCreate(parsed.data));
  } else {
    const parsed = deskClientUpdateSchema.safeParse(body);
    if (!parsed.success) return { kind: 'needsForm' };
    saved = unwrap(await desk.clientsUpdate(parsed.data));
  }
  forgetPendingPassword(subject);
  return {
    kind: 'sent',
    clientPk: saved.client_pk,
    name: [saved.client_name, saved.client_lastname].filter(Boolean).join(' '),
  };
}
