import { isCondition, type Filter } from '../../shared/filter/model.ts';
import { OPER_EQUAL, OPER_NOT_EQUAL } from '../../shared/filter/opers.ts';
import { classifySearch, type ClientSearch, type SearchKind } from '../../shared/search/search-rule.ts';
import type { Client } from '../provider/admin-api.ts';
import type { CachedClient, CachedPage, CachedStatus, ClientCache } from './client-cache.ts';

/** The list's default order: by name, as the copy keeps it. */
const nameSort = 'client_complete_name';

/**
 * Which of the copy's views a `clients:list` or `clients:search` filter is, if any: no filter (all clients), or
 * only the status toggle's condition (`client_status = 0` active, `<> 0` the others; renderer's status-filter.ts).
 * Any other filter goes to the server only: the copy cannot run the filter language.
 */
export function cachedView(where: Filter): CachedStatus | undefined {
  if (where.length === 0) return 'all';
  const [only] = where;
  if (where.length !== 1 || !only || !isCondition(only)) return undefined;
  if (only.field !== 'client_status' && only.field !== 'client.client_status') return undefined;
  if (only.value !== 0) return undefined;
  if (only.oper === OPER_EQUAL) return 'active';
  if (only.oper === OPER_NOT_EQUAL) return 'inactive';
  return undefined;
}

/** Whether a list's order is the copy's own (by name ascending; none asked is the grid's default too). */
export function cachedOrder(sort: string | undefined, dir: 'ASC' | 'DESC' | undefined): boolean {
  return (sort === undefined || sort === nameSort) && dir !== 'DESC';
}

/** A page of the copy as `clients:list` answers it, with the age of its oldest row; undefined when it holds none. */
export function listFromCopy(
  cache: ClientCache,
  args: { start: number; limit: number; sort?: string | undefined; dir?: 'ASC' | 'DESC' | undefined; where: Filter },
): { rows: Client[]; total: number; cachedAt: number } | undefined {
  const view = cachedView(args.where);
  if (view === undefined || !cachedOrder(args.sort, args.dir) || cache.size === 0) return undefined;
  const page = cache.page(args.start, args.limit, view);
  return page.rows.length === 0 ? undefined : withAge(page, page.rows);
}

/** One client from the copy, as `clients:get` answers it. */
export function getFromCopy(cache: ClientCache, clientPk: number): { record: Client; cachedAt: number } | undefined {
  const kept = cache.get(clientPk);
  return kept ? { record: kept.record, cachedAt: kept.fetchedAt } : undefined;
}

/** How many matches a search of the copy reads before its status filter, per row shown. */
const overRead = 4;

/**
 * The copy's answer to `clients:search`: the same rule (shared/search) over the copy, its matches grouped by the kind
 * of search each answers, the status toggle applied; undefined for a filter the copy cannot run, or an empty copy.
 */
export function searchFromCopy(
  cache: ClientCache,
  args: { text: string; where: Filter; limit: number },
): { invalidDocument: boolean; cachedAt: number; groups: SearchGroupOfCopy[] } | undefined {
  const view = cachedView(args.where);
  if (view === undefined || cache.size === 0) return undefined;
  // Why nothing found is no answer: the copy may only lack the client; the server's answer (or its error) stands.
  const query = classifySearch(args.text);
  const found = cache.search(args.text, view === 'all' ? args.limit : args.limit * overRead);
  const kept = found.rows.filter((row) => view === 'all' || (row.record.client_status === 0) === (view === 'active'));
  const shown = kept.slice(0, args.limit);
  if (shown.length === 0) return undefined;
  const total = view === 'all' ? found.total : kept.length;
  const groups = new Map<SearchKind, Client[]>();
  for (const row of shown) {
    const kind = kindOf(row, query.searches);
    groups.set(kind, [...(groups.get(kind) ?? []), row.record]);
  }
  return {
    invalidDocument: query.invalidDocument,
    cachedAt: withAge(found, shown).cachedAt,
    groups: [...groups].map(([kind, rows]) => ({
      kind,
      rows,
      total: groups.size === 1 ? total : rows.length,
      complete: total <= shown.length,
    })),
  };
}

/** One group of a search answered by the copy. */
export interface SearchGroupOfCopy {
  kind: SearchKind;
  rows: Client[];
  total: number;
  complete: boolean;
}

/** The first search of the query a row answers (a name when none of the exact kinds). */
function kindOf(row: CachedClient, searches: readonly ClientSearch[]): SearchKind {
  const record = row.record;
  const digits = (record.client_doc1 ?? '').replace(/\D/g, '');
  for (const search of searches) {
    if (search.kind === 'document') {
      const wanted = search.document === 'part' ? search.digits : search.normalized.replace(/\D/g, '');
      if (wanted !== '' && digits.includes(wanted)) return 'document';
    }
    if (search.kind === 'code' && record.client_pk === search.code) return 'code';
    if (search.kind === 'login' && (record.client_username ?? '').toLowerCase() === search.login.toLowerCase())
      return 'login';
  }
  return 'name';
}

function withAge(page: CachedPage, rows: readonly CachedClient[]): { rows: Client[]; total: number; cachedAt: number } {
  const oldest = rows.reduce<number | undefined>(
    (at, row) => (at === undefined || row.fetchedAt < at ? row.fetchedAt : at),
    undefined,
  );
  return {
    rows: rows.map((row) => row.record),
    total: page.total,
    cachedAt: oldest ?? page.oldestFetchedAt ?? 0,
  };
}
