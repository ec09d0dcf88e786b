import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restoreTarball } from './restore-tarball.ts';

interface Entry {
  name: string;
  type: '0' | '5' | '2';
  body?: string;
}

/** A gzipped ustar archive as PGlite's dumpDataDir writes them (names beginning with `/`). */
function tarball(entries: Entry[]): Uint8Array {
  const parts = entries.flatMap((entry) => {
    const body = Buffer.from(entry.body ?? '');
    const header = Buffer.alloc(512);
    header.write(entry.name, 0, 100);
    header.write(`${(entry.type === '5' ? 0o755 : 0o644).toString(8).padStart(7, '0')}\0`, 100);
    header.write(`${body.length.toString(8).padStart(11, '0')}\0`, 124);
    header.write(entry.type, 156);
    header.write('ustar\x0000', 257);
    const padded = Buffer.alloc(Math.ceil(body.length / 512) * 512);
    body.copy(padded);
    return [header, padded];
  });
  return gzipSync(Buffer.concat([...parts, Buffer.alloc(1024)]));
}

describe('restoreTarball', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'desk-restore-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the directories and files of a data directory archive, the owner’s alone', async () => {
    const target = join(dir, 'data');
    const big = 'x'.repeat(1300);
    await restoreTarball(
      tarball([
        { name: '/PG_VERSION', type: '0', body: '18\n' },
        { name: '/base', type: '5' },
        { name: '/base/1', type: '5' },
        { name: '/base/1/112', type: '0', body: big },
        { name: '/base/1/113', type: '0', body: '' },
      ]),
      target,
    );
    expect(await readFile(join(target, 'PG_VERSION'), 'utf8')).toBe('18\n');
    expect(await readFile(join(target, 'base', '1', '112'), 'utf8')).toBe(big);
    expect(await readFile(join(target, 'base', '1', '113'), 'utf8')).toBe('');
    if (process.platform !== 'win32') {
      expect((await stat(join(target, 'base', '1'))).mode & 0o777).toBe(0o700);
      expect((await stat(join(target, 'base', '1', '112'))).mode & 0o777).toBe(0o600);
    }
  });

  it('refuses an entry that would land outside the folder, and kinds a data directory never holds', async () => {
    await expect(
      restoreTarball(tarball([{ name: '/../escaped', type: '0', body: 'no' }]), join(dir, 'a')),
    ).rejects.toThrow(/outside its folder: \/..\/escaped/);
    await expect(restoreTarball(tarball([{ name: '/link', type: '2' }]), join(dir, 'b'))).rejects.toThrow(
      /entry \/link is of a kind a data directory never holds \(2\)/,
    );
  });

  it('refuses a damaged archive', async () => {
    const damaged = tarball([{ name: '/PG_VERSION', type: '0', body: '18\n' }]);
    const at = damaged.length - 6;
    damaged[at] = (damaged[at] ?? 0) ^ 0xff;
    await expect(restoreTarball(damaged, join(dir, 'c'))).rejects.toThrow();
  });
});
