// `npm run server`: starts the provider service with demo data on the embedded engine (or PostgreSQL
// with --database-url / DATABASE_URL). Human-readable lines go to stderr; when ready, one JSON line
// with the two base addresses and the demo logins goes to stdout for scripts.
import { readServiceConfig } from './config.ts';
import { startProviderService } from './service.ts';

async function main(): Promise<void> {
  const config = readServiceConfig(process.argv.slice(2), process.env);
  const say = (line: string): boolean => process.stderr.write(`${line}\n`);
  say(`Provider service starting (${config.databaseUrl ? 'PostgreSQL' : config.dataDir ? `PGlite in ${config.dataDir}` : 'PGlite in memory'})…`);
  let lastShown = 0;
  const service = await startProviderService(config, {
    onSeedProgress: (done, total) => {
      if (done === total || done - lastShown >= total / 10) {
        lastShown = done;
        say(`  demo data: ${done} of ${total} clients`);
      }
    },
  });
  const samples = await service.engine.query<{ client_username: string }>(
    "select client_username from client where client_status = 0 and client_username <> '' order by client_pk limit 3",
  );
  const logins = {
    admin: [{ username: 'admin', password: config.staffPassword }, { username: 'operador', password: config.staffPassword }],
    client: samples.map((row) => ({ username: row.client_username, password: config.clientPassword })),
  };
  say(`Administrative area: ${service.adminUrl}  (path prefix /${config.adminPrefix})`);
  say(`Client area:         ${service.clientUrl}`);
  say(`Operator logins:     ${logins.admin.map((login) => `${login.username} / ${login.password}`).join(', ')}`);
  say(`Customer logins:     ${logins.client.map((login) => `${login.username} / ${login.password}`).join(', ')}`);
  process.stdout.write(`${JSON.stringify({ adminUrl: service.adminUrl, clientUrl: service.clientUrl, adminPrefix: config.adminPrefix, cookieName: config.cookieName, logins })}\n`);

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
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  const code = (error as { code?: string }).code;
  const hint = code === 'EACCES' ? ' (ports below 1024 need privileges: choose others with --admin-port and --client-port)' : code === 'EADDRINUSE' ? ' (the port is in use: choose another)' : '';
  process.stderr.write(`Provider service failed to start: ${error instanceof Error ? error.message : String(error)}${hint}\n`);
  process.exit(1);
});
