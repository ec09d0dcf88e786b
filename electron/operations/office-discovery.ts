import { OPER_GREATER_THAN } from '../../shared/filter/opers.ts';
import type { Filter } from '../../shared/filter/model.ts';

/** An office the server knows, as client records name it. */
export interface Office {
  offices_pk: number;
  offices_identification: string | null;
}

/** One page of a client list, as far as office discovery reads it. */
type ListFirst = (
  where: Filter,
  signal: AbortSignal | undefined,
) => Promise<{ rows: ReadonlyArray<{ offices_pk?: number | null; offices_identification?: string | null }> }>;

/** The most offices discovery asks about; a provider has a head office and some branches. */
export const maxOffices = 200;

/**
 * The offices that hold clients, found through the client list alone: the interface has no office list,
 * so this asks for the one client with the lowest office number above the last one found (one small
 * sorted query per office, a "loose index scan" done through the list operation).
 */
export async function discoverOffices(listFirst: ListFirst, signal?: AbortSignal): Promise<Office[]> {
  const offices: Office[] = [];
  let last: number | undefined;
  while (offices.length < maxOffices) {
    const where: Filter = last === undefined ? [] : [{ field: 'offices_pk', oper: OPER_GREATER_THAN, value: last }];
    const row = (await listFirst(where, signal)).rows[0];
    const pk = row?.offices_pk;
    // Why the "must grow" check: a server that ignored the filter would otherwise loop for ever.
    if (typeof pk !== 'number' || (last !== undefined && pk <= last)) break;
    offices.push({ offices_pk: pk, offices_identification: row?.offices_identification ?? null });
    last = pk;
  }
  return offices;
}
