import type { ChannelOutput } from '../../../shared/ipc/contract.ts';
import type { SearchKind } from '../../../shared/search/search-rule.ts';
import { unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';
import type { PaletteClient } from './palette-items.ts';

type ClientRecord = ChannelOutput<'clients:search'>['groups'][number]['rows'][number];

/** Rows per kind of search: a handful, enough to tell the right client from its namesakes. */
export const rowsPerKind = 5;

/** A listed client as the palette shows it (the full name, or name and last name when the server sent no full name). */
export function paletteClientOf(record: ClientRecord): PaletteClient {
  const name =
    record.client_complete_name?.trim() ||
    [record.client_name, record.client_lastname].filter(Boolean).join(' ').trim() ||
    `#${record.client_pk}`;
  return {
    id: record.client_pk,
    name,
    document: record.client_doc1 ?? undefined,
    login: record.client_username ?? undefined,
    status: record.client_status,
    record,
  };
}

/** The first rows of each kind of search (names best match first), and whether some kind matched more. */
export interface SearchAnswer {
  readonly results: Partial<Record<SearchKind, readonly PaletteClient[]>>;
  readonly more: boolean;
  /** When the answer came from the local copy (issue 46): the fetch time of its oldest row. */
  readonly cachedAt?: number | undefined;
}

/**
 * Runs the search rule in main (`clients:search`); when `signal` aborts (a newer text), main cancels the call.
 * `source: 'cache'` asks the local copy alone (issue 46), answered at once.
 */
export async function fetchSearch(
  text: string,
  signal: AbortSignal,
  source: 'server' | 'cache' = 'server',
): Promise<SearchAnswer> {
  const input = { text, limit: rowsPerKind, ...(source === 'cache' ? { source } : {}) };
  const answer = unwrap(
    await desk.clientsSearch(input, { signal, idPrefix: source === 'cache' ? 'palette-cache' : 'palette' }),
  );
  const results: Partial<Record<SearchKind, readonly PaletteClient[]>> = {};
  let more = false;
  for (const group of answer.groups) {
    results[group.kind] = group.rows.map(paletteClientOf);
    more ||= group.total > group.rows.length || !group.complete;
  }
  return answer.cachedAt === undefined ? { results, more } : { results, more, cachedAt: answer.cachedAt };
}
