// Issue 15, item 10: a PGlite data directory given with --data-dir was world-readable (the directory 0755,
// PGlite's files 0666). It is now the owner's alone: the directory 0700, no file readable by others.
import { chmod, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startProviderService } from '../../../server/service.ts';
import { FormClient } from '../../support/form-client.ts';

/** Every path under `dir` (the directory included) whose mode lets the group or others in. */
async function openToOthers(dir: string): Promise<string[]> {
  const found: string[] = [];
  const own = await stat(dir);
  if ((own.mode & 0o077) !== 0) found.push(`${dir} ${(own.mode & 0o777).toString(8)}`);
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const mode = (await stat(path)).mode & 0o777;
    if ((mode & 0o077) !== 0) found.push(`${path} ${mode.toString(8)}`);
  }
  return found;
}

describe.skipIf(process.platform === 'win32')('the PGlite data directory belongs to its owner alone', () => {
  const made: string[] = [];
  afterAll(async () => {
    for (const dir of made) await rm(dir, { recursive: true, force: true });
  });

  it('creates a new --data-dir 0700, and neither at start nor after writes and a stop is any file open to others', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'desk-data-'));
    made.push(parent);
    const dataDir = join(parent, 'nested', 'data');
    const service = await startProviderService({ adminPort: 0, clientPort: 0, logLevel: 'silent', dataDir });
    try {
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
      expect(await openToOthers(dataDir)).toEqual([]);
      // Writes: a failed login makes a row, and a table of its own makes new files.
      await new FormClient(service.adminUrl).post('/login', { username: 'nobody', password: 'whatever1' });
      await service.engine.exec('create table scratch as select generate_series(1, 1000) as n');
    } finally {
      await service.close();
    }
    expect(await openToOthers(dataDir)).toEqual([]);
  });

  it('closes an existing data directory that was open to others', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'desk-data-'));
    made.push(dataDir);
    await mkdir(dataDir, { recursive: true });
    await chmod(dataDir, 0o755);
    const service = await startProviderService({ adminPort: 0, clientPort: 0, logLevel: 'silent', dataDir });
    await service.close();
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    expect(await openToOthers(dataDir)).toEqual([]);
  });
});
