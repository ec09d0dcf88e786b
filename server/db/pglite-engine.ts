import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { chmodSync, lstatSync, readdirSync, type Stats } from 'node:fs';
import { chmod, mkdir, readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { openDataDirSafely } from './pglite-data-dir.ts';
import { restoreTarball } from './restore-tarball.ts';
import type { SqlEngine, SqlExecutor } from './sql-engine.ts';

/** Options of the embedded engine: a data directory that persists, or memory when absent. */
export interface PgliteEngineOptions {
  dataDir?: string;
  /** A tarball made by `dumpDataDir`, to start from a prepared database instead of an empty one. */
  loadDataDir?: Blob;
  /** PostgreSQL settings given at its start (`-c name=value`, e.g. `shared_buffers: '4MB'`); its defaults when absent. */
  startSettings?: Readonly<Record<string, string>>;
  /** PGlite's WebAssembly, already compiled (pglite-wasm.ts); PGlite reads and compiles it itself when absent. */
  wasmModule?: WebAssembly.Module;
}

// Why: dates, timestamps and numerics stay text so both engines hand back identical rows; SQL formats
// them (to_char) and the wire carries strings, as the interface shows.
const textParsers = {
  [types.DATE]: (value: string) => value,
  [types.TIMESTAMP]: (value: string) => value,
  [types.TIMESTAMPTZ]: (value: string) => value,
  [types.NUMERIC]: (value: string) => value,
  [types.INT8]: (value: string) => value,
};

/** How often the files of a data directory are made the owner's again while the engine runs (10 minutes). */
export const restrictEveryMs = 10 * 60 * 1000;

/** Makes (if need be) the data directory and sets it 0700, leaving what is inside to restrictToOwner (POSIX only). */
async function restrictDirectoryToOwner(dataDir: string): Promise<void> {
  if (process.platform === 'win32') return;
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await chmod(dataDir, 0o700);
}

/**
 * Makes a data directory its owner's alone: the directory and every directory in it 0700, every file without
 * group or other bits. Why: PGlite writes its files 0666 whatever the umask (its file system layer sets the
 * mode itself), so a database of customers' names, documents and password hashes was readable by every user
 * of the machine. The directory's 0700 is what keeps others out, from before PGlite writes a byte; the files'
 * modes are tightened too (at open, every 10 minutes, at close) so a copy or a looser parent gives nothing away.
 * POSIX modes only: on Windows the user's profile folder's ACLs do this job, and nothing is changed.
 */
export async function restrictToOwner(dataDir: string): Promise<void> {
  if (process.platform === 'win32') return;
  await restrictDirectoryToOwner(dataDir);
  // Why synchronous calls: the walk is ~1,100 lstat calls, and each awaited one is a trip through libuv's thread
  // pool; one pass took 60–130 ms of a later demo start that way and 17–20 ms this way (loaded two-core machine).
  for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    // Why the tries: files come and go while PGlite runs, and a symlink's target is not ours to change.
    const info = lstatOrNothing(path);
    if (!info || info.isSymbolicLink()) continue;
    const wanted = info.isDirectory() ? 0o700 : info.mode & 0o700;
    if ((info.mode & 0o777) === wanted) continue;
    try {
      chmodSync(path, wanted);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

function lstatOrNothing(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

/** PGlite's start parameters with `settings` added; a name or value that is not a plain word is refused. */
function startParams(settings: Readonly<Record<string, string>>): string[] {
  const added = Object.entries(settings).flatMap(([name, value]) => {
    // Why so strict: these become PostgreSQL's command line; nothing but a setting's name and a plain value may pass.
    if (!/^[a-z_]+$/.test(name) || !/^[\w.]+$/.test(value))
      throw new Error(`not a PostgreSQL start setting: ${JSON.stringify(name)}`);
    return ['-c', `${name}=${value}`];
  });
  return [...PGlite.defaultStartParams, ...added];
}

/** Opens PGlite (PostgreSQL compiled to WASM) in this process, with pg_trgm loaded. */
export async function openPgliteEngine(options: PgliteEngineOptions = {}): Promise<SqlEngine> {
  // A directory on disk (PGlite also takes `memory://` and `idb://` addresses, which have no files).
  const dataDir = options.dataDir && !options.dataDir.includes('://') ? options.dataDir : undefined;
  const refused = (error: unknown): Error =>
    new Error(
      `cannot make the data directory ${dataDir} its owner's alone (mode 0700): ${error instanceof Error ? error.message : String(error)}`,
    );
  // Why the directory alone before PGlite opens: its 0700 is what keeps others out, from before PGlite writes a
  // byte; the files' modes are tightened in one pass once it is open (two passes over ~1,100 files cost a later
  // demo start 60–140 ms on the loaded machine, and none of them can be reached through a 0700 directory).
  if (dataDir) await restrictDirectoryToOwner(dataDir).catch((error: unknown) => Promise.reject(refused(error)));
  // Why a data directory's tarball is written by restoreTarball and not PGlite: PGlite's loadDataDir writes
  // through its Emscripten file system, about 2 s of the demo's first start (restore-tarball.ts).
  const restore = dataDir ? options.loadDataDir : undefined;
  const create = async (): Promise<PGlite> => {
    if (restore && dataDir) await restoreTarball(new Uint8Array(await restore.arrayBuffer()), dataDir);
    return PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir && !restore ? { loadDataDir: options.loadDataDir } : {}),
      ...(options.startSettings ? { startParams: startParams(options.startSettings) } : {}),
      ...(options.wasmModule ? { pgliteWasmModule: options.wasmModule } : {}),
      extensions: { pg_trgm },
      parsers: textParsers,
    });
  };
  // Why through openDataDirSafely: PGlite's initdb writes in place, and a start killed during it left a directory no later start could open.
  const db = dataDir ? await openDataDirSafely(dataDir, create) : await create();
  // Why: PGlite's whole database lives in memory, so a page read in random order costs what a sequential one does;
  // with the default (4, for spinning disks) the planner scans every client to count those with a connection in
  // a network instead of following the key index (100k clients: ~70 ms → ~35 ms; docs/benchmarks.md).
  await db.exec('set random_page_cost = 1.1');
  const restrictLater = dataDir
    ? setInterval(() => void restrictToOwner(dataDir).catch(() => undefined), restrictEveryMs)
    : undefined;
  restrictLater?.unref();
  if (dataDir) {
    await restrictToOwner(dataDir).catch(async (error: unknown) => {
      clearInterval(restrictLater);
      await db.close().catch(() => undefined);
      throw refused(error);
    });
  }
  const run: SqlExecutor['query'] = async <Row extends object>(sql: string, params: readonly unknown[] = []) =>
    (await db.query<Row>(sql, params as unknown[])).rows;
  // Why a queue: PGlite is one connection; an interleaved statement from another request would land
  // inside an open transaction. Every call waits for the previous one to settle.
  let tail: Promise<unknown> = Promise.resolve();
  const serial = <T>(job: () => Promise<T>): Promise<T> => {
    const next = tail.then(job, job);
    tail = next.catch(() => undefined);
    return next;
  };
  return {
    kind: 'pglite',
    query: (sql, params) => serial(() => run(sql, params)),
    transaction: (fn) =>
      serial(() =>
        db.transaction(async (tx) =>
          fn({
            query: async <Row extends object>(sql: string, params: readonly unknown[] = []) =>
              (await tx.query<Row>(sql, params as unknown[])).rows,
          }),
        ),
      ),
    exec: (script) => serial(async () => void (await db.exec(script))),
    close: () =>
      serial(async () => {
        clearInterval(restrictLater);
        await db.close();
        if (dataDir) await restrictToOwner(dataDir);
      }),
  };
}

/**
 * Removes the WAL segments after the one the last checkpoint starts from: files PostgreSQL recycled for later
 * use, which a copy of the directory does not need. Why: the demo's ready-made database carried one such
 * 16 MB segment, a quarter of what its first start writes to disk.
 */
async function dropRecycledWal(db: PGlite, dataDir: string): Promise<void> {
  const [row] = (await db.query<{ redo: string }>('select redo_wal_file as redo from pg_control_checkpoint()')).rows;
  const redo = row?.redo;
  if (!redo || !/^[0-9A-F]{24}$/.test(redo)) return;
  const wal = join(dataDir, 'pg_wal');
  for (const name of await readdir(wal)) if (/^[0-9A-F]{24}$/.test(name) && name > redo) await unlink(join(wal, name));
}

/**
 * Drops PostgreSQL's template databases (template0, template1) from a directory about to be dumped. Why: a first
 * start writes every file of the dump, and the templates were 600 of its 1,087 files (the demo's restore: ~1.0 s
 * → ~0.45 s on the two-core machine, where creating a file costs ~0.5 ms; Windows' file creation is slow too).
 * Only CREATE DATABASE reads a template, and the service never runs it: it works in the one database it opens.
 */
async function dropTemplateDatabases(db: PGlite): Promise<void> {
  for (const name of ['template0', 'template1']) {
    // Why IS_TEMPLATE false first: PostgreSQL refuses to drop a database marked as a template.
    const [row] = (
      await db.query<{ n: number }>('select count(*)::int as n from pg_database where datname = $1', [name])
    ).rows;
    if (!row?.n) continue;
    await db.exec(`alter database ${name} is_template false`);
    await db.exec(`drop database ${name}`);
  }
  await db.exec('checkpoint');
}

/**
 * Dumps a PGlite data directory to a tarball, to start test, bench and demo databases quickly. The directory is
 * changed first: its template databases dropped and its recycled WAL removed, which no such start needs.
 */
export async function dumpPglite(dataDir: string): Promise<Blob> {
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    await dropTemplateDatabases(db);
    await dropRecycledWal(db, dataDir);
    return await db.dumpDataDir('gzip');
  } finally {
    await db.close();
  }
}
