import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDataDirSafely, unfinishedMarkerOf } from './pglite-data-dir.ts';

/** A stand-in for PGlite.create: records what the directory held when it was called, and writes a database. */
function fakeOpen(dataDir: string, options: { fail?: boolean } = {}) {
  const seen: string[][] = [];
  const open = async () => {
    seen.push(existsSync(dataDir) ? (await readdir(dataDir)).sort() : []);
    seen.push(existsSync(unfinishedMarkerOf(dataDir)) ? ['marker'] : ['no marker']);
    if (options.fail) throw new Error('Cannot read properties of undefined');
    await mkdir(join(dataDir, 'base'), { recursive: true });
    await writeFile(join(dataDir, 'PG_VERSION'), '17\n');
    return { close: async () => undefined };
  };
  return { open, seen };
}

describe('openDataDirSafely', () => {
  let parent: string;
  let dataDir: string;

  beforeEach(async () => {
    parent = await mkdtemp(join(tmpdir(), 'desk-datadir-'));
    dataDir = join(parent, 'data');
  });
  afterEach(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('a new directory: initdb runs with the marker beside it, and the marker is gone once the database is open', async () => {
    const { open, seen } = fakeOpen(dataDir);
    await openDataDirSafely(dataDir, open);
    expect(seen).toEqual([[], ['marker']]);
    expect(existsSync(unfinishedMarkerOf(dataDir))).toBe(false);
    expect(unfinishedMarkerOf(dataDir)).toBe(join(parent, 'data.initdb-unfinished'));
  });

  it('a start that fails during initdb leaves the marker, and the next start empties the directory (keeping it) and makes it again', async () => {
    await openDataDirSafely(dataDir, fakeOpen(dataDir, { fail: true }).open).catch(() => undefined);
    expect(existsSync(unfinishedMarkerOf(dataDir))).toBe(true);
    // What a killed initdb leaves: PG_VERSION already there, the rest half written.
    await mkdir(join(dataDir, 'global'), { recursive: true });
    await writeFile(join(dataDir, 'PG_VERSION'), '17\n');
    const { open, seen } = fakeOpen(dataDir);
    await openDataDirSafely(dataDir, open);
    expect(seen).toEqual([[], ['marker']]);
    expect(existsSync(unfinishedMarkerOf(dataDir))).toBe(false);
  });

  it('a directory with PG_VERSION and no marker is a database: opened as it is, nothing removed', async () => {
    await mkdir(join(dataDir, 'base'), { recursive: true });
    await writeFile(join(dataDir, 'PG_VERSION'), '17\n');
    await writeFile(join(dataDir, 'postgresql.conf'), '');
    const { open, seen } = fakeOpen(dataDir);
    await openDataDirSafely(dataDir, open);
    expect(seen).toEqual([['PG_VERSION', 'base', 'postgresql.conf'], ['no marker']]);
  });

  it('names the directory when PGlite cannot open a database there', async () => {
    await mkdir(dataDir);
    await writeFile(join(dataDir, 'PG_VERSION'), '17\n');
    await expect(openDataDirSafely(dataDir, fakeOpen(dataDir, { fail: true }).open)).rejects.toThrow(
      `PGlite could not open the database in ${dataDir}: Cannot read properties of undefined`,
    );
  });

  it('the leftovers of an initdb killed before the marker existed (PostgreSQL names, no PG_VERSION) are cleared first', async () => {
    await mkdir(join(dataDir, 'global'), { recursive: true });
    await mkdir(join(dataDir, 'pg_wal'));
    await writeFile(join(dataDir, 'global', '1262'), 'x');
    const { open, seen } = fakeOpen(dataDir);
    await openDataDirSafely(dataDir, open);
    expect(seen[0]).toEqual([]);
  });

  it("refuses a directory holding files that are not PostgreSQL's, and deletes none of them", async () => {
    await mkdir(dataDir);
    await writeFile(join(dataDir, 'notes.txt'), 'mine');
    const { open, seen } = fakeOpen(dataDir);
    await expect(openDataDirSafely(dataDir, open)).rejects.toThrow(/holds files but no database/);
    expect(seen).toEqual([]);
    expect(await readdir(dataDir)).toEqual(['notes.txt']);
    expect(existsSync(unfinishedMarkerOf(dataDir))).toBe(false);
  });
});
