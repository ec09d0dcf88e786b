// The stand-in's model of Electron's fs patch for ASAR archives (lib/node/asar-fs-wrapper.ts;
// https://www.electronjs.org/docs/latest/tutorial/asar-archives): Node's fs, child_process and process.dlopen
// treat `…/app.asar/…` as a read-only folder. Installed in the host (the main process) and in each utility
// process when the host runs a packed app; docs/architecture.md lists each rule and what is not modelled.
import { execFile as _execFile } from 'node:child_process';
import childProcess from 'node:child_process';
import fs, { constants } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { archiveAt, originalFs, splitAsarPath, withoutAsar, type AsarArchive, type AsarStat } from './asar-archive.ts';

type Callback = (error: Error | null, ...values: unknown[]) => void;
type AnyFunction = (...args: never[]) => unknown;

/** Where the archive reads of this process are written, one JSON line each (the test's evidence of what was read). */
const traceFile = process.env.STAND_IN_ASAR_TRACE;
const traced = new Set<string>();

/** Notes that `filePath` of the archive was read, and how (once per path and way). */
export function traceRead(filePath: string, unpacked: boolean, how: string): void {
  if (!traceFile || traced.has(`${how}:${filePath}`)) return;
  traced.add(`${how}:${filePath}`);
  const line = { pid: process.pid, file: filePath.split('\\').join('/'), from: unpacked ? 'unpacked' : 'archive', how };
  withoutAsar(() => originalFs.appendFileSync(traceFile, `${JSON.stringify(line)}\n`));
}

// Electron's errors for archive paths (createError in asar-fs-wrapper.ts), with Node's codes and errnos.
function asarError(
  code: 'ENOENT' | 'EISDIR' | 'EACCES' | 'ENOTDIR',
  asarPath: string,
  filePath: string,
  syscall: string,
): NodeJS.ErrnoException {
  const messages = {
    ENOENT: `ENOENT, ${filePath} not found in ${asarPath}`,
    EISDIR: `EISDIR: illegal operation on a directory, ${filePath} in ${asarPath}`,
    EACCES: `EACCES: permission denied, access '${filePath}'`,
    ENOTDIR: 'ENOTDIR, not a directory',
  };
  const errnos = { ENOENT: -2, EISDIR: -21, EACCES: -13, ENOTDIR: -20 };
  return Object.assign(new Error(messages[code]), {
    code,
    errno: errnos[code],
    syscall,
    path: join(asarPath, filePath),
  });
}

interface Found {
  archive: AsarArchive;
  asarPath: string;
  filePath: string;
  stat: AsarStat;
}

/** The archive entry a path names: undefined when it names no archive; throws ENOENT when the archive lacks it. */
function lookUp(path: unknown, syscall: string, followLinks = true): Found | undefined {
  const split = splitAsarPath(path);
  if (!split) return undefined;
  const archive = archiveAt(split.asarPath);
  if (!archive) throw Object.assign(new Error(`Invalid package ${split.asarPath}`), { syscall });
  const stat = archive.stat(split.filePath, followLinks);
  if (!stat) throw asarError('ENOENT', split.asarPath, split.filePath, syscall);
  return { archive, ...split, stat };
}

let inode = 0;
const started = Date.now();

// Electron's fake Stats (makeStatArray): 0644 files, 0755 folders and executables; times are the start's.
function fakeStats(stat: AsarStat): fs.Stats {
  const type = { file: constants.S_IFREG, directory: constants.S_IFDIR, link: constants.S_IFLNK }[stat.type];
  let mode = 0o644 | type;
  if (stat.executable || stat.type !== 'file') mode |= 0o111;
  const date = new Date(started);
  return Object.assign(Object.create(fs.Stats.prototype) as fs.Stats, {
    dev: 1,
    mode,
    nlink: 1,
    uid: process.getuid?.() ?? 0,
    gid: process.getgid?.() ?? 0,
    rdev: 0,
    blksize: 4096,
    ino: ++inode,
    size: stat.size,
    blocks: Math.ceil(stat.size / 512),
    atimeMs: started,
    mtimeMs: started,
    ctimeMs: started,
    birthtimeMs: started,
    atime: date,
    mtime: date,
    ctime: date,
    birthtime: date,
  });
}

function readEntry(found: Found, options: unknown, syscall: string): Buffer | string {
  if (found.stat.type === 'directory') throw asarError('EISDIR', found.asarPath, found.filePath, syscall);
  const data = found.archive.read(found.filePath);
  traceRead(found.filePath, found.stat.unpacked, 'read');
  const encoding = (
    typeof options === 'string' ? options : (options as { encoding?: string } | undefined)?.encoding
  ) as BufferEncoding | undefined;
  return encoding ? data.toString(encoding) : data;
}

