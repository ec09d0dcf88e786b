import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { lowerHashCostForTests } from '../../server/auth/password-hash.ts';
import { openPgliteEngine } from '../../server/db/pglite-engine.ts';
import { openPostgresEngine } from '../../server/db/postgres-engine.ts';
import { startProviderService, type RunningService } from '../../server/service.ts';
import { testDatabasePrefix } from './postgres-global-setup.ts';

/** The two storage engines every integration suite runs against. */
export const engineNames = ['pglite', 'postgres'] as const;
/** One of the storage engines. */
export type EngineName = (typeof engineNames)[number];

/** Demo passwords of the test services. */
export const testPasswords = { staff: 'admin1234', client: 'cliente123' } as const;
/**
 * The secret key of the test services (client-area passwords are sealed with it, server/auth/secret-key.ts): a
 * service started again on a shared engine must be given the key that engine's passwords were sealed with.
 */
export const testSecretKey = Buffer.alloc(32, 7).toString('base64');
/** Number of demo clients seeded into each test service. */
export const testDemoClients = 60;

// Why: the suites create and log in hundreds of users; at the production scrypt cost (N=2^17, 0.3 s a hash)
// that took minutes more on a two-core machine. N=2^14 keeps every hash real (and still goes through the
// service's hashing gate); password-hash.test.ts and the spawned `npm run server` keep production's cost.
lowerHashCostForTests(14);

type Registry = Map<EngineName, Promise<RunningService>>;
const key = Symbol.for('provider-desk.test-services');
// Why on globalThis: the integration project runs files without isolation, so one service per engine
// and worker is shared by every file that worker runs (PGlite costs seconds and hundreds of MB each).
const registry: Registry =
  ((globalThis as Record<symbol, unknown>)[key] as Registry | undefined) ??
  new Map<EngineName, Promise<RunningService>>();
(globalThis as Record<symbol, unknown>)[key] = registry;

async function createDatabase(adminUrl: string): Promise<string> {
  const name = `${testDatabasePrefix}${process.pid}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function start(engineName: EngineName): Promise<RunningService> {
  const engine =
    engineName === 'pglite'
      ? await openPgliteEngine()
      : await openPostgresEngine(await createDatabase(inject('pgAdminUrl')), { timeZone: 'America/Sao_Paulo' });
  return startProviderService(
    {
      adminPort: 0,
      clientPort: 0,
      demoClients: testDemoClients,
      staffPassword: testPasswords.staff,
      clientPassword: testPasswords.client,
      secretKey: testSecretKey,
      logLevel: 'silent',
    },
    { engine },
  );
}

/** The provider service of this worker on an engine, started on first use and shared afterwards. */
export function useService(engineName: EngineName): Promise<RunningService> {
  let service = registry.get(engineName);
  if (!service) {
    service = start(engineName);
    registry.set(engineName, service);
  }
  return service;
}
