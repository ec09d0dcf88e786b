import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../../../server/db/migrate.ts';
import { openPgliteEngine } from '../../../server/db/pglite-engine.ts';
import type { SqlExecutor } from '../../../server/db/sql-engine.ts';
import { seedDemoData } from '../../../server/seed/seed-demo-data.ts';
import { FormClient } from '../../support/form-client.ts';
import { createCustomer } from '../../support/integration-kit.ts';
import {
  entriesUnder,
  startServiceRun,
  type ServiceRun,
  type ServiceRunOptions,
} from '../../support/killable-service.ts';
import { removeDir, tempDir } from '../../support/main-process-kit.ts';
import { testPasswords } from '../../support/test-service.ts';

// The desktop's demo runs `node server/main.ts --data-dir <dir> --demo-clients N` in a process of its own,
// and office PCs get switched off: Windows ends it with TerminateProcess, which runs no handler and closes
// nothing. Here the real service is killed (SIGKILL, the same thing on Linux) at each phase of its first
// start and while idle, then started again on the same directory, which must then hold exactly the demo
// data a clean first start makes, plus every write it acknowledged before the kill.

const demoClients = 300;
const timeZone = 'America/Sao_Paulo';
/** The tables the demo seed fills; their row counts must be exactly those of a clean seed. */
const seededTables = [
  'offices',
  'staff',
  'task',
  'client',
  'contract',
  'invoice',
  'network_cpe',
  'support',
  'os',
] as const;
type Counts = Record<(typeof seededTables)[number], number>;
/** Why generous: two or three PGlite starts per test (initdb alone takes seconds) on a shared machine. */
const killTestTimeoutMs = 300_000;

/** The provider's calendar day, as the seed reads it from the database clock in the service's time zone. */
function providerToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

/** Row counts of the seeded tables, leaving out clients whose surname is in `except` (written by the test). */
async function countSeeded(db: SqlExecutor, except: readonly string[] = []): Promise<Counts> {
  const counts = {} as Counts;
  for (const table of seededTables) {
    const [row] =
      table === 'client'
        ? await db.query<{ n: number }>(
            'select count(*)::int as n from client where not (client_lastname = any($1::text[]))',
            [except],
          )
        : await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    counts[table] = row?.n ?? -1;
  }
  return counts;
}

const references = new Map<string, Promise<Counts>>();
/** What a clean seed of the same size and generator seed holds on a given day (seeded in memory, once per day). */
function referenceCounts(day: string): Promise<Counts> {
  let counts = references.get(day);
  if (!counts) {
    counts = (async () => {
      const engine = await openPgliteEngine();
      try {
        await migrate(engine);
        await seedDemoData(engine, {
          clients: demoClients,
          seed: 1,
          today: day,
          staffPassword: testPasswords.staff,
          clientPassword: testPasswords.client,
        });
        return await countSeeded(engine);
      } finally {
        await engine.close();
      }
    })();
    references.set(day, counts);
  }
  return counts;
}

