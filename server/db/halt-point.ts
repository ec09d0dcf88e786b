/**
 * A test hook: lets a fault test stop the service at a named point of its first start, to kill it there
 * (tests/integration/faults/hard-kill-data-dir.test.ts). Points: `migration-<id>` (inside the migration's
 * transaction, after its statements), `seed-batch-<n>` (inside the seed's transaction, after batch n) and
 * `seed-committed` (after the seed's commit, before the service's VACUUM ANALYZE).
 */

/**
 * The environment variable that names the point. Only tests set it: the desktop starts its demo service
 * without any PROVIDER_* variable (electron/demo/service-environment.ts), and the settings ignore it.
 */
export const haltAtVariable = 'PROVIDER_TEST_HALT_AT';

/** When the variable names this point: says `halted at <name>` on stderr and never returns (the test kills the process). */
export async function haltPoint(name: string): Promise<void> {
  if (process.env[haltAtVariable] !== name) return;
  process.stderr.write(`halted at ${name}\n`);
  // Why a timer: a promise that never settles does not keep Node alive, and the process must wait to be killed.
  setInterval(() => undefined, 60_000);
  await new Promise<never>(() => undefined);
}
