import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { Filter } from '../../../shared/filter/model.ts';
import type { AdminApi } from '../../../electron/provider/admin-api.ts';
import { HttpTransport } from '../../../electron/provider/http-transport.ts';
import { uniqueWord } from '../../support/integration-kit.ts';
import { adminKit, registration } from '../../support/main-process-kit.ts';
import { testPasswords, useService } from '../../support/test-service.ts';

/** Simulated operators working at once, each with its own app (transport and cookie jar). */
const operators = 4;
/**
 * How long they work after the warm-up (two minutes, as issue 8 asks "some minutes"; `DESK_SOAK_SECONDS` makes a local
 * run longer or shorter), and how long the warm-up lasts (bounded: the loop stops by itself).
 */
const soakMs = Number(process.env.DESK_SOAK_SECONDS ?? 120) * 1000;
const warmUpMs = 4_000;
/** A ceiling on operations per operator, whatever the machine's speed. */
const maxOperationsPerOperator = 20_000;
/** Growth of the heap between the two measurements that is still taken as "no growth" (caches, JIT, pools). */
const heapSlackBytes = 48 * 1024 * 1024;

// Why through v8 and vm: `global.gc` exists only when node starts with --expose-gc, which the test runner's
// workers do not; setting the flag at run time and reading `gc` from a fresh context is the known way to
// get it afterwards. Measuring the heap after a full collection keeps garbage out of the comparison.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** The heap in use after two full collections. */
function heapAfterGc(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

/** One operator's random picks. */
function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}

/** What one operator did and what the server acknowledged. */
interface OperatorLog {
  operations: number;
  errors: string[];
  /** Each acknowledged client: its key and the surname of its last acknowledged write. */
  acknowledged: Map<number, string>;
  /** Acknowledged writes per client (create and updates), to compare with the audit log. */
  writes: Map<number, number>;
}

const sorts = [
  'client_complete_name',
  'client_pk',
  'client_date_cad',
  'client_doc1',
  'client_status',
  'cli_addr_province',
];
const letters = 'aeioursnt';

/** A random filter as the filter builder makes them: status, name pieces, this run's clients. */
function randomFilter(marker: string): Filter {
  return pick<Filter>([
    [{ field: 'client_status', oper: 5, value: pick([0, 1, 2]) }],
    [{ field: 'client_complete_name', oper: 10, value: `%${pick([...letters])}${pick([...letters])}%` }],
    [
      { field: 'client_status', oper: 21, value: [0, 2] },
      { field: 'AND' },
      { field: 'client_name', oper: 10, value: `${pick([...letters]).toUpperCase()}%` },
    ],
    [{ field: 'client_lastname', oper: 9, value: `${marker}%` }],
    [],
  ]);
}

/** One operator: signs in, then pages, filters, creates and updates until the time or the ceiling is reached. */
async function operate(
  api: AdminApi,
  marker: string,
  index: number,
  until: () => boolean,
  log: OperatorLog,
): Promise<void> {
  let sequence = 0;
  const own = (): number[] => [...log.acknowledged.keys()];
  const lastname = (): string => `${marker}o${index}n${(sequence += 1)}`;
  while (!until() && log.operations < maxOperationsPerOperator) {
    log.operations += 1;
    const roll = Math.random();
    try {
      if (roll < 0.45) {
        const page = await api.listClients({
          start: pick([0, 0, 25, 50, 200]),
          limit: pick([25, 50, 100]),
          sort: pick(sorts),
          dir: pick(['ASC', 'DESC'] as const),
          where: randomFilter(marker),
        });
        if (page.rows.length > 100) throw new Error(`a page of ${page.rows.length} rows`);
      } else if (roll < 0.65 || own().length === 0) {
        const name = lastname();
        const created = await api.createClient(registration({ client_lastname: name }));
        if (log.acknowledged.has(created.client_pk)) throw new Error(`client ${created.client_pk} acknowledged twice`);
        log.acknowledged.set(created.client_pk, name);
        log.writes.set(created.client_pk, 1);
      } else if (roll < 0.9) {
        const clientPk = pick(own());
        const name = lastname();
        await api.updateClient({ ...registration({ client_lastname: name }), client_pk: clientPk });
        log.acknowledged.set(clientPk, name);
        log.writes.set(clientPk, (log.writes.get(clientPk) ?? 0) + 1);
      } else {
        await api.dashboard();
      }
    } catch (error) {
      log.errors.push(error instanceof Error ? error.message : String(error));
    }
  }
}

