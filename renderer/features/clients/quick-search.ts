import { classifySearch, searchMaxLength, type SearchKind } from '../../../shared/search/search-rule.ts';

/** Longest term the search box takes (the search rule's own bound). */
export const quickSearchMaxLength = searchMaxLength;

/** What a term is searched by (the palette's rule, shared/search): document, code, user name, name; none when empty. */
export function quickSearchKinds(term: string): SearchKind[] {
  return [...new Set(classifySearch(term).searches.map((search) => search.kind))];
}
