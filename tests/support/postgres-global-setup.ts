import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { adviceError } from './advice-error.ts';
import { databaseVariable } from './find-postgres.ts';
import { startPrivatePostgres } from './private-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL URL allowed to create databases; each test worker makes its own database there. */
    pgAdminUrl: string;
  }
}

/** Prefix of the databases test workers create (dropped again at teardown). */
export const testDatabasePrefix = 'desk_test_';

async function dropTestDatabases(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${testDatabasePrefix}%`,
    ]);
    for (const row of rows.rows) await client.query(`drop database if exists "${row.datname}" with (force)`);
  } finally {
    await client.end();
  }
}

/** The URL with its password hidden, for messages. */
function shown(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

/** Checks that the server TEST_DATABASE_URL names answers and lets the tests create databases; else one line why. */
async function checkGivenServer(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    // Why the inner errors: a refused "localhost" (tried on ::1 and 127.0.0.1) is an AggregateError with no message.
    const inner = error instanceof AggregateError ? error.errors : [error];
    const reason = inner.map((each) => (each instanceof Error ? each.message : String(each))).join('; ');
    throw adviceError(
      `${databaseVariable} (${shown(url)}) did not answer: ${reason}. Start that server, correct the URL, or unset it to let the tests start a private PostgreSQL.`,
    );
  }
  try {
    const role = await client.query<{ may: boolean }>(
      'select rolsuper or rolcreatedb as may from pg_roles where rolname = current_user',
    );
    if (!role.rows[0]?.may)
      throw adviceError(
        `${databaseVariable} (${shown(url)}) connects as a role that may not create databases: grant it CREATEDB, or name another role.`,
      );
  } finally {
    await client.end();
  }
}

/** Vitest global setup: provides a PostgreSQL for the integration suites (TEST_DATABASE_URL, or a private cluster). */
// Why a default export: vitest calls a global setup file's default export.
// eslint-disable-next-line no-restricted-syntax
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env[databaseVariable];
  if (given) {
    // Why check here: a wrong URL would otherwise fail every test file with a bare ECONNREFUSED.
    await checkGivenServer(given);
    project.provide('pgAdminUrl', given);
    return () => dropTestDatabases(given);
  }
  // With no PostgreSQL installed this throws the one line that says how to get it on this OS.
  const cluster = await startPrivatePostgres();
  project.provide('pgAdminUrl', cluster.url);
  return () => cluster.stop();
}
