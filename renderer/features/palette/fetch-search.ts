import type { ChannelOutput } from '../../../shared/ipc/contract.ts';
import { unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';
import type { PaletteSearch } from './classify-query.ts';
import type { PaletteClient } from './palette-items.ts';
import { rowsPerKind, searchRequest } from './search-where.ts';

type ClientRecord = ChannelOutput<'clients:list'>['rows'][number];

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

/** The first rows of one search, and how many clients match it in all. */
export interface SearchAnswer {
  readonly clients: readonly PaletteClient[];
  readonly total: number;
}

/** Runs one search through `clients:list`; when `signal` aborts (a newer text), main cancels the call. */
export async function fetchSearch(search: PaletteSearch, signal: AbortSignal): Promise<SearchAnswer> {
  const request = searchRequest(search);
  const page = unwrap(
    await desk.clientsList(
      { start: 0, limit: rowsPerKind, sort: request.sort, dir: 'ASC', where: request.where },
      { signal, idPrefix: 'palette' },
    ),
  );
  return { clients: page.rows.map(paletteClientOf), total: page.total };
}
