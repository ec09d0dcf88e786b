import type { TFunction } from 'i18next';
import type { DraftProblem } from '../../../shared/ipc/contract.ts';

/** A problem of a draft's check, worded for the clerk, with what the row offers for it. */
export interface WordedProblem {
  text: string;
  /** A client record to open instead (a duplicate CPF/CNPJ). */
  openClientPk?: number;
  /** Whether reviewing the draft in its form settles it (a taken user name, changed fields). */
  review: boolean;
}

/** The name of a client as the problem shows it: the first name and the initial of the last ("Maria S…"). */
export function shortName(
  record: { client_name?: unknown; client_lastname?: unknown } | null | undefined,
): string | undefined {
  if (!record) return undefined;
  const first = typeof record.client_name === 'string' ? record.client_name.trim() : '';
  const last = typeof record.client_lastname === 'string' ? record.client_lastname.trim() : '';
  if (!first) return undefined;
  return last ? `${first} ${last.charAt(0)}…` : first;
}

/**
 * Words a check's problems. `fieldLabel` names a column as the client list does (never its key), `nameOf` the
 * client a duplicate belongs to (read from the server by the caller), `company` whether the draft is a company's.
 */
export function wordProblems(
  problems: readonly DraftProblem[],
  t: TFunction<'offline-drafts'>,
  fieldLabel: (field: string) => string | undefined,
  nameOf: (clientPk: number) => string | undefined,
  company: boolean,
): WordedProblem[] {
  return problems.map((problem) => {
    if (problem.kind === 'duplicate') {
      const name = nameOf(problem.clientPk) ?? t('problem.unknownName');
      return problem.field === 'client_doc1'
        ? {
            text: t('problem.duplicateDocument', { document: company ? 'CNPJ' : 'CPF', pk: problem.clientPk, name }),
            openClientPk: problem.clientPk,
            review: false,
          }
        : { text: t('problem.duplicateUsername', { pk: problem.clientPk, name }), review: true };
    }
    if (problem.kind === 'changed') {
      const labels = [...new Set(problem.fields.map((field) => fieldLabel(field) ?? t('problem.otherField')))];
      return { text: t('problem.changed', { fields: labels.join(', ') }), review: true };
    }
    return { text: t('problem.removed'), review: false };
  });
}
