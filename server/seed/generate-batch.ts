/** Generates all rows of the next `count` clients: pure, deterministic for a given context and cursor. */
import { generateClient } from './generate-client.ts';
import { generateConnection } from './generate-connection.ts';
import { generateContracts } from './generate-contracts.ts';
import { generateInvoices } from './generate-invoices.ts';
import { generateSupportOrders } from './generate-support.ts';
import type { GenerationContext } from './generation-context.ts';
import { createPrng, mixSeed } from './prng.ts';
import { copyCursor, type SeedCursor } from './seed-cursor.ts';
import type { SeedBatch } from './seed-rows.ts';

/** The rows of one batch and the cursor to continue from. */
export interface BatchResult {
  readonly rows: SeedBatch;
  readonly cursor: SeedCursor;
}

/** Rows of clients `cursor.nextClientPk …` + `count` − 1 with their contracts, invoices, connections and orders. */
export function generateBatch(context: GenerationContext, cursor: SeedCursor, count: number): BatchResult {
  const next = copyCursor(cursor);
  const rows: SeedBatch = {
    clients: [],
    contracts: [],
    invoices: [],
    connections: [],
    supports: [],
    serviceOrders: [],
  };
  for (let i = 0; i < count; i++) {
    const clientPk = next.nextClientPk++;
    // One stream per client: its rows depend on (seed, client number) only, never on the batch size.
    const prng = createPrng(mixSeed(context.seed, clientPk));
    const client = generateClient(context, clientPk, prng);
    rows.clients.push(client.row);
    for (const contract of generateContracts(context, client, prng, next)) {
      rows.contracts.push(contract.row);
      rows.invoices.push(...generateInvoices(context, client, contract, prng, next));
      const connection = generateConnection(context, client, contract, prng, next);
      if (connection) rows.connections.push(connection);
    }
    const support = generateSupportOrders(context, client, prng, next);
    rows.supports.push(...support.supports);
    rows.serviceOrders.push(...support.serviceOrders);
  }
  return { rows, cursor: next };
}
