/**
 * Makes the first start on a PGlite data directory safe to kill: a directory whose initdb never finished is
 * made again, never opened as a database.
 *
 * Why: PGlite takes any directory holding PG_VERSION for a finished database, but its initdb writes
 * PG_VERSION into the directory in place, hundreds of milliseconds before it is done. A first start killed
 * in between (TerminateProcess when an office PC is switched off) left a directory that every later start
 * failed to open ("PGlite failed to initialize properly", "Cannot read properties of undefined").
 * A sibling marker file, written before initdb begins and removed once PGlite has opened the new database,
 * says "unfinished" for as long as that is true; it costs nothing, where initdb into a sibling directory
 * renamed into place would cost a second PGlite start (about 0.3 s).
 */
import { existsSync } from 'node:fs';
import { readdir, rm, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';

/** The sibling file whose presence says the directory's initdb began and has not finished. */
export function unfinishedMarkerOf(dataDir: string): string {
  const full = resolve(dataDir);
  return join(dirname(full), `${basename(full)}.initdb-unfinished`);
}

/** Top-level names a PostgreSQL data directory holds (PG_VERSION, base, global, pg_*, postgresql*.conf, postmaster.*). */
function isPostgresEntry(name: string): boolean {
  return (
    name === 'PG_VERSION' ||
    name === 'base' ||
    name === 'global' ||
    /^pg_/.test(name) ||
    /^postgresql(\.auto)?\.conf$/.test(name) ||
    /^postmaster\./.test(name)
  );
}

/**
 * Gets a directory without PG_VERSION ready for initdb: absent or empty is fine; the leftovers of an initdb
 * killed before this marker existed (only PostgreSQL's own names) are removed; anything else is refused,
 * since it is not ours to delete.
 */
async function clearForInitdb(dataDir: string): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (entries.length === 0) return;
  if (!entries.every(isPostgresEntry)) {
    throw new Error(`the data directory ${dataDir} holds files but no database: give an empty or new directory`);
  }
  await emptyDirectory(dataDir);
}

/** Removes everything inside a directory, keeping the directory itself (and so its owner-only mode). */
async function emptyDirectory(dir: string): Promise<void> {
  const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) await rm(join(dir, entry), { recursive: true, force: true });
}

/**
 * Opens PGlite on `dataDir` through `open` (which runs initdb in place when the directory holds no
 * database), so that a process killed at any moment of it leaves either a whole database or one the next
 * call makes again from scratch.
 */
export async function openDataDirSafely<Db extends { close(): Promise<void> }>(
  dataDir: string,
  open: () => Promise<Db>,
): Promise<Db> {
  const marker = unfinishedMarkerOf(dataDir);
  // A marker left behind: the previous start was killed during initdb, before anything else was written.
  if (existsSync(marker)) await emptyDirectory(dataDir);
  if (existsSync(join(dataDir, 'PG_VERSION'))) {
    return open().catch((error: unknown) => {
      throw new Error(
        `PGlite could not open the database in ${dataDir}: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    });
  }
  await clearForInitdb(dataDir);
  await writeFile(
    marker,
    'PGlite initdb in progress; while this file exists the directory beside it is not a database.\n',
    { flush: true },
  );
  const db = await open();
  // Why removal failure is fatal: the database is still empty, and a later start must not find both the
  // marker and data written after it (the marker would send that data away).
  await unlink(marker).catch(async (error: unknown) => {
    await db.close().catch(() => undefined);
    throw error;
  });
  return db;
}
