import { and, condition } from '../../../shared/filter/builders.ts';
import type { Filter } from '../../../shared/filter/model.ts';
import { escapeLike } from '../../../shared/filter/like-pattern.ts';
import { OPER_EQUAL, OPER_ILIKE, OPER_IN } from '../../../shared/filter/opers.ts';
import { formatCnpj } from '../../../shared/registration/cnpj.ts';
import { formatCpf } from '../../../shared/registration/cpf.ts';
import type { PaletteSearch } from './classify-query.ts';

/** Rows per kind of search: a handful, enough to tell the right client from its namesakes. */
export const rowsPerKind = 5;

/** What one search asks `clients:list` for: its filter and the column its few rows are sorted by. */
export interface SearchRequest {
  readonly where: Filter;
  readonly sort: string;
}

/**
 * The `where` of one palette search, built with the filter model (shared/filter) on the client list's columns:
 * - document: `client_doc1 IN (digits, punctuated)`. Why both forms: the interface stores the document as
 *   digits (our service strips punctuation on every write), but deployed databases hold documents typed
 *   with their dots and dash too, and an equality on one form never matches the other.
 * - code: `client_pk = n`.
 * - login: `client_username ILIKE 'text%'` (user names are unique regardless of letter case; a prefix finds
 *   the login while it is still being typed).
 * - name: `client_complete_name ILIKE '%word%word%'` (the words in order, anything between them).
 */
export function searchRequest(search: PaletteSearch): SearchRequest {
  switch (search.kind) {
    case 'document': {
      const punctuated = search.document === 'cpf' ? formatCpf(search.normalized) : formatCnpj(search.normalized);
      return {
        where: and(condition('client_doc1', OPER_IN, [search.normalized, punctuated])),
        sort: 'client_complete_name',
      };
    }
    case 'code':
      return { where: and(condition('client_pk', OPER_EQUAL, search.code)), sort: 'client_pk' };
    case 'login':
      return {
        where: and(condition('client_username', OPER_ILIKE, `${escapeLike(search.login)}%`)),
        sort: 'client_username',
      };
    case 'name':
      return {
        where: and(condition('client_complete_name', OPER_ILIKE, `%${search.words.map(escapeLike).join('%')}%`)),
        sort: 'client_complete_name',
      };
  }
}
