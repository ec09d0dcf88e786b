import type { DraftProblem, DraftRecord } from '../../shared/ipc/contract.ts';
import { OPER_EQUAL, OPER_ILIKE } from '../../shared/filter/opers.ts';
import type { Filter } from '../../shared/filter/model.ts';
import { pendingFactsOf } from '../../shared/drafts/pending-facts.ts';
import { normalizeClientDocument } from '../../shared/registration/client-document.ts';

// The check of a draft sent while the server did not answer (issue 46), run against the server when it is back and
// again right before the clerk sends it. The interface has no idempotency key and no updated_at, so a duplicate is
// found by what identifies a client (CPF/CNPJ, user name) and a change by comparing the record field by field with
// the one the form loaded. Never from the local copy: a check against the copy would say nothing about the server.

/** A client row as the check reads it (the admin list's record). */
export type CheckedClient = Record<string, unknown> & { client_pk: number };

/** Reads up to `limit` clients matching a filter from the server (main's admin list, never the local copy). */
export type ReadClients = (where: Filter, limit: number, signal?: AbortSignal) => Promise<CheckedClient[]>;

// Why these are left out of the comparison: passwords are never kept in a draft, and the server answers whether
// it knows one with a field of its own that the clerk never edits.
const notCompared = new Set(['client_pk', 'client_password', 'client_password1', 'client_password_known']);

/** A column's value as comparable text: absent, null and blank are the same; numbers and text compare by their text. */
function comparable(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The fields whose value on the server differs from the record as the form loaded it, in the snapshot's order. */
export function changedFields(loaded: Record<string, unknown>, now: Record<string, unknown>): string[] {
  return Object.keys(loaded).filter(
    (field) => !notCompared.has(field) && comparable(loaded[field]) !== comparable(now[field]),
  );
}

/** The document as the server stores it, or undefined when the draft has none (or one no rule can read). */
function storedDocument(values: Record<string, unknown>): string | undefined {
  const typed = text(values.client_doc1);
  if (!typed) return undefined;
  const type = Number(values.client_type) === 1 ? 1 : 0;
  return normalizeClientDocument(typed, type) || undefined;
}

async function duplicates(
  values: Record<string, unknown>,
  read: ReadClients,
  signal?: AbortSignal,
): Promise<DraftProblem[]> {
  const problems: DraftProblem[] = [];
  const document = storedDocument(values);
  if (document) {
    // The same exact match the registration form's duplicate guard uses (renderer/features/registration/find-duplicates.ts).
    const [match] = await read([{ field: 'client_doc1', oper: OPER_EQUAL, value: document }], 1, signal);
    if (match) problems.push({ kind: 'duplicate', field: 'client_doc1', clientPk: match.client_pk });
  }
  const username = text(values.client_username);
  if (username) {
    // Why ILIKE and a check here: the server's uniqueness ignores letter case (client-write-repo), and ILIKE's
    // `_` and `%` match more than themselves, so the rows are narrowed to the exact name, case aside.
    const rows = await read([{ field: 'client_username', oper: OPER_ILIKE, value: username }], 50, signal);
    const match = rows.find((row) => text(row.client_username).toLowerCase() === username.toLowerCase());
    if (match) problems.push({ kind: 'duplicate', field: 'client_username', clientPk: match.client_pk });
  }
  return problems;
}

/**
 * What stands between a pending draft and the server: for a new client, a client that already holds its CPF/CNPJ
 * or user name; for an edit, the client gone, or the fields changed on the server since the form loaded it.
 */
export async function checkDraft(draft: DraftRecord, read: ReadClients, signal?: AbortSignal): Promise<DraftProblem[]> {
  if (draft.form !== 'client') return [];
  const { clientPk, loaded } = pendingFactsOf(draft.values);
  if (clientPk === undefined) return duplicates(draft.values, read, signal);
  const [now] = await read([{ field: 'client_pk', oper: OPER_EQUAL, value: clientPk }], 1, signal);
  if (!now) return [{ kind: 'removed' }];
  const fields = loaded ? changedFields(loaded, now) : [];
  return fields.length > 0 ? [{ kind: 'changed', fields }] : [];
}
