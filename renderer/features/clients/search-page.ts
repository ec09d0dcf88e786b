import type { ChannelOutput } from '../../../shared/ipc/contract.ts';
import { portugueseOrder } from '../../../shared/search/name-rank.ts';
import type { SearchKind } from '../../../shared/search/search-rule.ts';
import { pageStart } from '../../grid/paging.ts';

type SearchAnswer = ChannelOutput<'clients:search'>;
type ClientRow = SearchAnswer['groups'][number]['rows'][number];

/** The clients a search found, as one list: by kind (document, code, user name, name), each best first, once each. */
export interface SearchMatches {
  readonly rows: readonly ClientRow[];
  /** The kinds that found something. */
  readonly kinds: readonly SearchKind[];
  /** Whether some kind matched more clients than it answered (the list shows the first ones only). */
  readonly more: boolean;
  /** How many clients the search found in all (the largest kind's total; a floor when `foundExact` is false). */
  readonly found: number;
  /** Whether `found` is exact (every kind's total is). */
  readonly foundExact: boolean;
  /** When the answer came from the local copy (issue 46): the fetch time of its oldest row. */
  readonly cachedAt?: number | undefined;
}

/** Joins the groups of a `clients:search` answer in their order, each client once (its first group wins). */
export function mergeSearchGroups(answer: SearchAnswer): SearchMatches {
  const seen = new Set<number>();
  const rows: ClientRow[] = [];
  const kinds: SearchKind[] = [];
  let more = false;
  let found = 0;
  let foundExact = true;
  for (const group of answer.groups) {
    if (group.rows.length > 0) kinds.push(group.kind);
    more ||= !group.complete || group.total > group.rows.length;
    found = Math.max(found, group.total);
    foundExact &&= group.complete;
    for (const row of group.rows) {
      if (seen.has(row.client_pk)) continue;
      seen.add(row.client_pk);
      rows.push(row);
    }
  }
  const merged = { rows, kinds, more, found: Math.max(found, rows.length), foundExact };
  return answer.cachedAt === undefined ? merged : { ...merged, cachedAt: answer.cachedAt };
}

const valueOf = (row: ClientRow, column: string): unknown => (row as Record<string, unknown>)[column];

const cellText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

/** Compares two cells: numbers as numbers, text in Portuguese order, empty last. */
function compareCells(a: unknown, b: unknown): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return Number(emptyA) - Number(emptyB);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return portugueseOrder(cellText(a), cellText(b));
}

/**
 * One page of the matches. `sort` undefined keeps the search's order (how well each matches); a column sorts the
 * matches by it (Portuguese order for text), the client code as tie-break.
 */
export function searchPage(
  matches: SearchMatches,
  page: { page: number; pageSize: number; sort?: string | undefined; dir: 'ASC' | 'DESC' },
): { total: number; rows: ClientRow[]; found?: { count: number; exact: boolean }; cachedAt?: number } {
  const { sort } = page;
  const sign = page.dir === 'DESC' ? -1 : 1;
  const ordered =
    sort === undefined
      ? [...matches.rows]
      : [...matches.rows].sort(
          (a, b) => sign * (compareCells(valueOf(a, sort), valueOf(b, sort)) || a.client_pk - b.client_pk),
        );
  const start = pageStart(page.page, page.pageSize);
  const rows = ordered.slice(start, start + page.pageSize);
  const copy = matches.cachedAt === undefined ? {} : { cachedAt: matches.cachedAt };
  // Why told: the list pages through the best matches only; the clerk must know the rest exist (narrow the search).
  if (!matches.more || matches.found <= ordered.length) return { total: ordered.length, rows, ...copy };
  return { total: ordered.length, rows, found: { count: matches.found, exact: matches.foundExact }, ...copy };
}
