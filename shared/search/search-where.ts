import { and, condition } from '../filter/builders.ts';
import { escapeLike } from '../filter/like-pattern.ts';
import type { Filter } from '../filter/model.ts';
import { OPER_EQUAL, OPER_ILIKE, OPER_IN } from '../filter/opers.ts';
import { formatCnpj } from '../registration/cnpj.ts';
import { formatCpf } from '../registration/cpf.ts';
import type { ClientSearch } from './search-rule.ts';

/** What one search asks `client/list` for: its filter and the column its rows are sorted by. */
export interface SearchRequest {
  readonly where: Filter;
  readonly sort: string;
}

// Letters Portuguese writes with accents (á à â ã, é ê, í, ó ô õ, ú ü, ç): in a pattern that must find the
// accented spelling on a server whose ILIKE compares accents, each stands for any one character.
const accentable = /[aeiouc]/g;

/** A folded word as an ILIKE pattern that also matches its accented spellings: `araujo` → `_r__j_`. */
export function accentBlindPattern(word: string): string {
  return escapeLike(word).replace(accentable, '_');
}

/**
 * The name filters of folded words, one condition per word (so any order matches), joined by AND:
 * - `plain`: each word as typed (`%araujo%`): exact where the server folds accents (our service does) or the
 *   stored name has none;
 * - `accentBlind`: each word with its accentable letters as `_` (`%_r__j_%`): finds "Araújo" on any server, with
 *   false positives ("Arrojo") that main drops by comparing folded text (rankName).
 */
export function nameFilters(words: readonly string[]): { plain: Filter; accentBlind: Filter } {
  const each = (pattern: (word: string) => string): Filter =>
    and(...words.map((word) => condition('client_complete_name', OPER_ILIKE, `%${pattern(word)}%`)));
  return { plain: each(escapeLike), accentBlind: each(accentBlindPattern) };
}

/**
 * The `where` of one search, built with the filter model (shared/filter) on the client list's columns:
 * - whole document: `client_doc1 IN (digits, punctuated)`. Why both forms: the interface stores the document as
 *   digits (our service strips punctuation on every write), but deployed databases hold documents typed
 *   with their dots and dash too, and an equality on one form never matches the other;
 * - part of a document: `client_doc1 ILIKE '%digits%'`;
 * - code: `client_pk = n`;
 * - login: `client_username ILIKE 'text%'` (user names are unique regardless of letter case; a prefix finds
 *   the login while it is still being typed);
 * - name: the plain filter of nameFilters (main adds the accent-blind one).
 */
export function searchRequest(search: ClientSearch): SearchRequest {
  switch (search.kind) {
    case 'document': {
      if (search.document === 'part')
        return {
          where: and(condition('client_doc1', OPER_ILIKE, `%${search.digits}%`)),
          sort: 'client_complete_name',
        };
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
      return { where: nameFilters(search.words).plain, sort: 'client_complete_name' };
  }
}
