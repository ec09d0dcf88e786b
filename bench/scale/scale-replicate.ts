// Grows a seeded demo database ×N in SQL: the clients and their connections copied with new keys, new
// unique CPF/CNPJ values, new user names and new, non-overlapping connection addresses. Why not the demo
// generator: it seeds about 100,000 clients a minute, so 1,000,000 would take ten.
import type { SqlEngine, SqlExecutor } from '../../server/db/sql-engine.ts';
import { cgnatPool, privatePool, type Ipv4Pool } from '../../server/seed/network-addresses.ts';
import { mixSeed } from '../../server/seed/prng.ts';
import { createIndexes, dropIndexes, readSecondaryIndexes, type IndexBuild } from './scale-indexes.ts';

const cpfWeights = [
  [10, 9, 8, 7, 6, 5, 4, 3, 2],
  [11, 10, 9, 8, 7, 6, 5, 4, 3, 2],
] as const;
const cnpjWeights = [
  [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
] as const;

/** SQL for the modulo-11 check digit (as text) of the digit string `expr`, weighted by `weights` (shared/registration/check-digit.ts). */
export function mod11DigitSql(expr: string, weights: readonly number[]): string {
  const sum = weights.map((weight, index) => `substr(${expr}, ${index + 1}, 1)::int * ${weight}`).join(' + ');
  return `(case when (${sum}) % 11 < 2 then 0 else 11 - (${sum}) % 11 end)::text`;
}

/** The FROM items (lateral steps) that compute `<name>` = the 9-digit `base` with its two check digits, each step once per row. */
// Why `offset 0` in every step: it keeps PostgreSQL from pulling the subquery up, which would paste each
// step's expression into the next one (hundreds of copies per row, minutes for a million rows).
function checkDigitSteps(name: string, base: string, weights: readonly [readonly number[], readonly number[]]): string {
  return [
    `cross join lateral (select ${base} as ${name}_b offset 0) as ${name}_1`,
    `cross join lateral (select ${name}_b || ${mod11DigitSql(`${name}_b`, weights[0])} as ${name}_c offset 0) as ${name}_2`,
    `cross join lateral (select ${name}_c || ${mod11DigitSql(`${name}_c`, weights[1])} as ${name} offset 0) as ${name}_3`,
  ].join('\n');
}

/** Lateral steps computing `cpf`: the CPF of client number `pkExpr`, as server/seed/tax-ids.ts cpfForClient computes it (offset `offsetParam`). */
export function cpfSteps(pkExpr: string, offsetParam: string): string {
  const raw = `cross join lateral (select ((${pkExpr})::bigint * 387420489 + ${offsetParam}::bigint) % 1000000000 as cpf_raw offset 0) as cpf_0`;
  // The seed's rule: a base of one repeated digit (111111111) is never issued, so it moves to the next number.
  const base =
    "lpad((case when cpf_raw % 111111111 = 0 then (cpf_raw + 1) % 1000000000 else cpf_raw end)::text, 9, '0')";
  return `${raw}\n${checkDigitSteps('cpf', base, cpfWeights)}`;
}

/** Lateral steps computing `cnpj`: the numeric CNPJ of client number `pkExpr` (head establishment 0001), as cnpjForClient computes it. */
export function cnpjSteps(pkExpr: string, offsetParam: string): string {
  const base = `lpad((((${pkExpr})::bigint * 43046721 + ${offsetParam}::bigint) % 100000000)::text, 8, '0') || '0001'`;
  return checkDigitSteps('cnpj', base, cnpjWeights);
}

/** SQL of the `indexExpr`-th address of an IPv4 pool, as server/seed/network-addresses.ts ipv4ForIndex computes it. */
export function ipv4Sql(pool: Ipv4Pool, indexExpr: string, seed: number): string {
  const capacity = pool.subnets * 254;
  const [first, second] = pool.firstOctets;
  const offset = mixSeed(seed, first, second) % capacity;
  const slot = `(((${indexExpr})::bigint * 1000003 + ${offset}) % ${capacity})`;
  const subnet = `(${slot} / 254)`;
  return `(${first} || '.' || (${second} + (${subnet} >> 8)) || '.' || (${subnet} & 255) || '.' || (${slot} % 254 + 1))::inet`;
}

/** The generated columns a copy must leave out (PostgreSQL computes them). */
const generatedColumnsSql = `select column_name as name from information_schema.columns
  where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`;

async function columnsOf(db: SqlExecutor, table: string): Promise<string[]> {
  return (await db.query<{ name: string }>(generatedColumnsSql, [table])).map((row) => row.name);
}

/** Replaces some columns of a copied row by SQL expressions; the others are copied as they are. */
function copySelect(columns: readonly string[], alias: string, replaced: Readonly<Record<string, string>>): string {
  return columns.map((column) => replaced[column] ?? `${alias}.${column}`).join(', ');
}

/** How a database was grown: the copies made and how long each step took. */
export interface ReplicationFigures {
  factor: number;
  clientsBefore: number;
  clientsAfter: number;
  connectionsAfter: number;
  copyClientsMs: number;
  copyConnectionsMs: number;
  /** The secondary indexes of client and network_cpe, dropped for the copy and rebuilt after it. */
  indexBuilds: IndexBuild[];
  vacuumAnalyzeMs: number;
  /** The whole growth: copies, index builds, VACUUM ANALYZE. */
  totalMs: number;
}

/**
 * Grows the database ×`factor`: every client copied `factor − 1` times (copy k: client_pk + k × max(client_pk)), and each
 * connection with it; the secondary indexes of both tables are dropped for the copy and rebuilt after it, then VACUUM
 * ANALYZE. Contracts, invoices and support orders are not copied: the client list reads only client, offices and
 * network_cpe. Sequences are moved past the new keys.
 */
export async function replicateClients(engine: SqlEngine, factor: number, seed: number): Promise<ReplicationFigures> {
  const started = performance.now();
  // Why drop first: a million inserts into a trigram GIN and five B-trees cost minutes; building them after costs seconds.
  const indexes = await readSecondaryIndexes(engine, ['client', 'network_cpe']);
  await dropIndexes(engine, indexes);
  const copies = await copyRows(engine, factor, seed);
  const indexBuilds = await createIndexes(engine, indexes);
  const vacuumStarted = performance.now();
  await engine.exec('vacuum analyze');
  const vacuumAnalyzeMs = performance.now() - vacuumStarted;
  return { ...copies, indexBuilds, vacuumAnalyzeMs, totalMs: performance.now() - started };
}

/**
 * Copies every client `factor − 1` times (copy k: client_pk + k × max(client_pk)), and each connection of an
 * active or deactivated client with it, on any engine. Contracts, invoices and support orders are not copied:
 * the client list reads only client, offices and network_cpe. Sequences are moved past the new keys.
 */
async function copyRows(
  db: SqlExecutor,
  factor: number,
  seed: number,
): Promise<Omit<ReplicationFigures, 'indexBuilds' | 'vacuumAnalyzeMs' | 'totalMs'>> {
  if (!Number.isInteger(factor) || factor < 2)
    throw new RangeError(`replication factor must be a whole number ≥ 2, not ${factor}`);
  const [keys] = await db.query<{ clients: number; maxClient: number; maxCpe: number }>(
    'select (select count(*)::int from client) as "clients", (select max(client_pk) from client) as "maxClient", (select coalesce(max(network_cpe_pk), 0) from network_cpe) as "maxCpe"',
  );
  if (!keys || keys.clients === 0) throw new Error('nothing to replicate: the database holds no clients');
  const newPk = `c.client_pk + k * ${keys.maxClient}`;
  const clientColumns = await columnsOf(db, 'client');
  let started = performance.now();
  await db.query(
    `insert into client (${clientColumns.join(', ')})
     select ${copySelect(clientColumns, 'c', {
       client_pk: newPk,
       client_username: `case when c.client_username is null or c.client_username = '' then c.client_username else c.client_username || '.' || k end`,
       client_doc1: 'case when c.client_type = 0 then cpf else cnpj end',
     })}
     from generate_series(1, ${factor - 1}) as k cross join client c
     ${cpfSteps(newPk, '$1')}
     ${cnpjSteps(newPk, '$2')}
     where c.client_pk <= ${keys.maxClient}`,
    [mixSeed(seed, 0xc0f) % 1_000_000_000, mixSeed(seed, 0xc11) % 100_000_000],
  );
  const copyClientsMs = performance.now() - started;
  // Why per pool: the seed numbers fibre (CGNAT) and radio (10/8) addresses separately from 0; copies take the
  // next numbers of the same pool, so they never meet an address in use and spread over the pool alike.
  const [pools] = await db.query<{ fibre: number; radio: number }>(
    'select count(*) filter (where network_cpe_fiber = 1)::int as fibre, count(*) filter (where network_cpe_fiber <> 1)::int as radio from network_cpe',
  );
  const cpeColumns = await columnsOf(db, 'network_cpe');
  const copyIndex = (poolSize: number): string => `${poolSize} * k + n.pool_rank`;
  started = performance.now();
  await db.query(
    `insert into network_cpe (${cpeColumns.join(', ')})
     select ${copySelect(cpeColumns, 'n', {
       network_cpe_pk: `n.network_cpe_pk + k * ${keys.maxCpe}`,
       client_pk: `n.client_pk + k * ${keys.maxClient}`,
       contract_pk: 'null',
       network_cpe_username: `case when n.network_cpe_username = '' then '' else n.network_cpe_username || '.' || k end`,
       network_cpe_ip: `case when n.network_cpe_fiber = 1 then ${ipv4Sql(cgnatPool, copyIndex(pools?.fibre ?? 0), seed)} else ${ipv4Sql(privatePool, copyIndex(pools?.radio ?? 0), seed)} end`,
     })}
     from generate_series(1, ${factor - 1}) as k
     cross join (select *, row_number() over (partition by network_cpe_fiber = 1 order by network_cpe_pk) - 1 as pool_rank
                 from network_cpe where network_cpe_pk <= ${keys.maxCpe}) n`,
  );
  const copyConnectionsMs = performance.now() - started;
  await db.query(`select setval(pg_get_serial_sequence('client', 'client_pk'), (select max(client_pk) from client))`);
  await db.query(
    `select setval(pg_get_serial_sequence('network_cpe', 'network_cpe_pk'), (select max(network_cpe_pk) from network_cpe))`,
  );
  const [after] = await db.query<{ clients: number; connections: number }>(
    'select (select count(*)::int from client) as clients, (select count(*)::int from network_cpe) as connections',
  );
  return {
    factor,
    clientsBefore: keys.clients,
    clientsAfter: after?.clients ?? 0,
    connectionsAfter: after?.connections ?? 0,
    copyClientsMs,
    copyConnectionsMs,
  };
}
