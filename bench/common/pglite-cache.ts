import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrations } from '../../server/db/migrate.ts';
import { dumpPglite, openPgliteEngine } from '../../server/db/pglite-engine.ts';
import { logProgress, seedProgressLogger } from './progress-log.ts';
import type { DataCounts } from './measured.ts';
import { seedThroughService } from './seed-database.ts';

/** A seeded PGlite database dumped as a tarball, and how it was made. */
export interface PgliteSnapshot {
  path: string;
  bytes: number;
  clients: number;
  seed: number;
  /** Migration ids the snapshot holds; a snapshot from older migrations is rebuilt. */
  migrationIds: number[];
  /** How snapshots are made; a snapshot made another way is rebuilt. */
  recipe: number;
  /** When the snapshot was built (its seed figures were measured then). */
  builtAt: string;
  firstStartMs: number;
  seedMs: number;
  dumpMs: number;
  counts: DataCounts;
  /** Whether this run reused a snapshot instead of building it. */
  fromCache: boolean;
}

/** The git-ignored folder of the bench's cached databases. */
export const benchCacheDir = join(import.meta.dirname, '..', '..', '.data', 'bench');

const currentMigrationIds = (): number[] => migrations.map((migration) => migration.id);

// Why a recipe number: bump it when the way snapshots are made changes (recipe 2: seeded through the
// service; recipe 3: the service runs VACUUM ANALYZE after its seed), so stale tarballs are rebuilt.
const snapshotRecipe = 3;

function snapshotPaths(clients: number, seed: number): { tarball: string; meta: string } {
  const base = join(benchCacheDir, `pglite-${clients}-clients-seed-${seed}`);
  return { tarball: `${base}.tar.gz`, meta: `${base}.json` };
}

function readCached(clients: number, seed: number): PgliteSnapshot | undefined {
  const paths = snapshotPaths(clients, seed);
  if (!existsSync(paths.tarball) || !existsSync(paths.meta)) return undefined;
  const meta = JSON.parse(readFileSync(paths.meta, 'utf8')) as Omit<PgliteSnapshot, 'fromCache' | 'path'>;
  if (meta.recipe !== snapshotRecipe || meta.migrationIds.join(',') !== currentMigrationIds().join(','))
    return undefined;
  return { ...meta, path: paths.tarball, fromCache: true };
}

/** Seeds a PGlite in a scratch data dir through the service's first start and dumps it (`dumpDataDir`) into the cache. */
async function buildSnapshot(clients: number, seed: number): Promise<PgliteSnapshot> {
  const paths = snapshotPaths(clients, seed);
  const scratch = join(benchCacheDir, `build-${process.pid}`);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  try {
    // Why a data dir rather than memory: dumpPglite dumps a data dir, and the engine hides its PGlite.
    const engine = await openPgliteEngine({ dataDir: scratch });
    const timing = await seedThroughService(engine, clients, seed, seedProgressLogger('PGlite seed')).finally(() =>
      engine.close(),
    );
    logProgress('PGlite: dumping the seeded data dir');
    const started = performance.now();
    const tarball = await dumpPglite(scratch);
    const dumpMs = performance.now() - started;
    const meta: Omit<PgliteSnapshot, 'fromCache' | 'path'> = {
      bytes: tarball.size,
      clients,
      seed,
      migrationIds: currentMigrationIds(),
      recipe: snapshotRecipe,
      builtAt: new Date().toISOString(),
      firstStartMs: timing.firstStartMs,
      seedMs: timing.seedMs,
      dumpMs,
      counts: timing.counts,
    };
    // Why write then rename: an interrupted run must not leave a half-written tarball that looks cached.
    writeFileSync(`${paths.tarball}.partial`, Buffer.from(await tarball.arrayBuffer()));
    renameSync(`${paths.tarball}.partial`, paths.tarball);
    writeFileSync(paths.meta, `${JSON.stringify(meta, null, 2)}\n`);
    return { ...meta, path: paths.tarball, fromCache: false };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The cached PGlite snapshot of this size and seed, built (seeded and dumped) first when missing or stale. */
export async function ensurePgliteSnapshot(clients: number, seed: number, rebuild: boolean): Promise<PgliteSnapshot> {
  mkdirSync(benchCacheDir, { recursive: true });
  const cached = rebuild ? undefined : readCached(clients, seed);
  if (cached) {
    logProgress(`PGlite: using the cached snapshot ${cached.path} (built ${cached.builtAt})`);
    return cached;
  }
  logProgress(
    `PGlite: building a snapshot of ${clients.toLocaleString('en-US')} clients (seed ${seed}); later runs reuse it`,
  );
  return buildSnapshot(clients, seed);
}
