import { and, condition } from '../filter/builders.ts';
import { escapeLike } from '../filter/like-pattern.ts';
import type { Filter } from '../filter/model.ts';
import { OPER_ILIKE } from '../filter/opers.ts';
import { classifySearch } from './search-rule.ts';
import { searchRequest } from './search-where.ts';

/**
 * The one `where` a server can apply alone for a search text, for what reads the whole result page by page (the
 * export): the name search of the rule (shared/search/search-rule) when there is one, else its first search; for a name one ILIKE per word as typed,
 * accents kept (the server's ILIKE ignores letter case; accents it may not, and a name typed with its accents
 * finds it there). Empty when the text searches nothing.
 */
export function serverFilterOf(text: string): Filter {
  const { searches } = classifySearch(text);
  const first = searches.find((search) => search.kind === 'name') ?? searches[0];
  if (!first) return [];
  if (first.kind !== 'name') return searchRequest(first).where;
  const typed = text.trim().split(/\s+/).filter(Boolean);
  return and(...typed.map((word) => condition('client_complete_name', OPER_ILIKE, `%${escapeLike(word)}%`)));
}
