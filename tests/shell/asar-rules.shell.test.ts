import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createPackageWithOptions } from '@electron/asar';
import { beforeAll, describe, expect, it } from 'vitest';

// The stand-in's model of Electron's archive rules (tests/shell/stand-in/asar-*.ts), tried on a small packed app
// (docs/architecture.md, "The packed mode", cites Electron's documentation for each rule).

const probe = fileURLToPath(new URL('./support/asar-probe.ts', import.meta.url));
let packedDir = '';

/** A small app packed as electron-builder packs: resources/app.asar, with data.bin left in app.asar.unpacked. */
async function packSmallApp(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'stand-in-asar-'));
  const source = join(root, 'source');
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'small-app', version: '1.0.0', type: 'module', main: 'main.js' }),
    'main.js': [
      "import { createRequire } from 'node:module';",
      "import dep from 'dep';",
      'const require = createRequire(import.meta.url);',
      "const helper = require('./lib/helper');",
      'export function describe() { return `${dep.kind}+${helper.kind}`; }',
    ].join('\n'),
    'lib/helper.cjs': "module.exports = { kind: 'cjs-helper' };",
    'lib/helper.js': "module.exports = { kind: 'cjs-helper-js' };",
    'lib/package.json': JSON.stringify({ type: 'commonjs' }),
    'node_modules/dep/package.json': JSON.stringify({
      name: 'dep',
      exports: { '.': { import: './esm.mjs', require: './cjs.cjs' } },
    }),
    'node_modules/dep/esm.mjs': "export default { kind: 'dep-esm' };",
    'node_modules/dep/cjs.cjs': "module.exports = { kind: 'dep-cjs' };",
    'worker.js': [
      "import { readFileSync } from 'node:fs';",
      "import { join } from 'node:path';",
      'const here = new URL(".", import.meta.url).pathname;',
      "process.parentPort.postMessage({ entry: process.argv[1], args: process.argv.slice(2), data: readFileSync(join(here, 'data.bin'), 'utf8') });",
    ].join('\n'),
    'data.bin': 'as packed',
    'tool.sh': '#!/bin/sh\necho from-the-archive\n',
  };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(source, path, '..'), { recursive: true });
    await writeFile(join(source, path), text, { mode: path.endsWith('.sh') ? 0o755 : 0o644 });
  }
  // The smallest WebAssembly module: its magic number and version.
  await writeFile(join(source, 'empty.wasm'), Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]));
  const resources = join(root, 'linux-unpacked', 'resources');
  await mkdir(resources, { recursive: true });
  await createPackageWithOptions(source, join(resources, 'app.asar'), { unpack: '*.bin' });
  // Why changed after packing: a read that answers this text came from app.asar.unpacked, not the archive.
  await writeFile(join(resources, 'app.asar.unpacked', 'data.bin'), 'from app.asar.unpacked');
  return join(root, 'linux-unpacked');
}

beforeAll(async () => {
  packedDir = await packSmallApp();
});

describe("the stand-in's packed mode follows Electron's archive rules", () => {
  it('reads, lists, loads and runs from app.asar as Electron does, and refuses writes', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [probe], {
      env: { ...process.env, STAND_IN_PACKED: packedDir, STAND_IN_USER_DATA: join(packedDir, 'user-data') },
    });
    const archive = join(packedDir, 'resources', 'app.asar');
    expect(JSON.parse(stdout)).toEqual({
      isPackaged: true,
      appPath: archive,
      resourcesPath: join(packedDir, 'resources'),
      packageName: 'small-app',
      rootListing: ['data.bin', 'empty.wasm', 'lib', 'main.js', 'node_modules', 'package.json', 'tool.sh', 'worker.js'],
      typedListing: [
        ['helper.cjs', true],
        ['helper.js', true],
        ['package.json', true],
      ],
      libIsDirectory: true,
      mainSizeIsItsLength: true,
      missingExists: false,
      missingRead: 'ENOENT',
      // asarUnpack: the file is served from app.asar.unpacked.
      unpackedData: 'from app.asar.unpacked',
      // Read-only: the archive is a file to the OS (ENOTDIR), and a writing open is refused (EACCES).
      writeFile: 'ENOTDIR',
      openForWriting: 'EACCES',
      mkdir: 'ENOTDIR',
      // import and require inside the archive, a package's `exports` by condition, CommonJS's extension search.
      imported: 'dep-esm+cjs-helper-js',
      required: 'dep-cjs',
      // child_process: execFile runs a copy of the file; spawn is given the archive path and fails.
      execFile: 'from-the-archive',
      spawn: 'failed',
      wasm: 0,
      // utilityProcess.fork of an entry inside the archive, which reads the archive too.
      fromWorker: { entry: join(archive, 'worker.js'), args: ['--flag'], data: 'from app.asar.unpacked' },
      noAsar: true,
    });
  });
});
