// Restores a PGlite data directory tarball (`dumpDataDir('gzip')`: a gzipped ustar archive of regular files and
// directories, names beginning with `/`) into a directory with Node's own file calls.
// Why by hand and not PGlite's `loadDataDir`: PGlite writes each file through its Emscripten file system,
// which took about 2 s of a demo first start for its 61 MB; Node's own calls take a fraction of that (0.8 s
// with the gunzip, on the loaded two-core machine). Why not a tar library: only these two entry types of our
// own build's archive are ever read, and anything else is refused. A damaged archive fails gunzip's CRC check.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { gunzipSync } from 'node:zlib';

const block = 512;

function field(header: Buffer, offset: number, length: number): string {
  const raw = header.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

/** The entry's path inside `dir`, refusing anything that would land outside it. */
function inside(dir: string, name: string): string {
  const relative = normalize(name.replace(/^\/+/, ''));
  if (relative === '.' || relative === '') return dir;
  if (relative.startsWith(`..${sep}`) || relative === '..')
    throw new Error(`the archive names a path outside its folder: ${name}`);
  return join(dir, relative);
}

/** Writes every directory and file of a gzipped ustar archive into `dir` (directories 0700, files 0600). */
export async function restoreTarball(tarball: Uint8Array, dir: string): Promise<void> {
  const data = gunzipSync(tarball);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const files: Promise<void>[] = [];
  for (let offset = 0; offset + block <= data.length;) {
    const header = data.subarray(offset, offset + block);
    if (header.every((byte) => byte === 0)) break;
    const prefix = field(header, 345, 155);
    const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 0);
    if (!Number.isFinite(size) || size < 0) throw new Error(`the archive's entry ${name} has no valid size`);
    const path = inside(dir, name);
    offset += block;
    if (type === '5') {
      // Why awaited at once: the files of this directory are written next.
      await mkdir(path, { recursive: true, mode: 0o700 });
    } else if (type === '0' || type === '\0') {
      files.push(writeFile(path, data.subarray(offset, offset + size), { mode: 0o600 }));
    } else {
      throw new Error(`the archive's entry ${name} is of a kind a data directory never holds (${type})`);
    }
    offset += Math.ceil(size / block) * block;
  }
  await Promise.all(files);
}
