import { copyFile, cp, mkdir, readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { build as bundle } from 'esbuild';
import { build as buildPage } from 'vite';
import { Arch, build, DIR_TARGET, Platform } from 'electron-builder';
import { bundleInto, bundles } from '../../../scripts/main-bundles.ts';
import { loadBuilderConfig, projectDir } from './builder-config.ts';
import { writeStandInElectron } from './stand-in-electron.ts';

/**
 * Lays out a copy of the project to pack in `stageDir`: package.json, the lock file and node_modules copied,
 * build/ linked, and dist/ built there exactly as `npm run build` builds it. Why a copy: the repository's
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
