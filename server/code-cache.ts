// A CommonJS file run through V8 with a code cache of its own, made after the file has run.
// Why by hand: Node's compile cache (and the v8-compile-cache package) make the cache right after compiling a
// file, when V8 has compiled only its top level; V8 compiles every function at its first call, so a start
// compiled the service's functions (Fastify's, zod's, the routes') again every time. A cache made from the
// script once it has run holds them too, as Chromium's own code cache and VS Code's do. Only Node's modules are
// imported here: server/main.ts uses this before any package is loaded.
import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { crc32 } from 'node:zlib';

/** How a run used its code cache: taken, refused (by V8 or as damaged), none there yet, or no cache folder. */
export type CodeCacheUse = 'accepted' | 'rejected' | 'absent' | 'off';

/** A CommonJS file run by runWithCodeCache. */
export interface CodeCachedRun {
  /** What the file exported (its `module.exports`). */
  exports: unknown;
  use: CodeCacheUse;
  /** Where the file's cache is kept (absent without a cache folder). */
  cacheFile?: string;
  /** Writes the cache from all V8 has compiled of the file so far, once, when the run had none or refused it; true when written. */
  saveCache(): boolean;
}

/** Options of runWithCodeCache. */
export interface CodeCacheOptions {
  /** The folder the cache is kept in; no cache without one. */
  cacheDir?: string;
  /** The file's `require` (Node's own for the file when absent). */
  require?: (id: string) => unknown;
}

// Why a header of our own: V8 checks a cache's version, flags and its source's length, but not its content in
// release builds; a damaged file must never reach its deserializer. Why CRC-32 (as Node's compile cache uses): it
// finds damage and changes, ~3 times faster than SHA-256 on the bench machine; it is no defence against someone who
// can write the cache folder, but whoever can write there can write the service's data directory beside it too.
const magic = Buffer.from('PDC1');
const digestBytes = 4;

const digest = (data: Uint8Array): Buffer => {
  const sum = Buffer.alloc(digestBytes);
  sum.writeUInt32LE(crc32(data));
  return sum;
};

const hex = (value: number): string => value.toString(16).padStart(8, '0');

/** The cache's payload when the file holds an intact one; `damaged` when it holds one that is not. */
function readCache(cacheFile: string): { payload?: Buffer; damaged: boolean } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(cacheFile);
  } catch {
    return { damaged: false };
  }
  const payload = bytes.subarray(magic.length + digestBytes);
  const intact =
    bytes.subarray(0, magic.length).equals(magic) &&
    bytes.subarray(magic.length, magic.length + digestBytes).equals(digest(payload));
  return intact ? { payload, damaged: false } : { damaged: true };
}

/** Writes `payload` as the cache, whole or not at all (a temporary file renamed), owner-only; drops the file's older caches. */
function writeCache(cacheDir: string, cacheFile: string, payload: Buffer, fileName: string): void {
  // Why owner-only: a code cache is code the service runs.
  mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  writeFileSync(temporary, Buffer.concat([magic, digest(payload), payload]), { mode: 0o600 });
  renameSync(temporary, cacheFile);
  for (const name of readdirSync(cacheDir))
    if (name.startsWith(`${fileName}.`) && name.endsWith('.v8cache') && name !== basename(cacheFile))
      rmSync(join(cacheDir, name), { force: true });
}

// Why the wrapper on the file's first line: the file's line numbers stay its own in stack traces, as Node's is.
const wrapperStart = Buffer.from('(function (exports, require, module, __filename, __dirname) {');
const wrapperEnd = Buffer.from('\n})');

/**
 * The file's text inside CommonJS's function wrapper, and the file's own bytes. Why read into one buffer with the
 * wrapper around it, not the file's text joined to the wrapper's: V8 copies a joined string into one of its own
 * before it compiles it, and for the service's 1.7 MB script that copy was ~420 new pages of memory at every start.
 */
function wrappedSource(file: string): { text: string; source: Buffer } {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const whole = Buffer.allocUnsafe(wrapperStart.length + size + wrapperEnd.length);
    wrapperStart.copy(whole);
    let read = 0;
    while (read < size) {
      const got = readSync(fd, whole, wrapperStart.length + read, size - read, read);
      if (got === 0) throw new Error(`${file} ended at byte ${read} of ${size} while it was read`);
      read += got;
    }
    wrapperEnd.copy(whole, wrapperStart.length + size);
    return { text: whole.toString('utf8'), source: whole.subarray(wrapperStart.length, wrapperStart.length + size) };
  } finally {
    closeSync(fd);
  }
}

/**
 * Runs a CommonJS file (`require`, `module`, `exports`, `__filename`, `__dirname`) with a code cache kept in
 * `options.cacheDir`, named after the file's content and the V8 that compiled it. The cache is written only by
 * `saveCache`, which the caller calls once the file has done what a start needs of it.
 */
export function runWithCodeCache(file: string, options: CodeCacheOptions = {}): CodeCachedRun {
  const { text, source } = wrappedSource(file);
  const { cacheDir } = options;
  // Why the content in the name: V8 takes a cache for any source of the same length.
  const key = hex(crc32(source)) + hex(crc32(`${process.versions.v8}\0${process.arch}`));
  const cacheFile = cacheDir ? join(cacheDir, `${basename(file)}.${key}.v8cache`) : undefined;
  const cached = cacheFile ? readCache(cacheFile) : { damaged: false };
  const script = new Script(text, { filename: file, ...(cached.payload ? { cachedData: cached.payload } : {}) });
  const use: CodeCacheUse = !cacheFile
    ? 'off'
    : cached.damaged || (cached.payload && script.cachedDataRejected)
      ? 'rejected'
      : cached.payload
        ? 'accepted'
        : 'absent';
  const module = { exports: {} as unknown, filename: file, id: file };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run.call(module.exports, module.exports, options.require ?? createRequire(file), module, file, dirname(file));
  let saved = false;
  return {
    exports: module.exports,
    use,
    ...(cacheFile ? { cacheFile } : {}),
    saveCache: () => {
      if (saved || !cacheDir || !cacheFile || use === 'accepted') return false;
      saved = true;
      try {
        writeCache(cacheDir, cacheFile, script.createCachedData(), basename(file));
        return true;
      } catch {
        // Why quiet: without a cache the service starts as it always did, only slower.
        return false;
      }
    },
  };
}
