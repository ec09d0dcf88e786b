import { and } from '../../shared/filter/builders.ts';
import { isJoiner, type Condition, type Filter, type FilterGroup } from '../../shared/filter/model.ts';
import { compareRanked, rankName, type NameRank } from '../../shared/search/name-rank.ts';
import type { ClientSearch, SearchKind } from '../../shared/search/search-rule.ts';
import { nameFilters, searchRequest } from '../../shared/search/search-where.ts';
import type { Client, Page } from '../provider/admin-api.ts';

/** One page of the client list as a search asks for it (always from the first row, ascending). */
export type ListRows = (request: { where: Filter; sort: string; limit: number }) => Promise<Page<Client>>;

/** What one search found: its first rows, how many match in all, and whether `total` is exact. */
export interface SearchGroup {
  readonly kind: SearchKind;
  readonly rows: Client[];
  readonly total: number;
  readonly complete: boolean;
}

/** Rows a name search reads per filter: the matches among them are ranked, so more than are shown. */
export const nameCandidates = 100;

/** What main has learnt of one server's name search. */
export interface NameSearchMemory {
  /** The server's ILIKE was seen to ignore accents (our service does): the plain filter alone is exact. */
  foldsAccents: boolean;
}

/** The name a search compares: the full name, or name and last name when the server sent no full name. */
export function searchedName(row: Client): string {
  return row.client_complete_name?.trim() || `${row.client_name} ${row.client_lastname ?? ''}`.trim();
}

/** ANDs a search's filter with the list's own (the builder's), joiners of the latter dropped. */
function within(search: Filter, scope: Filter): Filter {
  return and(...[...search, ...scope].filter((item): item is Condition | FilterGroup => !isJoiner(item)));
}

/**
 * A name search that works on any server: the plain filter and the accent-blind one (shared/search/search-where)
 * at once, their rows merged, kept only when the folded name holds every folded word (rankName), and ranked
 * exact > prefix > word prefix > contains, then by name and code.
 * Once a server is seen to fold accents itself (a plain row whose name holds a word only once folded: our
 * service), `memory` keeps it and the accent-blind filter (a full scan there) is no longer sent.
 * `total` is exact when the accent-blind filter's rows were all read (every candidate judged), or when the
 * server folds accents and the plain filter's rows were all read; otherwise it is the matches seen, a floor
 * (`complete` false).
 */
export async function searchNames(
  words: readonly string[],
  scope: Filter,
  limit: number,
  list: ListRows,
  memory: NameSearchMemory,
): Promise<SearchGroup> {
  const filters = nameFilters(words);
  const ask = (where: Filter) =>
    list({ where: within(where, scope), sort: 'client_complete_name', limit: Math.max(limit, nameCandidates) });
  const known = memory.foldsAccents;
  const [plain, blind] = await Promise.all([
    ask(filters.plain),
    known ? Promise.resolve(undefined) : ask(filters.accentBlind),
  ]);
  const ranked = new Map<number, { rank: NameRank; name: string; id: number; row: Client }>();
  for (const row of [...plain.rows, ...(blind?.rows ?? [])]) {
    const name = searchedName(row);
    const rank = rankName(name, words);
    if (rank && !ranked.has(row.client_pk)) ranked.set(row.client_pk, { rank, name, id: row.client_pk, row });
  }
  const rows = [...ranked.values()].sort(compareRanked).map((entry) => entry.row);
  const folds =
    known ||
    plain.rows.some((row) => {
      const name = searchedName(row).toLowerCase();
      return words.some((word) => !name.includes(word));
    });
  memory.foldsAccents = folds;
  // Why these bounds: every row of the plain filter is a match (its words, as typed), so its total is a floor; the
  // accent-blind filter's rows hold every match, so its total is a ceiling. Equal, or read to the end, they are exact.
  const blindRead = blind !== undefined && blind.total <= blind.rows.length;
  const bounded = blind !== undefined && blind.total === plain.total;
  const complete = blindRead || bounded || folds;
  const total = blindRead ? rows.length : Math.max(rows.length, plain.total);
  return { kind: 'name', rows: rows.slice(0, limit), total, complete };
}

/** Runs one search of the rule (shared/search/search-rule) within the list's own filter. */
export async function runSearch(
  search: ClientSearch,
  scope: Filter,
  limit: number,
  list: ListRows,
  memory: NameSearchMemory,
): Promise<SearchGroup> {
  if (search.kind === 'name') return searchNames(search.words, scope, limit, list, memory);
  const request = searchRequest(search);
  const page = await list({ where: within(request.where, scope), sort: request.sort, limit });
  return { kind: search.kind, rows: page.rows, total: page.total, complete: page.total <= page.rows.length };
}
