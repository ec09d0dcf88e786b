// `require` and `import` of modules inside an ASAR archive, in the stand-in. Electron patches Node's module
// loader itself (internalModuleStat and the package.json reader, through a patch to Node); a plain Node offers
// no such entry, so the stand-in resolves archive paths with Node's module hooks and a resolver of its own:
// relative and absolute paths, bare names through the archive's node_modules folders, package.json `exports`
// (with the importer's conditions), `main`, `type`, and CommonJS's extension and index search.
import { builtinModules, registerHooks } from 'node:module';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { archiveAt, splitAsarPath } from './asar-archive.ts';
import { traceRead } from './asar-fs.ts';

type Exports = string | null | Exports[] | { [key: string]: Exports };

/** The entry of an archive at a real path, when there is one. */
function entryAt(path: string): { type: string; unpacked: boolean } | undefined {
  const split = splitAsarPath(path);
  if (!split) return undefined;
  return archiveAt(split.asarPath)?.stat(split.filePath);
}

function readText(path: string): string | undefined {
  const split = splitAsarPath(path);
  const archive = split && archiveAt(split.asarPath);
  if (!split || !archive || archive.stat(split.filePath)?.type !== 'file') return undefined;
  return archive.read(split.filePath).toString('utf8');
}

const packageJsons = new Map<string, Record<string, unknown> | undefined>();

function packageJson(dir: string): Record<string, unknown> | undefined {
  if (!packageJsons.has(dir)) {
    const text = readText(join(dir, 'package.json'));
    packageJsons.set(dir, text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>));
  }
  return packageJsons.get(dir);
}

