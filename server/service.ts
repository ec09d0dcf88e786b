import type { FastifyInstance } from 'fastify';
import { housekeepingEveryMs, pruneStaleRecords } from './auth/housekeeping.ts';
import { LoginThrottle } from './auth/login-throttle.ts';
import { openPasswordSealer } from './auth/secret-key.ts';
import { SessionStore } from './auth/session-store.ts';
import { verifyPassword } from './auth/password-hash.ts';
import { VerifiedCredentials } from './auth/verified-credentials.ts';
import { demoPasswords, serviceConfigSchema, type ServiceConfig, type ServiceConfigInput } from './config.ts';
import { isLoopbackHost } from './loopback-host.ts';
import { embeddedUpkeepEveryMs, tidyEmbeddedDatabase } from './db/embedded-upkeep.ts';
import { demoTemplateFor } from './db/demo-template.ts';
import { migrate } from './db/migrate.ts';
import { openPgliteEngine } from './db/pglite-engine.ts';
import type { SqlEngine } from './db/sql-engine.ts';
import { buildAreaApp } from './http/area-app.ts';
import { BusyGate, defaultBusyBoundMs } from './http/busy-gate.ts';
import { registerClientRoutes } from './http/routes/client-routes.ts';
import { registerCustomerRoutes } from './http/routes/customer-routes.ts';
import { registerSessionRoutes } from './http/routes/session-routes.ts';
import { countCacheMaxAgeMs, createCountCache, noCountCache } from './repos/count-cache.ts';
import { trackWrites } from './repos/write-generation.ts';
import type { ServiceContext } from './http/service-context.ts';
import { demoStaffUsers } from './seed/demo-staff.ts';
import { isDatabaseEmpty } from './seed/seed-is-needed.ts';
import type { DemoSeedSummary as SeedSummary } from './seed/seed-demo-data.ts';
import { lacksStatistics } from './seed/seed-statistics.ts';

/** A running provider service: its two base addresses, its storage, and how to stop it. */
export interface RunningService {
  adminUrl: string;
  clientUrl: string;
  engine: SqlEngine;
  config: ServiceConfig;
  /** What the demo seed created, when this start seeded an empty database. */
  seeded: SeedSummary | undefined;
  /** The gate that answers "busy, retry" while PGlite's queue is too long (PGlite only; a test may lower its bound). */
  busyGate: BusyGate | undefined;
  close(): Promise<void>;
}

/** Options beyond the settings: an engine opened by the caller (tests share one), progress of the seed, where log lines go. */
export interface StartOptions {
  engine?: SqlEngine;
  onSeedProgress?: (done: number, total: number) => void;
  /** The log's destination instead of standard error (a test reading the answer lines). */
  logStream?: NodeJS.WritableStream;
  /** How long a request may expect to wait for PGlite before it is answered 503 (ms; default 5 s). */
  busyBoundMs?: number;
  /** False: every list and dashboard counts afresh even on PGlite (the bench's figure from before the cache). */
  countCache?: boolean;
  /** PGlite's WebAssembly as server/main.ts started compiling it before the service loaded (PGlite only). */
  pgliteWasm?: Promise<WebAssembly.Module | undefined>;
}

/**
 * PostgreSQL settings of the demo's embedded database: 8 MB of shared memory instead of 24 MB (16 MB of buffers,
 * and process and lock tables sized for 100 connections, of which PGlite has one; from 1 to 10 connections the
 * memory stays 8 MB). Why: the shared memory is all written at every start (zero-filled), and a later demo start
 * paid for it page by page (~60 ms on the bench machine, issue 20); the demo's 2,000 clients answer as fast (its
 * tables and indexes are 5.6 MB, the client list's hot part about 2 MB).
 */
const demoStartSettings = { shared_buffers: '4MB', max_connections: '4' } as const;

/** How long after listening the first retention pass runs (then every `housekeepingEveryMs`). */
const firstPruneAfterMs = 15_000;

