import { haltPoint } from './halt-point.ts';
import type { SqlEngine } from './sql-engine.ts';
import { migration0001 } from './migrations/0001-initial.ts';
import { migration0002 } from './migrations/0002-support-protocol.ts';
import { migration0003 } from './migrations/0003-dashboard-indexes.ts';
import { migration0004 } from './migrations/0004-connection-ip-index.ts';
import { migration0005 } from './migrations/0005-login-address-and-staff-sessions.ts';
import { migration0006 } from './migrations/0006-connection-client-ip-index.ts';
import { migration0007 } from './migrations/0007-sealed-client-passwords.ts';
import { migration0008 } from './migrations/0008-portuguese-sort-keys.ts';
import { migration0009 } from './migrations/0009-name-sort-with-status.ts';

/** The migrations in order; each runs once, recorded in `schema_migration`. */
export const migrations = [
  migration0001,
  migration0002,
  migration0003,
  migration0004,
  migration0005,
  migration0006,
  migration0007,
  migration0008,
  migration0009,
] as const;

/** Brings the schema up to date; safe to call at every start. */
export async function migrate(engine: SqlEngine): Promise<number[]> {
  await engine.exec(
    'create table if not exists schema_migration (migration_id integer primary key, migration_name text not null, applied_at timestamptz not null default now())',
  );
  const done = new Set(
    (await engine.query<{ migration_id: number }>('select migration_id from schema_migration')).map(
      (row) => row.migration_id,
    ),
  );
  const applied: number[] = [];
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    await engine.transaction(async (tx) => {
      // Why one statement at a time inside the transaction: the extended protocol takes one statement per call.
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await haltPoint(`migration-${migration.id}`);
      await tx.query('insert into schema_migration (migration_id, migration_name) values ($1, $2)', [
        migration.id,
        migration.name,
      ]);
    });
    applied.push(migration.id);
  }
  return applied;
}

/** Splits a migration script on semicolons at line ends; a procedural body must therefore stay on one line. */
export function splitStatements(script: string): string[] {
  return script
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.length > 0);
}
