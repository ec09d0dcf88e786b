import { z } from 'zod';
import type { ClientCache } from './client-cache.ts';

/** Where the copy keeps the units the server has (sealed, like every meta value). */
const officesMeta = 'offices';
/** The kept units, checked when read back: a damaged value is a failure, never units made up. */
const keptOfficesSchema = z.array(z.object({ offices_pk: z.number(), offices_identification: z.string().nullable() }));

/** The units of the server as `clients:offices` answers them. */
export type KeptOffices = z.infer<typeof keptOfficesSchema>;

/** The units the copy holds, or undefined when it holds none. */
export function officesFromCopy(clients: ClientCache): { offices: KeptOffices } | undefined {
  const kept = clients.meta(officesMeta);
  return kept === undefined ? undefined : { offices: keptOfficesSchema.parse(JSON.parse(kept)) };
}

/** Keeps the units the server just answered. */
export function keepOffices(clients: ClientCache, offices: KeptOffices): void {
  clients.setMeta(officesMeta, JSON.stringify(offices));
}