// libuv's entry types, which fs.constants carries at run time though Node's types leave them out.
const direntTypes = constants as unknown as { UV_DIRENT_FILE: number; UV_DIRENT_DIR: number; UV_DIRENT_LINK: number };

function listEntry(found: Found, options: unknown): (string | fs.Dirent)[] {
  const names = found.archive.readdir(found.filePath);
  if (!names) throw asarError('ENOTDIR', found.asarPath, found.filePath, 'scandir');
  if (!(options as { withFileTypes?: boolean } | undefined)?.withFileTypes) return names;
  const dir = join(found.asarPath, found.filePath);
  return names.map((name) => {
    const type = found.archive.stat(join(found.filePath, name), false)?.type;
    const kind =
      type === 'directory'
        ? direntTypes.UV_DIRENT_DIR
        : type === 'link'
          ? direntTypes.UV_DIRENT_LINK
          : direntTypes.UV_DIRENT_FILE;
    // Why the constructor Node itself uses for readdir's entries: isFile()/isDirectory() read its type.
    const DirentClass = fs.Dirent as unknown as new (name: string, type: number, path: string) => fs.Dirent;
    return new DirentClass(name, kind, dir);
  });
}

// Electron opens with write flags fail with EACCES; read-only opens get a descriptor.
const writeFlags = constants.O_WRONLY | constants.O_RDWR | constants.O_APPEND | constants.O_CREAT | constants.O_TRUNC;

function flagsOf(flags: unknown): number {
  if (typeof flags === 'number') return flags;
  const text = typeof flags === 'string' ? flags : 'r';
  return text === 'r' || text === 'rs' || text === 'sr' ? constants.O_RDONLY : constants.O_WRONLY;
}

/** The real path an open of an archive path goes to (see the model notes: a copy for a packed file), or throws. */
function openTarget(found: Found, flags: unknown): string {
  if (found.stat.type === 'directory') throw asarError('EISDIR', found.asarPath, found.filePath, 'open');
  if (found.stat.unpacked) {
    traceRead(found.filePath, true, 'open');
    return found.archive.unpackedPath(found.filePath);
  }
  if (flagsOf(flags) & writeFlags) throw asarError('EACCES', found.asarPath, found.filePath, 'open');
  traceRead(found.filePath, false, 'open');
  return found.archive.copyOut(found.filePath);
}

function realpathOf(found: Found): string {
  return join(originalFs.realpathSync(found.asarPath), found.archive.realpath(found.filePath) ?? found.filePath);
}

/** Runs `work` for an archive path (callback style, answered on a later tick as a native call is). */
function later(callback: Callback, work: () => unknown): void {
  let result: unknown;
  try {
    result = work();
  } catch (error) {
    process.nextTick(() => callback(error as Error));
    return;
  }
  process.nextTick(() => callback(null, result));
}

/** Replaces `target[name]` by `make(original)`, keeping util.promisify's custom form where the original has one. */
function wrap<T extends object>(target: T, name: keyof T & string, make: (original: AnyFunction) => AnyFunction): void {
  const original = target[name] as unknown as AnyFunction & { [promisify.custom]?: unknown; native?: AnyFunction };
  const wrapped = make(original) as AnyFunction & { native?: AnyFunction };
  if (original.native) wrapped.native = wrapped;
  Object.defineProperty(wrapped, 'name', { value: name });
  (target as Record<string, unknown>)[name] = wrapped;
}

function callbackOf(args: unknown[]): Callback {
  return args[args.length - 1] as Callback;
}

