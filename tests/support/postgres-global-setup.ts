import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { findPostgresBin, startPrivatePostgres } from './private-postgres.ts';

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
    const rows = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${testDatabasePrefix}%`]);
    for (const row of rows.rows) await client.query(`drop database if exists "${row.datname}" with (force)`);
  } finally {
    await client.end();
  }
}

/** Vitest global setup: provides a PostgreSQL for the integration suites (TEST_DATABASE_URL, or a private cluster). */
// Why a default export: vitest calls a global setup file's default export.
// eslint-disable-next-line no-restricted-syntax
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('pgAdminUrl', given);
    return () => dropTestDatabases(given);
  }
  if (!findPostgresBin()) {
    throw new Error('The integration suites run on PostgreSQL too: install it (apt-get install -y postgresql) or set TEST_DATABASE_URL to a server where tests may create databases.');
  }
  const cluster = await startPrivatePostgres();
  project.provide('pgAdminUrl', cluster.url);
  return () => cluster.stop();
}
