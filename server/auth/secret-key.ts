/**
 * Where the service's secret key comes from (the key client-area passwords are sealed with, password-sealer.ts),
 * and the start-up check that it is the key the stored values were sealed with. Never the database: a copy or
 * dump of the database alone must not open the passwords.
 * - `--secret-key` / `PROVIDER_SECRET_KEY`: any engine, and the only way for PostgreSQL.
 * - PGlite with a data directory: the file `provider-secret.key` in it, made at the first start (0600).
 * - PGlite in memory: a key of this process alone, since the database dies with the process too.
 * A PostgreSQL start without a key is refused with what to set: never a silent fallback.
 */
import { constants } from 'node:fs';
import { chmod, open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServiceConfig } from '../config.ts';
import type { SqlExecutor } from '../db/sql-engine.ts';
import { createPasswordSealer, newSecretKeyText, parseSecretKey, type PasswordSealer } from './password-sealer.ts';

/** The key file's name inside a PGlite data directory. */
export const secretKeyFileName = 'provider-secret.key';

/** Where a start found its key, for messages (never the key). */
type KeySource = { kind: 'setting' } | { kind: 'file'; path: string } | { kind: 'memory' };

async function readOrMakeKeyFile(path: string): Promise<string> {
  try {
    // Why 'wx': two starts racing on a new directory must not each write a key; the loser reads the winner's.
    const handle = await open(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
    const text = newSecretKeyText();
    try {
      await handle.writeFile(`${text}\n`, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    return text;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // Why chmod an existing one: a file copied in by hand may have come with the umask's 0644.
  await chmod(path, 0o600);
  return readFile(path, 'utf8');
}

/** The key of this start, and where it came from; throws, naming what to set, when there is none. */
async function resolveKey(config: ServiceConfig, engineKind: 'pglite' | 'postgres'): Promise<[Buffer, KeySource]> {
  if (config.secretKey) return [parseSecretKey(config.secretKey, 'PROVIDER_SECRET_KEY'), { kind: 'setting' }];
  if (engineKind === 'pglite' && config.dataDir && !config.dataDir.includes('://')) {
    const path = join(config.dataDir, secretKeyFileName);
    return [parseSecretKey(await readOrMakeKeyFile(path), path), { kind: 'file', path }];
  }
  if (engineKind === 'pglite' && !config.dataDir)
    return [parseSecretKey(newSecretKeyText(), 'a new key'), { kind: 'memory' }];
  throw new Error(
    'no secret key: set PROVIDER_SECRET_KEY (or --secret-key) to 32 random bytes in base64, for example the output of `openssl rand -base64 32`, and keep it outside the database. The service seals the client-area passwords with it (docs/provider-service.md, "Secret key")',
  );
}

/**
 * The sealer of this start, after checking its key against the fingerprint the database keeps (the first start
 * records it). Why refuse a different key: every sealed password would silently read as unknown.
 */
export async function openPasswordSealer(
  config: ServiceConfig,
  engineKind: 'pglite' | 'postgres',
  db: SqlExecutor,
): Promise<PasswordSealer> {
  const [key, source] = await resolveKey(config, engineKind);
  const sealer = createPasswordSealer(key);
  const [kept] = await db.query<{ fingerprint: string }>('select key_fingerprint as fingerprint from secret_key_check');
  if (!kept) {
    await db.query('insert into secret_key_check (key_fingerprint) values ($1) on conflict do nothing', [
      sealer.fingerprint,
    ]);
  } else if (kept.fingerprint !== sealer.fingerprint) {
    const where =
      source.kind === 'file'
        ? `the key file ${source.path}`
        : source.kind === 'setting'
          ? 'PROVIDER_SECRET_KEY (--secret-key)'
          : 'a key of this process alone (an in-memory database opened by the caller)';
    throw new Error(
      `the secret key from ${where} is not the one this database's client-area passwords were sealed with: give the original key (docs/provider-service.md, "Secret key")`,
    );
  }
  return sealer;
}
