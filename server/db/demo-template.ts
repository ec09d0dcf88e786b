import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { demoPasswords, type ServiceConfig } from '../config.ts';
import { migrations } from './migrate.ts';

/** What a ready-made demo database was made with: a first start may use it only when it asks for the same. */
export const demoTemplateManifest = z.object({
  clients: z.number().int(),
  seed: z.number().int(),
  timeZone: z.string(),
  /** The last migration in it: a template made by an older build gets the newer ones at start, as any database. */
  lastMigration: z.number().int(),
  /** The day the demo's dates are counted from (`YYYY-MM-DD`). */
  referenceDay: z.string(),
  /** A digest of what made it (migrations, seed code, PGlite): `npm run build` makes it again when that changes. */
  sourceDigest: z.string(),
});
/** The manifest written beside a demo database tarball. */
export type DemoTemplateManifest = z.infer<typeof demoTemplateManifest>;

/** The manifest's path beside a tarball (`demo-db.tar.gz` → `demo-db.json`). */
export function manifestPathOf(tarballPath: string): string {
  return tarballPath.replace(/\.tar\.gz$/, '.json');
}

/**
 * The ready-made demo database to restore into an empty data directory instead of initdb + migrations + seed,
 * or undefined to make it the slow way. Used only for the demo's own first start: demo mode, the demo's public
 * passwords, and the clients, seed and time zone the template was made with (a service given other passwords
 * or another size seeds its own). Why not for PostgreSQL: a template is a PGlite data directory.
 */
export async function demoTemplateFor(config: ServiceConfig): Promise<Blob | undefined> {
  const path = config.demoTemplate;
  if (!path || !config.dataDir || config.databaseUrl || !config.demo) return undefined;
  if (existsSync(join(config.dataDir, 'PG_VERSION'))) return undefined;
  if (config.staffPassword !== demoPasswords.staff || config.clientPassword !== demoPasswords.client) return undefined;
  const manifestPath = manifestPathOf(path);
  if (!existsSync(path) || !existsSync(manifestPath)) return undefined;
  const parsed = demoTemplateManifest.safeParse(JSON.parse(await readFile(manifestPath, 'utf8')));
  if (!parsed.success) return undefined;
  const made = parsed.data;
  const lastMigration = migrations.at(-1)?.id ?? 0;
  const fits =
    made.clients === config.demoClients &&
    made.seed === config.demoSeed &&
    made.timeZone === config.timeZone &&
    made.lastMigration <= lastMigration;
  return fits ? new Blob([await readFile(path)]) : undefined;
}