// Why PGlite only: the soak is about the app's client and the service under a steady load (connections,
// cookies, memory); the SQL both engines run is the same and is checked on both by the other suites, and
// a second run on PostgreSQL would double the cost of this test in every CI run.
describe('soak: several operators at once through the provider client (pglite, loopback)', () => {
  it(
    `${operators} operators page, filter, create and update for ${soakMs / 1000} s: no errors, every acknowledged write in the database once, no heap growth`,
    { timeout: soakMs + warmUpMs + 60_000 },
    async () => {
      const service = await useService('pglite');
      const marker = `Sk${uniqueWord()}`;
      const transports = Array.from({ length: operators }, () => new HttpTransport());
      const kits = transports.map((transport) => adminKit(service.adminUrl, transport));
      const logs: OperatorLog[] = kits.map(() => ({
        operations: 0,
        errors: [],
        acknowledged: new Map(),
        writes: new Map(),
      }));
      try {
        for (const kit of kits) await kit.api.login('admin', testPasswords.staff);
        const run = async (ms: number): Promise<void> => {
          const end = Date.now() + ms;
          await Promise.all(
            kits.map((kit, index) =>
              operate(kit.api, marker, index, () => Date.now() >= end, logs[index] as OperatorLog),
            ),
          );
        };
        await run(warmUpMs);
        const heapBefore = heapAfterGc();
        await run(soakMs);
        const heapAfter = heapAfterGc();

        const operations = logs.reduce((sum, log) => sum + log.operations, 0);
        expect(logs.flatMap((log) => log.errors)).toEqual([]);
        expect(operations).toBeGreaterThan(operators * 20);

        // Every acknowledged client is in the database exactly once, with the surname of its last acknowledged write.
        const acknowledged = new Map(logs.flatMap((log) => [...log.acknowledged]));
        const rows = await service.engine.query<{ client_pk: number; client_lastname: string }>(
          'select client_pk, client_lastname from client where client_lastname like $1 order by client_pk',
          [`${marker}%`],
        );
        expect(rows.length).toBe(acknowledged.size);
        expect(new Map(rows.map((row) => [row.client_pk, row.client_lastname]))).toEqual(acknowledged);
        // And each acknowledged write was applied once: one audit row per create and per update.
        const writes = new Map(logs.flatMap((log) => [...log.writes]));
        const audits = await service.engine.query<{ pk: number; n: number }>(
          "select audit_entity_pk as pk, count(*)::int as n from audit_log where audit_entity = 'client' and audit_entity_pk = any($1::int[]) group by audit_entity_pk",
          [[...writes.keys()]],
        );
        expect(new Map(audits.map((row) => [row.pk, row.n]))).toEqual(writes);

        // Memory: the heap after the soak is not larger than before it, beyond a generous allowance.
        expect(
          heapAfter - heapBefore,
          `heap ${Math.round(heapBefore / 1e6)} MB → ${Math.round(heapAfter / 1e6)} MB after ${operations} operations`,
        ).toBeLessThan(heapSlackBytes);
        console.info(
          `soak: ${operations} operations, ${acknowledged.size} clients, heap ${Math.round(heapBefore / 1e6)} → ${Math.round(heapAfter / 1e6)} MB`,
        );
      } finally {
        for (const kit of kits) await kit.api.logout().catch(() => undefined);
        for (const transport of transports) await transport.close();
        // Why: the suites sharing this worker's service read whole client lists in one page of at most 1000 rows;
        // the soak's clients (hundreds) would push the table past that, so they go once they have been checked.
        await service.engine.query('delete from client where client_lastname like $1', [`${marker}%`]);
      }
    },
  );
});