/** Patches fs, fs.promises, child_process and process.dlopen for archive paths (once per process). */
export function installAsarFs(): void {
  const promises = fs.promises as unknown as Record<string, AnyFunction>;
  const anyFs = fs as unknown as Record<string, AnyFunction>;

  // Reading: https://www.electronjs.org/docs/latest/tutorial/asar-archives#node-api
  wrap(anyFs, 'readFileSync', (original) => (path: unknown, options?: unknown) => {
    const found = lookUp(path, 'open');
    return found ? readEntry(found, options, 'read') : (original as (...a: unknown[]) => unknown)(path, options);
  });
  wrap(anyFs, 'readFile', (original) => (...args: unknown[]) => {
    const found = typeof args[0] === 'number' ? undefined : lookUp(args[0], 'open');
    if (!found) return (original as (...a: unknown[]) => unknown)(...args);
    later(callbackOf(args), () => readEntry(found, typeof args[1] === 'function' ? undefined : args[1], 'read'));
    return undefined;
  });
  wrap(promises, 'readFile', (original) => async (path: unknown, options?: unknown) => {
    const found = typeof path === 'object' && path !== null && 'fd' in path ? undefined : lookUp(path, 'open');
    return found ? readEntry(found, options, 'read') : (original as (...a: unknown[]) => unknown)(path, options);
  });

  // Information: Electron's Stats are made up but for size and type ("Fake Stat Information of fs.stat").
  for (const [name, follow] of [
    ['statSync', true],
    ['lstatSync', false],
  ] as const)
    wrap(anyFs, name, (original) => (path: unknown, options?: { throwIfNoEntry?: boolean }) => {
      try {
        const found = lookUp(path, name.slice(0, -4), follow);
        if (found) return fakeStats(found.stat);
      } catch (error) {
        if (options?.throwIfNoEntry === false && (error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      return (original as (...a: unknown[]) => unknown)(path, options);
    });
  for (const [name, follow] of [
    ['stat', true],
    ['lstat', false],
  ] as const) {
    wrap(anyFs, name, (original) => (...args: unknown[]) => {
      const split = splitAsarPath(args[0]);
      if (!split) return (original as (...a: unknown[]) => unknown)(...args);
      later(callbackOf(args), () => fakeStats((lookUp(args[0], name, follow) as Found).stat));
      return undefined;
    });
    wrap(promises, name, (original) => async (path: unknown, options?: unknown) => {
      const found = lookUp(path, name, follow);
      return found ? fakeStats(found.stat) : (original as (...a: unknown[]) => unknown)(path, options);
    });
  }
  wrap(anyFs, 'existsSync', (original) => (path: unknown) => {
    if (!splitAsarPath(path)) return (original as (...a: unknown[]) => unknown)(path);
    try {
      return lookUp(path, 'stat') !== undefined;
    } catch {
      return false;
    }
  });
  const access = (found: Found, mode: unknown): void => {
    // Electron: writing is refused for packed entries; an unpacked one answers as the real file does.
    if (found.stat.unpacked) fs.accessSync(found.archive.unpackedPath(found.filePath), mode as number);
    else if (typeof mode === 'number' && mode & constants.W_OK)
      throw asarError('EACCES', found.asarPath, found.filePath, 'access');
  };
  wrap(anyFs, 'accessSync', (original) => (path: unknown, mode?: unknown) => {
    const found = lookUp(path, 'access');
    if (found) access(found, mode);
    else (original as (...a: unknown[]) => unknown)(path, mode);
  });
  wrap(anyFs, 'access', (original) => (...args: unknown[]) => {
    if (!splitAsarPath(args[0])) return (original as (...a: unknown[]) => unknown)(...args);
    later(callbackOf(args), () =>
      access(lookUp(args[0], 'access') as Found, typeof args[1] === 'number' ? args[1] : undefined),
    );
    return undefined;
  });
  wrap(promises, 'access', (original) => async (path: unknown, mode?: unknown) => {
    const found = lookUp(path, 'access');
    if (found) access(found, mode);
    else await (original as (...a: unknown[]) => Promise<unknown>)(path, mode);
  });

  // Folders: readdir lists an archive's folder (with file types too).
  wrap(anyFs, 'readdirSync', (original) => (path: unknown, options?: unknown) => {
    const found = lookUp(path, 'scandir');
    return found ? listEntry(found, options) : (original as (...a: unknown[]) => unknown)(path, options);
  });
  wrap(anyFs, 'readdir', (original) => (...args: unknown[]) => {
    if (!splitAsarPath(args[0])) return (original as (...a: unknown[]) => unknown)(...args);
    later(callbackOf(args), () =>
      listEntry(lookUp(args[0], 'scandir') as Found, typeof args[1] === 'function' ? undefined : args[1]),
    );
    return undefined;
  });
  wrap(promises, 'readdir', (original) => async (path: unknown, options?: unknown) => {
    const found = lookUp(path, 'scandir');
    return found ? listEntry(found, options) : (original as (...a: unknown[]) => unknown)(path, options);
  });

  // realpath: the archive's links followed; the archive's own path made real.
  wrap(anyFs, 'realpathSync', (original) => (path: unknown, options?: unknown) => {
    const found = lookUp(path, 'realpath');
    return found ? realpathOf(found) : (original as (...a: unknown[]) => unknown)(path, options);
  });
  wrap(anyFs, 'realpath', (original) => (...args: unknown[]) => {
    if (!splitAsarPath(args[0])) return (original as (...a: unknown[]) => unknown)(...args);
    later(callbackOf(args), () => realpathOf(lookUp(args[0], 'realpath') as Found));
    return undefined;
  });
  wrap(promises, 'realpath', (original) => async (path: unknown, options?: unknown) => {
    const found = lookUp(path, 'realpath');
    return found ? realpathOf(found) : (original as (...a: unknown[]) => unknown)(path, options);
  });

  // Descriptors: read-only opens succeed, writing ones fail with EACCES ("Archives Are Read-only").
  wrap(anyFs, 'openSync', (original) => (path: unknown, flags?: unknown, mode?: unknown) => {
    const found = lookUp(path, 'open');
    return (original as (...a: unknown[]) => unknown)(found ? openTarget(found, flags) : path, flags, mode);
  });
  wrap(anyFs, 'open', (original) => (...args: unknown[]) => {
    if (!splitAsarPath(args[0])) return (original as (...a: unknown[]) => unknown)(...args);
    let target: string;
    try {
      target = openTarget(lookUp(args[0], 'open') as Found, typeof args[1] === 'function' ? undefined : args[1]);
    } catch (error) {
      process.nextTick(() => callbackOf(args)(error as Error));
      return undefined;
    }
    return (original as (...a: unknown[]) => unknown)(target, ...args.slice(1));
  });
  wrap(promises, 'open', (original) => async (path: unknown, flags?: unknown, mode?: unknown) => {
    const found = lookUp(path, 'open');
    return (original as (...a: unknown[]) => unknown)(found ? openTarget(found, flags) : path, flags, mode);
  });

  // Copies out of an archive ("fs.copyFile … copy straight from the archive to the destination").
  const copySource = (path: unknown): unknown => {
    const found = lookUp(path, 'copyfile');
    if (!found) return path;
    traceRead(found.filePath, found.stat.unpacked, 'copy');
    return found.archive.copyOut(found.filePath);
  };
  wrap(
    anyFs,
    'copyFileSync',
    (original) =>
      (source: unknown, ...rest: unknown[]) =>
        (original as (...a: unknown[]) => unknown)(copySource(source), ...rest),
  );
  wrap(anyFs, 'copyFile', (original) => (source: unknown, ...rest: unknown[]) => {
    let from: unknown;
    try {
      from = copySource(source);
    } catch (error) {
      process.nextTick(() => callbackOf(rest)(error as Error));
      return undefined;
    }
    return (original as (...a: unknown[]) => unknown)(from, ...rest);
  });
  wrap(
    promises,
    'copyFile',
    (original) =>
      async (source: unknown, ...rest: unknown[]) =>
        (original as (...a: unknown[]) => unknown)(copySource(source), ...rest),
  );

  // "Extra Unpacking on Some APIs": execFile, execFileSync and process.dlopen get a real copy of the file.
  const realFile = (path: unknown): unknown => {
    const found = lookUp(path, 'spawn');
    if (!found) return path;
    traceRead(found.filePath, found.stat.unpacked, 'execute');
    return found.archive.copyOut(found.filePath);
  };
  const anyChild = childProcess as unknown as Record<string, AnyFunction>;
  wrap(
    anyChild,
    'execFile',
    (original) =>
      (file: unknown, ...rest: unknown[]) =>
        (original as (...a: unknown[]) => unknown)(realFile(file), ...rest),
  );
  (anyChild.execFile as unknown as Record<symbol, unknown>)[promisify.custom] = (file: unknown, ...rest: unknown[]) =>
    (promisify(_execFile) as (...a: unknown[]) => unknown)(realFile(file), ...rest);
  wrap(
    anyChild,
    'execFileSync',
    (original) =>
      (file: unknown, ...rest: unknown[]) =>
        (original as (...a: unknown[]) => unknown)(realFile(file), ...rest),
  );
  // exec and spawn take a command line, which Electron does not rewrite ("Executing Binaries Inside ASAR
  // archive": only execFile is supported); exec runs with the archive support off, as Electron's does.
  for (const name of ['exec', 'execSync'] as const)
    wrap(
      anyChild,
      name,
      (original) =>
        (...args: unknown[]) =>
          withoutAsar(() => (original as (...a: unknown[]) => unknown)(...args)),
    );
  const dlopen = process.dlopen.bind(process);
  process.dlopen = (module: { exports: unknown }, filename: string, flags?: number) =>
    dlopen(module, realFile(filename) as string, flags);

  // Why: ES modules that imported a name from node:fs or node:child_process must see the patched function too.
  syncBuiltinESMExports();
}