describe('the embedded data directory survives a hard kill of the service at any point', () => {
  const runs: ServiceRun[] = [];
  const dirs: string[] = [];

  const start = (options: ServiceRunOptions): ServiceRun => {
    const run = startServiceRun(options);
    runs.push(run);
    return run;
  };
  /** A fresh data directory path inside a temporary parent (the directory itself does not exist yet, as on a first start). */
  const freshDataDir = async (): Promise<string> => {
    const parent = await tempDir('desk-kill-');
    dirs.push(parent);
    return join(parent, 'data');
  };

  /**
   * Starts the service again on the directory and checks it: it becomes ready, takes a login, lists every
   * demo client (plus the ones the test wrote), stops cleanly, and then holds exactly a clean seed's rows.
   */
  const restartAndCheck = async (dataDir: string, firstDay: string, written: readonly string[] = []): Promise<void> => {
    const run = start({ dataDir, demoClients });
    const ready = await run.ready;
    const admin = new FormClient(ready.adminUrl);
    await admin.login('admin', testPasswords.staff);
    const list = await admin.post(`/${ready.adminPrefix}/client/list`, { limit: 1 });
    expect(list.status, list.text).toBe(200);
    expect(list.body.total).toBe(demoClients + written.length);
    const lastDay = providerToday();
    expect(await run.stop()).toEqual({ code: 0, signal: null });

    const engine = await openPgliteEngine({ dataDir });
    try {
      const counts = await countSeeded(engine, written);
      // Why two days at most: the seed dates its rows by the provider's calendar, and a run may cross midnight.
      const expected = await Promise.all([...new Set([firstDay, lastDay])].map(referenceCounts));
      expect(expected).toContainEqual(counts);
      // The seed's VACUUM ANALYZE ran (or ran again): without it the planner has no statistics (reltuples -1).
      const [stats] = await engine.query<{ analyzed: boolean }>(
        "select reltuples >= 0 as analyzed from pg_class where oid = 'client'::regclass",
      );
      expect(stats?.analyzed, 'the client table has statistics').toBe(true);
      for (const lastname of written) {
        const [row] = await engine.query<{ n: number }>(
          'select count(*)::int as n from client where client_lastname = $1',
          [lastname],
        );
        expect(row?.n, `the acknowledged client ${lastname}`).toBe(1);
      }
    } finally {
      await engine.close();
    }
  };

  afterEach(async () => {
    for (const run of runs.splice(0)) await run.kill();
    for (const dir of dirs.splice(0)) await removeDir(dir);
  });

  afterAll(() => references.clear());

  it(
    'killed while initdb is writing its first files: the next start makes a whole database and seeds it',
    async () => {
      const dataDir = await freshDataDir();
      const firstDay = providerToday();
      const run = start({ dataDir, demoClients });
      await run.waitUntil(async () => (await entriesUnder(join(dataDir, '..'))) >= 50);
      await run.kill();
      await restartAndCheck(dataDir, firstDay);
    },
    killTestTimeoutMs,
  );

  it(
    'killed as soon as the data directory holds PG_VERSION (the mark PGlite takes for a finished database): the next start still makes a whole one',
    async () => {
      const dataDir = await freshDataDir();
      const firstDay = providerToday();
      const run = start({ dataDir, demoClients });
      expect(await run.killWhenCreated(dataDir, 'PG_VERSION')).toEqual({ code: null, signal: 'SIGKILL' });
      await restartAndCheck(dataDir, firstDay);
    },
    killTestTimeoutMs,
  );

  it(
    'killed inside a migration (the third, before it commits): the next start applies every migration and seeds',
    async () => {
      const dataDir = await freshDataDir();
      const firstDay = providerToday();
      const run = start({ dataDir, demoClients, haltAt: 'migration-3' });
      await run.waitForLine(/^halted at migration-3$/);
      await run.kill();
      await restartAndCheck(dataDir, firstDay);
    },
    killTestTimeoutMs,
  );

  it(
    'killed in the middle of the seed (after its first batch): the next start seeds the whole demo, not half of it',
    async () => {
      const dataDir = await freshDataDir();
      const firstDay = providerToday();
      const run = start({ dataDir, demoClients, haltAt: 'seed-batch-1' });
      await run.waitForLine(/^halted at seed-batch-1$/);
      await run.kill();
      await restartAndCheck(dataDir, firstDay);
    },
    killTestTimeoutMs,
  );

  it(
    'killed right after the seed reported its last clients: the next start holds the whole demo once',
    async () => {
      const dataDir = await freshDataDir();
      const firstDay = providerToday();
      const run = start({ dataDir, demoClients });
      await run.waitForLine(new RegExp(`demo data: ${demoClients} of ${demoClients} clients`));
      await run.kill();
      await restartAndCheck(dataDir, firstDay);
    },
    killTestTimeoutMs,
  );

  it(
    'killed after the seed committed, before its VACUUM ANALYZE: the next start keeps the demo as it is and analyzes it',
    async () => {
      const dataDir = await freshDataDir();
      const firstDay = providerToday();
      const run = start({ dataDir, demoClients, haltAt: 'seed-committed' });
      await run.waitForLine(/^halted at seed-committed$/);
      await run.kill();
      await restartAndCheck(dataDir, firstDay);
    },
    killTestTimeoutMs,
  );

  it(
    'killed while idle right after it acknowledged a write over HTTP: the write and the whole demo are there after the restart',
    async () => {
      const dataDir = await freshDataDir();
      const firstDay = providerToday();
      const run = start({ dataDir, demoClients });
      const ready = await run.ready;
      const admin = new FormClient(ready.adminUrl);
      await admin.login('admin', testPasswords.staff);
      const customer = await createCustomer(admin);
      await run.kill();
      await restartAndCheck(dataDir, firstDay, [customer.lastname]);
    },
    killTestTimeoutMs,
  );
});
