// Run as a child process by asar-rules.shell.test.ts, with STAND_IN_PACKED naming a small packed app: tries each of
// Electron's archive rules through the stand-in's packed mode and prints what happened as one JSON line.
import '../stand-in/register-hooks.ts';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { app } from '../stand-in/app.ts';
import { utilityProcess } from '../stand-in/utility-process.ts';

const archive = app.getAppPath();
const inArchive = (...parts: string[]): string => join(archive, ...parts);

/** The error code a call throws, or 'none'. */
function codeOf(call: () => unknown): string {
  try {
    call();
    return 'none';
  } catch (error) {
    return String((error as NodeJS.ErrnoException).code);
  }
}

const worker = utilityProcess.fork(inArchive('worker.js'), ['--flag'], { stdio: 'pipe' });
const fromWorker = await new Promise<unknown>((resolve) => worker.once('message', resolve));
worker.kill();

const mainModule = (await import(pathToFileURL(inArchive('main.js')).href)) as { describe(): string };
const result = {
  isPackaged: app.isPackaged,
  appPath: archive,
  resourcesPath: (process as { resourcesPath?: string }).resourcesPath,
  packageName: (JSON.parse(readFileSync(inArchive('package.json'), 'utf8')) as { name: string }).name,
  rootListing: readdirSync(archive).sort(),
  typedListing: readdirSync(inArchive('lib'), { withFileTypes: true }).map((entry) => [entry.name, entry.isFile()]),
  libIsDirectory: statSync(inArchive('lib')).isDirectory(),
  mainSizeIsItsLength: statSync(inArchive('main.js')).size === readFileSync(inArchive('main.js')).length,
  missingExists: existsSync(inArchive('missing.txt')),
  missingRead: codeOf(() => readFileSync(inArchive('missing.txt'))),
  unpackedData: readFileSync(inArchive('data.bin'), 'utf8'),
  writeFile: codeOf(() => writeFileSync(inArchive('new.txt'), 'x')),
  openForWriting: codeOf(() => openSync(inArchive('main.js'), 'w')),
  mkdir: codeOf(() => mkdirSync(inArchive('lib', 'new'))),
  imported: mainModule.describe(),
  required: (createRequire(inArchive('main.js'))('dep') as { kind: string }).kind,
  execFile: execFileSync(inArchive('tool.sh'), { encoding: 'utf8' }).trim(),
  spawn: spawnSync(inArchive('tool.sh')).error ? 'failed' : 'ran',
  wasm: WebAssembly.Module.exports(await WebAssembly.compile(readFileSync(inArchive('empty.wasm')))).length,
  fromWorker,
  noAsar: (() => {
    (process as { noAsar?: boolean }).noAsar = true;
    try {
      // With the archive support off, the archive is one file again (Electron's process.noAsar).
      return readFileSync(archive).length === statSync(archive).size;
    } finally {
      (process as { noAsar?: boolean }).noAsar = false;
    }
  })(),
};
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exit(0);