// Node's rule for a package's `exports`: the first condition (in the object's order) the importer has.
function conditionalTarget(
  target: Exports | undefined,
  conditions: readonly string[],
  star?: string,
): string | undefined {
  if (typeof target === 'string') return star === undefined ? target : target.split('*').join(star);
  if (Array.isArray(target)) {
    for (const item of target) {
      const found = conditionalTarget(item, conditions, star);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (!target) return undefined;
  for (const [key, value] of Object.entries(target))
    if (key === 'default' || conditions.includes(key)) {
      const found = conditionalTarget(value, conditions, star);
      if (found !== undefined) return found;
    }
  return undefined;
}

function exportsTarget(exports: Exports, subpath: string, conditions: readonly string[]): string | undefined {
  const map =
    typeof exports === 'string' ||
    Array.isArray(exports) ||
    !exports ||
    !Object.keys(exports).some((key) => key.startsWith('.'))
      ? { '.': exports }
      : exports;
  if (subpath in map) return conditionalTarget(map[subpath], conditions);
  let best: { key: string; star: string } | undefined;
  for (const key of Object.keys(map)) {
    const [before, after = ''] = key.split('*');
    if (!key.includes('*') || before === undefined) continue;
    if (subpath.startsWith(before) && subpath.endsWith(after) && subpath.length >= before.length + after.length)
      if (!best || before.length > best.key.indexOf('*'))
        best = { key, star: subpath.slice(before.length, subpath.length - after.length) };
  }
  return best ? conditionalTarget(map[best.key], conditions, best.star) : undefined;
}

/** CommonJS's search: the file, then with .js/.json/.node, then a folder's package.json main or index. */
function requireTarget(path: string): string | undefined {
  const entry = entryAt(path);
  if (entry?.type === 'file') return path;
  for (const extension of ['.js', '.json', '.node'])
    if (entryAt(path + extension)?.type === 'file') return path + extension;
  if (entry?.type === 'directory') {
    const main = packageJson(path)?.main;
    if (typeof main === 'string') {
      const found = requireTarget(join(path, main));
      if (found) return found;
    }
    for (const index of ['index.js', 'index.json', 'index.node'])
      if (entryAt(join(path, index))?.type === 'file') return join(path, index);
  }
  return undefined;
}

function packageTarget(packageDir: string, subpath: string, conditions: readonly string[]): string | undefined {
  const pkg = packageJson(packageDir);
  const exports = pkg?.exports as Exports | undefined;
  if (exports !== undefined) {
    const target = exportsTarget(exports, subpath, conditions);
    return target === undefined ? undefined : join(packageDir, target);
  }
  if (subpath === '.') return requireTarget(packageDir);
  return requireTarget(join(packageDir, subpath));
}

/** A bare name's file: its package looked for in node_modules from the importer's folder up to the archive's root. */
function bareTarget(specifier: string, parentPath: string, conditions: readonly string[]): string | undefined {
  const parts = specifier.split('/');
  const nameLength = specifier.startsWith('@') ? 2 : 1;
  const name = parts.slice(0, nameLength).join('/');
  const subpath = parts.length > nameLength ? `./${parts.slice(nameLength).join('/')}` : '.';
  let dir = dirname(parentPath);
  while (splitAsarPath(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (entryAt(candidate)?.type === 'directory') return packageTarget(candidate, subpath, conditions);
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return undefined;
}

/** The module format Node would give a file of the archive: by extension, and for .js by the nearest package.json's type. */
function formatOf(path: string): string {
  if (path.endsWith('.mjs')) return 'module';
  if (path.endsWith('.cjs')) return 'commonjs';
  if (path.endsWith('.json')) return 'json';
  let dir = dirname(path);
  while (splitAsarPath(dir)) {
    const pkg = packageJson(dir);
    if (pkg) return pkg.type === 'module' ? 'module' : 'commonjs';
    dir = dirname(dir);
  }
  return 'commonjs';
}

const builtins = new Set(builtinModules);

/** Registers the hooks that load modules from archives (once per process; the host's and each utility process's). */
export function installAsarModules(): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier === 'electron' || specifier.startsWith('node:') || builtins.has(specifier))
        return nextResolve(specifier, context);
      const parentPath = context.parentURL?.startsWith('file:') ? fileURLToPath(context.parentURL) : undefined;
      const isRequire = context.conditions.includes('require');
      let path: string | undefined;
      if (specifier.startsWith('file:')) path = fileURLToPath(specifier);
      else if (posix.isAbsolute(specifier)) path = specifier;
      else if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..')
        path = parentPath ? join(dirname(parentPath), specifier) : undefined;
      let target: string | undefined;
      if (path !== undefined) {
        if (!splitAsarPath(path)) return nextResolve(specifier, context);
        target = isRequire ? requireTarget(path) : entryAt(path)?.type === 'file' ? path : undefined;
      } else if (parentPath && splitAsarPath(parentPath)) {
        target = bareTarget(specifier, parentPath, context.conditions);
        if (target === undefined) return nextResolve(specifier, context);
      } else return nextResolve(specifier, context);
      if (target === undefined || entryAt(target)?.type !== 'file')
        throw Object.assign(new Error(`Cannot find module '${specifier}' imported from ${parentPath ?? 'the host'}`), {
          code: isRequire ? 'MODULE_NOT_FOUND' : 'ERR_MODULE_NOT_FOUND',
        });
      return { url: pathToFileURL(target).href, format: formatOf(target), shortCircuit: true };
    },
    load(url, context, nextLoad) {
      const path = url.startsWith('file:') ? fileURLToPath(url) : undefined;
      const split = path ? splitAsarPath(path) : undefined;
      const archive = split && archiveAt(split.asarPath);
      if (!path || !split || !archive) return nextLoad(url, context);
      const stat = archive.stat(split.filePath);
      traceRead(split.filePath, stat?.unpacked === true, 'module');
      const format = context.format ?? formatOf(path);
      const source = archive.read(split.filePath);
      return {
        format,
        source: format === 'module' || format === 'json' ? source.toString('utf8') : source,
        shortCircuit: true,
      };
    },
  });
}
