/** Fills an empty database with a deterministic, realistic demo provider: offices, staff, clients and their services. */
import { hashPassword } from '../auth/password-hash.ts';
import { hashParamsFor } from '../auth/published-passwords.ts';
import { haltPoint } from '../db/halt-point.ts';
import type { SqlEngine, SqlExecutor } from '../db/sql-engine.ts';
import { insertRows } from './bulk-insert.ts';
import { demoStaffUsers } from './demo-staff.ts';
import { insertFixedRows } from './fixed-rows.ts';
import { generateBatch } from './generate-batch.ts';
import { createGenerationContext } from './generation-context.ts';
import { resetSequences } from './reset-sequences.ts';
import { initialCursor } from './seed-cursor.ts';
import { isDatabaseEmpty } from './seed-is-needed.ts';
import type { ClientRow, SeedBatch } from './seed-rows.ts';
import {
  clientTable,
  connectionTable,
  contractTable,
  invoiceTable,
  serviceOrderTable,
  supportTable,
} from './seed-tables.ts';
import { supportTaskKinds } from './support-catalog.ts';

/** Options of `seedDemoData`. */
export interface SeedDemoOptions {
  /** Number of clients, 1 … 1,000,000. */
  clients: number;
  /** Seed of the generator (default 1): the same seed and `today` give the same rows, password hashes aside (salted). */
  seed?: number;
  /** Reference day `YYYY-MM-DD` for all dates (default: the database's current_date, read once). */
  today?: string;
  /** Password of the staff users `admin` and `operador`. */
  staffPassword: string;
  /** Password of every client's client-area login. */
  clientPassword: string;
  /** Seals the client password for storage (the service's sealer); without it the clients get the hash alone. */
  sealPassword?: (password: string) => string;
  /** Called after each batch with clients done and the total. */
  onProgress?: (done: number, total: number) => void;
}

/** A client-area login to try the demo with. */
export interface SampleClientLogin {
  username: string;
  client_pk: number;
  name: string;
}

/** What `seedDemoData` inserted. */
export interface DemoSeedSummary {
  offices: number;
  staff: Array<{ username: string }>;
  clients: number;
  contracts: number;
  invoices: number;
  connections: number;
  supportOrders: number;
  tasks: number;
  sampleClientLogins: SampleClientLogin[];
}

/** Largest supported size (address pools and tax-id spaces are sized well beyond it). */
export const maxDemoClients = 1_000_000;

const clientsPerBatch = 5_000;

// Why one hash per distinct password (the demo's published ones at published-passwords.ts's cost): scrypt at N=2^17 takes about 0.3 s and 128 MiB per hash by design, so
// hashing once per client would take days for a million clients. Every client gets the same password, and
// any hash of it verifies it, so one hash (one salt) serves them all; the staff likewise. A customer or
// operator who changes the password gets a hash of their own.

/** Seeds the demo provider into an empty database in one transaction; throws if the database holds offices. */
export async function seedDemoData(engine: SqlEngine, options: SeedDemoOptions): Promise<DemoSeedSummary> {
  const { clients: total, seed = 1, onProgress } = options;
  if (!Number.isInteger(total) || total < 1 || total > maxDemoClients) {
    throw new RangeError(`clients must be an integer from 1 to ${maxDemoClients}, got ${total}`);
  }
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  if (!(await isDatabaseEmpty(engine)))
    throw new Error('The database already holds data; demo data goes only into an empty one');
  const today = options.today ?? (await readDatabaseToday(engine));
  const [staffHash, clientHash] = await Promise.all([
    hashPassword(options.staffPassword, hashParamsFor(options.staffPassword)),
    hashPassword(options.clientPassword, hashParamsFor(options.clientPassword)),
  ]);
  const [staffHashes, clientHashes] = [[staffHash], [clientHash]];
  // Why one sealed copy for every customer, like the hash: a seal costs a cipher set-up (tens of µs, 100k clients
  // took seconds more). The same password under the same nonce gives the same value, which tells only what the
  // shared hash already tells (these customers share a password); AES-GCM's nonce rule is broken only by two
  // different texts under one nonce. A customer whose password is set later gets a seal of its own.
  const sealedClientPassword = options.sealPassword ? options.sealPassword(options.clientPassword) : null;
  const context = createGenerationContext({
    seed,
    today,
    clientPasswordHashes: clientHashes,
    staffPks: demoStaffUsers.map((user) => user.staff_pk),
  });

  // One transaction (all or nothing: a failed seed leaves an empty database, seeded again at next start),
  // filled in batches of 5,000 clients with one `insert … unnest` per table and batch.
  const seeded = await engine.transaction(async (tx) => {
    await insertFixedRows(tx, context.offices, staffHashes);
    const summary: DemoSeedSummary = {
      offices: context.offices.length,
      staff: demoStaffUsers.map((user) => ({ username: user.username })),
      clients: 0,
      contracts: 0,
      invoices: 0,
      connections: 0,
      supportOrders: 0,
      tasks: supportTaskKinds.length,
      sampleClientLogins: [],
    };
    onProgress?.(0, total);
    let cursor = initialCursor();
    while (summary.clients < total) {
      const batch = generateBatch(context, cursor, Math.min(clientsPerBatch, total - summary.clients));
      cursor = batch.cursor;
      for (const client of batch.rows.clients) client.client_password_sealed = sealedClientPassword;
      await insertBatch(tx, batch.rows);
      addToSummary(summary, batch.rows);
      onProgress?.(summary.clients, total);
      await haltPoint(`seed-batch-${Math.ceil(summary.clients / clientsPerBatch)}`);
    }
    await resetSequences(tx);
    return summary;
  });
  await haltPoint('seed-committed');
  return seeded;
}

/** The database's current date as `YYYY-MM-DD`. */
async function readDatabaseToday(executor: SqlExecutor): Promise<string> {
  const [row] = await executor.query<{ today: string }>('select current_date::text as today');
  if (!row) throw new Error('The database did not return its current date');
  return row.today;
}

/** Inserts one batch, parents before children (foreign keys are checked per statement). */
async function insertBatch(executor: SqlExecutor, rows: SeedBatch): Promise<void> {
  await insertRows(executor, clientTable, rows.clients);
  await insertRows(executor, contractTable, rows.contracts);
  await insertRows(executor, invoiceTable, rows.invoices);
  await insertRows(executor, connectionTable, rows.connections);
  await insertRows(executor, supportTable, rows.supports);
  await insertRows(executor, serviceOrderTable, rows.serviceOrders);
}

const sampleLoginCount = 5;

function addToSummary(summary: DemoSeedSummary, rows: SeedBatch): void {
  summary.clients += rows.clients.length;
  summary.contracts += rows.contracts.length;
  summary.invoices += rows.invoices.length;
  summary.connections += rows.connections.length;
  summary.supportOrders += rows.serviceOrders.length;
  if (summary.sampleClientLogins.length === 0) summary.sampleClientLogins = sampleLogins(rows.clients);
}

/** A few active clients to log in as: individuals first, plus one company when there is one. */
function sampleLogins(clients: readonly ClientRow[]): SampleClientLogin[] {
  const active = clients.filter((client) => client.client_status === 0);
  const company = active.find((client) => client.client_type === 1);
  const picked = active
    .filter((client) => client.client_type === 0)
    .slice(0, company ? sampleLoginCount - 1 : sampleLoginCount);
  if (company) picked.push(company);
  return picked.map((client) => ({
    username: client.client_username,
    client_pk: client.client_pk,
    name: `${client.client_name} ${client.client_lastname}`.trim(),
  }));
}