/** Opens the storage engine the settings name: PostgreSQL with a database URL, PGlite otherwise. */
export async function openEngine(
  config: ServiceConfig,
  pgliteWasm?: Promise<WebAssembly.Module | undefined>,
): Promise<SqlEngine> {
  if (config.databaseUrl) {
    // Why imported here: the `pg` driver took ~50 ms of every start of the embedded engine, which never uses it.
    const { openPostgresEngine } = await import('./db/postgres-engine.ts');
    return openPostgresEngine(config.databaseUrl, { timeZone: config.timeZone });
  }
  // Why a template: the demo's first start restores a database `npm run build` made (seconds of initdb,
  // migrations and seed saved on the operator's first look at the app).
  const template = await demoTemplateFor(config);
  const wasmModule = await pgliteWasm;
  return openPgliteEngine({
    ...(wasmModule ? { wasmModule } : {}),
    ...(config.dataDir ? { dataDir: config.dataDir } : {}),
    ...(template ? { loadDataDir: template } : {}),
    // Why a small shared memory for the demo: its database is tens of MB on disk, which the OS caches anyway, and
    // PostgreSQL's 128 MB of buffers was most of what the demo process held (RSS after a start 450 → 270 MiB).
    ...(config.demo && config.dataDir ? { startSettings: demoStartSettings } : {}),
  });
}

/**
 * Refuses to serve the demo's public passwords beyond loopback. Seeding demo data on such an address needs
 * passwords of one's own (`--staff-password`, `--client-password`); and an operator of the demo (`admin`,
 * `operador`) still holding the default password keeps the service from listening there at all. The
 * messages name the flag to set and never the password.
 */
async function refuseDemoPasswordsBeyondLoopback(
  engine: SqlEngine,
  config: ServiceConfig,
  seeding: boolean,
): Promise<void> {
  if (isLoopbackHost(config.host)) return;
  const where = `${config.host} is not a loopback address`;
  if (seeding && config.staffPassword === demoPasswords.staff) {
    throw new Error(
      `refusing to seed the demo operators with the default demo password: ${where}. Set --staff-password (PROVIDER_STAFF_PASSWORD) to a password of your own, or listen on loopback with --host 127.0.0.1`,
    );
  }
  if (seeding && config.clientPassword === demoPasswords.client) {
    throw new Error(
      `refusing to seed the demo customers with the default demo password: ${where}. Set --client-password (PROVIDER_CLIENT_PASSWORD) to a password of your own, or listen on loopback with --host 127.0.0.1`,
    );
  }
  const staff = await engine.query<{ staff_username: string; staff_password_hash: string }>(
    'select staff_username, staff_password_hash from staff where staff_active and lower(staff_username) = any($1::text[]) order by staff_pk',
    [demoStaffUsers.map((user) => user.username)],
  );
  const exposed: string[] = [];
  for (const row of staff)
    if (await verifyPassword(demoPasswords.staff, row.staff_password_hash)) exposed.push(row.staff_username);
  if (exposed.length > 0) {
    throw new Error(
      `refusing to listen: ${where} and the operator${exposed.length > 1 ? 's' : ''} ${exposed.join(', ')} still ${exposed.length > 1 ? 'have' : 'has'} the default demo password. ` +
        'Give each a password of its own (docs/provider-service.md, "Operators"), or listen on loopback with --host 127.0.0.1',
    );
  }
}

async function listen(app: FastifyInstance, port: number, host: string): Promise<string> {
  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return `http://${shownHost}:${actualPort}`;
}

