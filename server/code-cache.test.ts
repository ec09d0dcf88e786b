import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runWithCodeCache } from './code-cache.ts';

const moduleUrl = pathToFileURL(join(import.meta.dirname, 'code-cache.ts')).href;

/** A CommonJS file whose `grow` is a function big enough to matter in a code cache, run only when called. */
function scriptFile(folder: string, answer = 41): string {
  const file = join(folder, 'script.cjs');
  const steps = Array.from({ length: 400 }, (_, index) => `  total += (value * ${index + 1}) % 7;`).join('\n');
  writeFileSync(
    file,
    [
      `const path = require('node:path');`,
      `function grow(value) {\n  let total = 0;\n${steps}\n  return total;\n}`,
      `module.exports = { answer: ${answer} + 1, name: path.basename(__filename), folder: __dirname, grow };`,
    ].join('\n'),
  );
  return file;
}

/**
 * Runs `file` with its cache in `cacheDir` in a process of its own (a fresh V8, as a later start is), calling
 * `grow` first when asked, and saving the cache; answers how the run used the cache and how big the saved one is.
 */
function runInChild(file: string, cacheDir: string, callGrow: boolean): { use: string; saved: boolean; bytes: number } {
  const code = [
    `import { statSync } from 'node:fs';`,
    `import { runWithCodeCache } from ${JSON.stringify(moduleUrl)};`,
    `const run = runWithCodeCache(${JSON.stringify(file)}, { cacheDir: ${JSON.stringify(cacheDir)} });`,
    callGrow ? 'run.exports.grow(3);' : '',
    'const saved = run.saveCache();',
    'const bytes = run.cacheFile && saved ? statSync(run.cacheFile).size : 0;',
    'process.stdout.write(JSON.stringify({ use: run.use, saved, bytes }));',
  ].join('\n');
  const child = spawnSync(process.execPath, ['--input-type=module', '--eval', code], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`the child failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as { use: string; saved: boolean; bytes: number };
}

describe('runWithCodeCache (a CommonJS file run with a V8 code cache made after it ran)', () => {
  it('runs the file as CommonJS: its require, module, exports, __filename and __dirname', () => {
    const folder = mkdtempSync(join(tmpdir(), 'code-cache-'));
    const run = runWithCodeCache(scriptFile(folder));
    expect(run.exports).toMatchObject({ answer: 42, name: 'script.cjs', folder });
    expect(run.use).toBe('off');
    expect(run.saveCache()).toBe(false);
  });

  it('hands the file the require it is given', () => {
    const folder = mkdtempSync(join(tmpdir(), 'code-cache-'));
    const file = join(folder, 'needs.cjs');
    writeFileSync(file, "module.exports = require('some-package').value;");
    const run = runWithCodeCache(file, { require: (id) => ({ value: `given ${id}` }) });
    expect(run.exports).toBe('given some-package');
  });

  it('a later run takes the cache an earlier one saved, and does not write it again', () => {
    const folder = mkdtempSync(join(tmpdir(), 'code-cache-'));
    const file = scriptFile(folder);
    const cacheDir = join(folder, 'cache');
    expect(runInChild(file, cacheDir, true)).toMatchObject({ use: 'absent', saved: true });
    expect(runInChild(file, cacheDir, true)).toEqual({ use: 'accepted', saved: false, bytes: 0 });
  });

  it('saves what V8 compiled while the file ran, not only what it compiled before: the functions a start called', () => {
    const folder = mkdtempSync(join(tmpdir(), 'code-cache-'));
    const file = scriptFile(folder);
    // Why: V8 compiles a function when it is first called; a cache made right after compiling the file (as Node's
    // compile cache makes it) holds none of them, so a later start compiled them all again.
    const beforeGrow = runInChild(file, join(folder, 'not-called'), false);
    const afterGrow = runInChild(file, join(folder, 'called'), true);
    expect(afterGrow.bytes).toBeGreaterThan(beforeGrow.bytes + 1000);
  });

  it('keys the cache by the file: a changed file of the same length does not take the old one', () => {
    const folder = mkdtempSync(join(tmpdir(), 'code-cache-'));
    const cacheDir = join(folder, 'cache');
    runInChild(scriptFile(folder, 41), cacheDir, true);
    // Why the same length: V8's own check of a cache against its source compares the source's length alone.
    const changed = runInChild(scriptFile(folder, 51), cacheDir, true);
    expect(changed.use).toBe('absent');
    // Only the cache of the file as it is now is kept.
    expect(readdirSync(cacheDir)).toHaveLength(1);
  });

  it('refuses a damaged cache without running it, and makes it again', () => {
    const folder = mkdtempSync(join(tmpdir(), 'code-cache-'));
    const file = scriptFile(folder);
    const cacheDir = join(folder, 'cache');
    runInChild(file, cacheDir, true);
    const [name] = readdirSync(cacheDir);
    const cacheFile = join(cacheDir, name!);
    const damaged = readFileSync(cacheFile);
    damaged.writeUInt8(damaged.readUInt8(damaged.length - 5) ^ 0xff, damaged.length - 5);
    writeFileSync(cacheFile, damaged);
    const run = runWithCodeCache(file, { cacheDir });
    expect(run.use).toBe('rejected');
    expect(run.exports).toMatchObject({ answer: 42 });
    expect(run.saveCache()).toBe(true);
    expect(runInChild(file, cacheDir, false).use).toBe('accepted');
  });

  it('writes the cache whole (no temporary file left) and readable by its owner alone', () => {
    const folder = mkdtempSync(join(tmpdir(), 'code-cache-'));
    const cacheDir = join(folder, 'cache');
    runInChild(scriptFile(folder), cacheDir, true);
    const names = readdirSync(cacheDir);
    expect(names).toEqual([expect.stringMatching(/^script\.cjs\.[0-9a-f]{16}\.v8cache$/)]);
    // Why: a code cache is code the service runs; no other user of the machine may read or replace it.
    if (process.platform !== 'win32') {
      expect(statSync(join(cacheDir, names[0]!)).mode & 0o077).toBe(0);
      expect(statSync(cacheDir).mode & 0o077).toBe(0);
    }
  });

  it('runs, and saves nothing, where the cache folder cannot be made', () => {
    const folder = mkdtempSync(join(tmpdir(), 'code-cache-'));
    const blocker = join(folder, 'a-file');
    writeFileSync(blocker, 'not a folder');
    const run = runWithCodeCache(scriptFile(folder), { cacheDir: join(blocker, 'cache') });
    expect(run.exports).toMatchObject({ answer: 42 });
    expect(run.use).toBe('absent');
    expect(run.saveCache()).toBe(false);
  });
});
