// What `npm run server` runs once server/main.ts has set up the process: starts the provider service on the embedded engine (or PostgreSQL with --database-url /
// DATABASE_URL). Demo data only when asked (--demo, or --demo-clients N). Human-readable lines go to stderr;
// when ready, one JSON line with the two base addresses (and, in demo mode, the demo's user names) goes to
// stdout for scripts. No password is ever printed: the demo's are in the README, or the ones given.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readServiceConfig, type ServiceConfig } from './config.ts';
import { demoStaffUsers } from './seed/demo-staff.ts';
import { startProviderService } from './service.ts';
import { onStopRequest } from './stop-requests.ts';

/** What server/main.ts started before it loaded this module. */
export interface EarlyStart {
  /** PGlite's WebAssembly being compiled (absent with PostgreSQL). */
  pgliteWasm?: Promise<WebAssembly.Module | undefined>;
  /**
   * The entry's address (server/main.ts, or dist/server/main.js in the build), beside which the built demo database
   * is looked for. Why not this module's own: in the build it is a CommonJS script, which has no `import.meta`.
   */
  entryUrl?: string;
}

async function main(early: EarlyStart): Promise<void> {
  const config = withBuiltDemoTemplate(readServiceConfig(process.argv.slice(2), process.env), early.entryUrl);
  const say = (line: string): boolean => process.stderr.write(`${line}\n`);
  say(
    `Provider service starting (${config.databaseUrl ? 'PostgreSQL' : config.dataDir ? `PGlite in ${config.dataDir}` : 'PGlite in memory'})…`,
  );
  // Why listened to before the start: a request to stop while the database opens or seeds is kept, and
  // honoured as soon as there is a service to close.
  const stopping: { requested?: string; stop?: (reason: string) => void } = {};
  onStopRequest((reason) => {
    stopping.requested = reason;
    stopping.stop?.(reason);
  });
  let lastShown = 0;
  const service = await startProviderService(config, {
    pgliteWasm: early.pgliteWasm,
    onSeedProgress: (done, total) => {
      if (done === total || done - lastShown >= total / 10) {
        lastShown = done;
        say(`  demo data: ${done} of ${total} clients`);
      }
    },
  });
  say(`Administrative area: ${service.adminUrl}  (path prefix /${config.adminPrefix})`);
  say(`Client area:         ${service.clientUrl}`);
  const logins = config.demo ? await demoLogins(service.engine) : undefined;
  if (logins) {
    say(`Demo operators:      ${logins.admin.map((login) => login.username).join(', ')}`);
    say(`Demo customers:      ${logins.client.map((login) => login.username).join(', ')}`);
    say('  passwords: those given with --staff-password and --client-password, or the demo defaults (README)');
  } else {
    const [staff] = await service.engine.query<{ n: number }>(
      'select count(*)::int as n from staff where staff_active',
    );
    if (!staff?.n)
      say(
        'No operator can log in yet: the database has no staff. Add operators (docs/provider-service.md, "Operators"), or start with --demo for demo data.',
      );
  }
  process.stdout.write(
    `${JSON.stringify({ adminUrl: service.adminUrl, clientUrl: service.clientUrl, adminPrefix: config.adminPrefix, cookieName: config.cookieName, demo: config.demo, ...(logins ? { logins } : {}) })}\n`,
  );

  const stop = (signal: string): void => {
    say(`${signal}: stopping…`);
    service.close().then(
      () => process.exit(0),
      (error: unknown) => {
        say(`error while stopping: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  stopping.stop = stop;
  if (stopping.requested) stop(stopping.requested);
}

/**
 * The ready-made demo database `npm run build` made, when none was named (`--demo-template ''` names none):
 * beside the entry (dist/server/main.js → dist/demo/) or, run from source, in dist/demo/.
 */
function withBuiltDemoTemplate(config: ServiceConfig, entryUrl: string | undefined): ServiceConfig {
  if (config.demoTemplate !== undefined || !config.demo || !entryUrl) return config;
  const built = ['../demo/demo-db.tar.gz', '../dist/demo/demo-db.tar.gz']
    .map((path) => fileURLToPath(new URL(path, entryUrl)))
    .find((path) => existsSync(path));
  return built ? { ...config, demoTemplate: built } : config;
}

/** The demo's user names to try (no passwords): its operators and the first few active customers. */
async function demoLogins(engine: {
  query<Row extends object>(sql: string): Promise<Row[]>;
}): Promise<{ admin: Array<{ username: string }>; client: Array<{ username: string }> }> {
  const samples = await engine.query<{ client_username: string }>(
    "select client_username from client where client_status = 0 and client_username <> '' order by client_pk limit 3",
  );
  return {
    admin: demoStaffUsers.map((user) => ({ username: user.username })),
    client: samples.map((row) => ({ username: row.client_username })),
  };
}

/** Runs the service process: starts the service, prints its addresses, and stops it on a stop request; a failure exits 1. */
export function runServiceProcess(early: EarlyStart = {}): void {
  main(early).catch(failed);
}

function failed(error: unknown): never {
  const code = (error as { code?: string }).code;
  const hint =
    code === 'EACCES'
      ? ' (ports below 1024 need privileges: choose others with --admin-port and --client-port)'
      : code === 'EADDRINUSE'
        ? ' (the port is in use: choose another)'
        : '';
  process.stderr.write(
    `Provider service failed to start: ${error instanceof Error ? error.message : String(error)}${hint}\n`,
  );
  process.exit(1);
}
