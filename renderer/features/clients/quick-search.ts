import { and, condition } from '../../../shared/filter/builders.ts';
import type { Filter } from '../../../shared/filter/model.ts';
import { escapeLike } from '../../../shared/filter/like-pattern.ts';
import { OPER_EQUAL, OPER_ILIKE } from '../../../shared/filter/opers.ts';
import { isValidCnpj, normalizeCnpj } from '../../../shared/registration/cnpj.ts';
import { isValidCpf, normalizeCpf } from '../../../shared/registration/cpf.ts';

/** Longest term the search box takes; the filter allows 500 characters per value, `%…%` included. */
export const quickSearchMaxLength = 200;

/** What the quick search looks for: a document, a name, or nothing. */
export type QuickSearchKind = 'document' | 'name' | 'none';

/** Whether a term is a CPF/CNPJ (by its check digits), a piece of a name, or empty. */
export function quickSearchKind(term: string): QuickSearchKind {
  const trimmed = term.trim();
  if (trimmed === '') return 'none';
  return isValidCpf(trimmed) || isValidCnpj(trimmed) ? 'document' : 'name';
}

/**
 * The `where` filter of a quick search: a valid CPF or CNPJ (punctuated or not) is `client_doc1 = digits`
 * (oper 5); anything else is `client_complete_name ILIKE '%term%'` (oper 10); an empty term is no filter.
 */
export function quickSearchFilter(term: string): Filter {
  const trimmed = term.trim().slice(0, quickSearchMaxLength);
  if (trimmed === '') return [];
  if (isValidCpf(trimmed)) return and(condition('client_doc1', OPER_EQUAL, normalizeCpf(trimmed)));
  if (isValidCnpj(trimmed)) return and(condition('client_doc1', OPER_EQUAL, normalizeCnpj(trimmed)));
  return and(condition('client_complete_name', OPER_ILIKE, `%${escapeLike(trimmed)}%`));
}