/** Starts the provider service: storage, migrations, demo data on first start, and the two listeners. */
export async function startProviderService(
  input: ServiceConfigInput = {},
  options: StartOptions = {},
): Promise<RunningService> {
  const config = serviceConfigSchema.parse(input);
  const opened = options.engine ?? (await openEngine(config, options.pgliteWasm));
  // Why PGlite only: it is one connection in this process, so the gate sees its whole queue and every write
  // goes through here; a PostgreSQL server has a pool and may have other writers a count cache would miss.
  const embedded = opened.kind === 'pglite';
  const busyGate = embedded ? new BusyGate(options.busyBoundMs ?? defaultBusyBoundMs) : undefined;
  const tracked = trackWrites(busyGate ? busyGate.meter(opened) : opened);
  const engine = tracked.engine;
  try {
    // Why the service fixes the time zone: "today", "this month" and overdue invoices follow the provider's clock.
    // PGlite is one connection; a PostgreSQL pool sets it on every connection when opened (openEngine).
    if (engine.kind === 'pglite') await engine.query(`select set_config('TimeZone', $1, false)`, [config.timeZone]);
    const [clock] = await engine.query<{ zone: string }>("select current_setting('TimeZone') as zone");
    if (clock?.zone !== config.timeZone)
      throw new Error(
        `the database runs in time zone ${clock?.zone ?? '?'}, not ${config.timeZone}: open the PostgreSQL engine with { timeZone }`,
      );
    await migrate(engine);
    // Why before anything listens or seeds: without its key (or with another one) the service refuses to start.
    const sealer = await openPasswordSealer(config, engine.kind, engine);
    // Why only when asked: any empty database, a production PostgreSQL included, used to get the demo's
    // operators and customers with their public passwords. Seeding is demo mode's alone (--demo, --demo-clients).
    const seeding = config.demo && config.demoClients > 0 && (await isDatabaseEmpty(engine));
    await refuseDemoPasswordsBeyondLoopback(engine, config, seeding);
    let seeded: SeedSummary | undefined;
    if (seeding) {
      // Why imported here: the seed's generators took 0.2–0.3 s of every start to load (loaded two-core machine),
      // and only a first start without the ready-made database runs them (issue 20: later demo start).
      const { seedDemoData } = await import('./seed/seed-demo-data.ts');
      seeded = await seedDemoData(engine, {
        clients: config.demoClients,
        seed: config.demoSeed,
        staffPassword: config.staffPassword,
        clientPassword: config.clientPassword,
        sealPassword: (password) => sealer.seal(password),
        ...(options.onSeedProgress ? { onProgress: options.onSeedProgress } : {}),
      });
      // Why VACUUM ANALYZE: PGlite has no autovacuum, so without it the planner has no statistics, the
      // trigram index keeps the bulk load in its pending list and counts cannot read indexes alone (name
      // search at 100k clients: 173 ms without, 22 ms with; docs/benchmarks.md).
      await engine.exec('vacuum analyze');
    } else if (engine.kind === 'pglite' && (await lacksStatistics(engine))) {
      // Why: a start killed between the seed's commit and its VACUUM ANALYZE left whole data without statistics.
      await engine.exec('vacuum analyze');
    }
    const upkeep =
      engine.kind === 'pglite'
        ? setInterval(() => void tidyEmbeddedDatabase(engine).catch(() => undefined), embeddedUpkeepEveryMs)
        : undefined;
    upkeep?.unref();
    const pruner = setInterval(() => void pruneStaleRecords(engine).catch(() => undefined), housekeepingEveryMs);
    pruner.unref();
    const ctx: ServiceContext = {
      db: engine,
      config,
      sessions: new SessionStore(engine, {
        idleMinutes: config.sessionIdleMinutes,
        lifetimeDays: config.sessionLifetimeDays,
      }),
      throttle: new LoginThrottle(engine, {
        freeAttempts: config.loginFreeAttempts,
        baseDelaySeconds: config.loginBaseDelaySeconds,
      }),
      verified: new VerifiedCredentials(),
      sealer,
      counts:
        embedded && options.countCache !== false
          ? createCountCache({ generation: tracked.generation, maxAgeMs: countCacheMaxAgeMs })
          : noCountCache,
      busy: busyGate,
    };
    const appOptions = { logStream: options.logStream };
    const admin = await buildAreaApp(ctx, 'admin', appOptions);
    registerSessionRoutes(admin, ctx, 'admin');
    registerClientRoutes(admin, ctx);
    const client = await buildAreaApp(ctx, 'client', appOptions);
    registerSessionRoutes(client, ctx, 'client');
    registerCustomerRoutes(client, ctx);
    const adminUrl = await listen(admin, config.adminPort, config.host);
    const clientUrl = await listen(client, config.clientPort, config.host).catch(async (error: unknown) => {
      await admin.close();
      throw error;
    });
    // Why a while after listening: removing old login failures and ended sessions is retention, which no login
    // needs first (the session store checks expiry itself). Run at once, PGlite's one queue put it before the ready
    // line's statements and the first login's (20–30 ms of a later demo start, issue 20).
    let firstPrune: Promise<unknown> | undefined;
    const firstPruneTimer = setTimeout(() => {
      firstPrune = pruneStaleRecords(engine).catch(() => undefined);
    }, firstPruneAfterMs);
    firstPruneTimer.unref();
    return {
      adminUrl,
      clientUrl,
      engine,
      config,
      seeded,
      busyGate,
      async close() {
        clearInterval(upkeep);
        clearInterval(pruner);
        clearTimeout(firstPruneTimer);
        await firstPrune;
        await Promise.all([admin.close(), client.close()]);
        if (!options.engine) await opened.close();
      },
    };
  } catch (error) {
    if (!options.engine) await opened.close().catch(() => undefined);
    throw error;
  }
}
