import { copyFile, mkdir, readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { build as bundle } from 'esbuild';
import { build as buildPage } from 'vite';
import { Arch, build, DIR_TARGET, Platform } from 'electron-builder';
import { bundles } from '../../../scripts/build-main.ts';
import { loadBuilderConfig, projectDir } from './builder-config.ts';
import { writeStandInElectron } from './stand-in-electron.ts';

/**
 * Lays out a copy of the project to pack in `stageDir`: package.json and the lock file, node_modules and
 * build/ linked, and dist/ built there exactly as `npm run build` builds it. Why a copy: the repository's
 * own dist/ is in use by whoever runs the app or the e2e suite at the same time.
 */
export async function stageApp(stageDir: string): Promise<void> {
  await mkdir(stageDir, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) await copyFile(join(projectDir, file), join(stageDir, file));
  for (const dir of ['node_modules', 'build']) await symlink(join(projectDir, dir), join(stageDir, dir), 'junction');
  await Promise.all(bundles.map((options) => bundle({ ...options, outfile: join(stageDir, options.outfile ?? ''), logLevel: 'error' })));
  await buildPage({ configFile: join(projectDir, 'vite.config.ts'), root: join(projectDir, 'renderer'), logLevel: 'error', build: { outDir: join(stageDir, 'dist', 'renderer'), emptyOutDir: true } });
}

/** Packs the staged app unpacked (`--dir`, Linux x64) with the real configuration against a stand-in Electron; answers the app folder. */
export async function packUnpacked(stageDir: string, workDir: string): Promise<string> {
  const pkg = JSON.parse(await readFile(join(projectDir, 'node_modules', 'electron', 'package.json'), 'utf8')) as { version: string };
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
