import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrations } from '../../server/db/migrate.ts';
import { dumpPglite, openPgliteEngine } from '../../server/db/pglite-engine.ts';
import { registerCleanup } from '../common/cleanup.ts';
import { benchCacheDir, type PgliteSnapshot } from '../common/pglite-cache.ts';
import { logProgress } from '../common/progress-log.ts';
import { replicateClients, type ReplicationFigures } from './scale-replicate.ts';

/** A PGlite snapshot grown ×factor in SQL from a seeded one, and how it was made. */
export interface ScaledSnapshot {
  path: string;
  bytes: number;
  clients: number;
  factor: number;
  seed: number;
  migrationIds: number[];
  recipe: number;
  /** When the seeded snapshot it grew from was built; a newer seeded snapshot makes this one stale. */
  baseBuiltAt: string;
  builtAt: string;
  replication: ReplicationFigures;
  dumpMs: number;
  fromCache: boolean;
}

// Why a recipe number: bump it when scale-replicate.ts changes what the copies hold, so stale tarballs are rebuilt.
const scaledRecipe = 1;

function scaledPaths(clients: number, seed: number): { tarball: string; meta: string } {
  const base = join(benchCacheDir, `pglite-${clients}-clients-seed-${seed}-scaled`);
  return { tarball: `${base}.tar.gz`, meta: `${base}.json` };
}

function readCached(clients: number, base: PgliteSnapshot): ScaledSnapshot | undefined {
  const paths = scaledPaths(clients, base.seed);
  if (!existsSync(paths.tarball) || !existsSync(paths.meta)) return undefined;
  const meta = JSON.parse(readFileSync(paths.meta, 'utf8')) as Omit<ScaledSnapshot, 'fromCache' | 'path'>;
  const current =
    meta.recipe === scaledRecipe &&
    meta.baseBuiltAt === base.builtAt &&
    meta.migrationIds.join(',') === migrations.map((migration) => migration.id).join(',');
  return current ? { ...meta, path: paths.tarball, fromCache: true } : undefined;
}

async function buildScaled(clients: number, base: PgliteSnapshot): Promise<ScaledSnapshot> {
  const factor = clients / base.clients;
  const paths = scaledPaths(clients, base.seed);
  const scratch = join(benchCacheDir, `build-scaled-${process.pid}`);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  // Why: the scratch data dir of a million clients is gigabytes; an interrupted build must not leave it behind.
  const unregister = registerCleanup(async () => rmSync(scratch, { recursive: true, force: true }));
  try {
    // Why a data dir on disk: dumpPglite dumps a data dir, and a million clients in memory would double the RSS.
    const engine = await openPgliteEngine({ dataDir: scratch, loadDataDir: new Blob([readFileSync(base.path)]) });
    logProgress(`PGlite: copying the ${base.clients.toLocaleString('en-US')} seeded clients ×${factor} in SQL`);
    const replication = await replicateClients(engine, factor, base.seed).finally(() => engine.close());
    logProgress(
      `PGlite: grown to ${replication.clientsAfter.toLocaleString('en-US')} clients in ${(replication.totalMs / 1000).toFixed(0)} s; dumping the data dir`,
    );
    const started = performance.now();
    const tarball = await dumpPglite(scratch);
    const dumpMs = performance.now() - started;
    const meta: Omit<ScaledSnapshot, 'fromCache' | 'path'> = {
      bytes: tarball.size,
      clients: replication.clientsAfter,
      factor,
      seed: base.seed,
      migrationIds: migrations.map((migration) => migration.id),
      recipe: scaledRecipe,
      baseBuiltAt: base.builtAt,
      builtAt: new Date().toISOString(),
      replication,
      dumpMs,
    };
    // Why write then rename: an interrupted run must not leave a half-written tarball that looks cached.
    writeFileSync(`${paths.tarball}.partial`, Buffer.from(await tarball.arrayBuffer()));
    renameSync(`${paths.tarball}.partial`, paths.tarball);
    writeFileSync(paths.meta, `${JSON.stringify(meta, null, 2)}\n`);
    return { ...meta, path: paths.tarball, fromCache: false };
  } finally {
    unregister();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The cached PGlite snapshot of `clients` grown from the seeded `base`, built (copied in SQL and dumped) when missing or stale. */
export async function ensureScaledSnapshot(
  clients: number,
  base: PgliteSnapshot,
  rebuild: boolean,
): Promise<ScaledSnapshot> {
  const cached = rebuild ? undefined : readCached(clients, base);
  if (cached) {
    logProgress(
      `PGlite: using the cached ${clients.toLocaleString('en-US')}-client snapshot ${cached.path} (built ${cached.builtAt})`,
    );
    return cached;
  }
  logProgress(
    `PGlite: building a ${clients.toLocaleString('en-US')}-client snapshot from the seeded ${base.clients.toLocaleString('en-US')}; later runs reuse it`,
  );
  return buildScaled(clients, base);
}
