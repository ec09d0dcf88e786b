import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build as bundle } from 'esbuild';
import { build as buildPage } from 'vite';
import { Arch, build, DIR_TARGET, Platform } from 'electron-builder';
import { bundleInto, bundles } from '../../../scripts/main-bundles.ts';
import { loadBuilderConfig, projectDir } from './builder-config.ts';
import { writeStandInElectron } from './stand-in-electron.ts';

const run = promisify(execFile);

/**
 * Lays out a copy of the project to pack in `stageDir`: package.json, the lock file and node_modules copied,
 * build/ linked, and dist/ built there exactly as `npm run build` builds it (demo database and wasm hints too). Why a copy: the repository's
 * own dist/ is in use by whoever runs the app or the e2e suite at the same time.
 */
export async function stageApp(stageDir: string): Promise<void> {
  await mkdir(stageDir, { recursive: true });
  for (const file of ['package.json', 'package-lock.json'])
    await copyFile(join(projectDir, file), join(stageDir, file));
  await symlink(join(projectDir, 'build'), join(stageDir, 'build'), 'junction');
  // Why a copy, not a link: electron-builder asks npm for the production tree; when npm cannot trust the
  // hidden lockfile (any tool touched node_modules after the install) it reads the tree from disk, and a
  // linked node_modules then resolves outside the project: every package looks extraneous and only the
  // direct dependencies ship (seen in a clean CI clone: pg without pg-types).
  await cp(join(projectDir, 'node_modules'), join(stageDir, 'node_modules'), {
    recursive: true,
    verbatimSymlinks: true,
    // Tool caches are not packages, and a running test may be writing them.
    filter: (source) => !/node_modules[\\/]\.(vitest-cache|vite|cache)([\\/]|$)/.test(source),
  });
  await Promise.all(bundles.map((options) => bundle({ ...bundleInto(options, stageDir), logLevel: 'error' })));
  await buildPage({
    configFile: join(projectDir, 'vite.config.ts'),
    root: join(projectDir, 'renderer'),
    logLevel: 'error',
    build: { outDir: join(stageDir, 'dist', 'renderer'), emptyOutDir: true },
  });
  // The rest of `npm run build`: the demo's ready-made database, then the WebAssembly compile hints (which trace a
  // start of the staged service on it). Why a copy of the project's database when it is current: making one
  // seeds 2,000 clients; the script checks the copy's digest and makes it again when it is stale.
  const stageDist = join(stageDir, 'dist');
  if (existsSync(join(projectDir, 'dist', 'demo', 'demo-db.json')))
    await cp(join(projectDir, 'dist', 'demo'), join(stageDist, 'demo'), { recursive: true });
  for (const script of ['build-demo-db.ts', 'build-wasm-hints.ts'])
    await run(process.execPath, [join(projectDir, 'scripts', script), '--dist', stageDist], { cwd: stageDir });
}

/** Packs the staged app unpacked (`--dir`, Linux x64) with the real configuration against a stand-in Electron; answers the app folder. */
export async function packUnpacked(stageDir: string, workDir: string): Promise<string> {
  const pkg = JSON.parse(await readFile(join(projectDir, 'node_modules', 'electron', 'package.json'), 'utf8')) as {
    version: string;
  };
  const electronDist = await writeStandInElectron(join(workDir, 'electron-dist'), pkg.version);
  const config = await loadBuilderConfig();
  const output = join(workDir, 'release');
  await build({
    projectDir: stageDir,
    targets: Platform.LINUX.createTarget(DIR_TARGET, Arch.x64),
    publish: 'never',
    config: { ...config, electronDist, directories: { ...config.directories, output } },
  });
  return join(output, 'linux-unpacked');
}
