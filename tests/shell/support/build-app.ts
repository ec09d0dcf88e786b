import { execFile } from 'node:child_process';
import { copyFile, mkdir, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build as bundle } from 'esbuild';
import { bundleInto, bundles } from '../../../scripts/main-bundles.ts';
import { testBrowser } from '../../support/find-browser.ts';

const projectDir = fileURLToPath(new URL('../../../', import.meta.url));

/** Where the shell suite builds the app: a folder of its own, so the e2e suite's dist/ is left alone. */
export const shellAppDir = process.env.DESK_SHELL_APP_DIR ?? join(projectDir, 'test-results', 'shell-app');

/**
 * Builds the app exactly as `npm run build` does (main, preload and service bundles; the production
 * renderer) into shellAppDir, with the project's package.json beside it (Electron reads name, version
 * and main there). Dependencies resolve from the project's node_modules, as in `npm start`.
 */
export async function buildShellApp(): Promise<void> {
  await rm(join(shellAppDir, 'dist'), { recursive: true, force: true });
  await mkdir(shellAppDir, { recursive: true });
  await copyFile(join(projectDir, 'package.json'), join(shellAppDir, 'package.json'));
  // The app reads resources beside dist/ (the update keys in build/), as the packaged app does.
  await rm(join(shellAppDir, 'build'), { force: true });
  await symlink(join(projectDir, 'build'), join(shellAppDir, 'build'), 'junction');
  await Promise.all(bundles.map((options) => bundle({ ...bundleInto(options, shellAppDir), logLevel: 'error' })));
  // Why Vite in a process of its own: vitest runs with NODE_ENV=test, and Vite picks React's JSX
  // transform from NODE_ENV; this process must not change it under the e2e suite's own build.
  await promisify(execFile)(
    process.execPath,
    [
      join(projectDir, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--logLevel',
      'error',
      '--outDir',
      join(shellAppDir, 'dist', 'renderer'),
      '--emptyOutDir',
    ],
    {
      cwd: projectDir,
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
}

/** Vitest global setup of the shell project: builds the app once per run. */
// Why a default export: vitest calls a global setup file's default export.
// eslint-disable-next-line no-restricted-syntax
export default async function setup(): Promise<void> {
  testBrowser(); // Why first: with no browser, one line saying how to get one instead of a failure per test.
  await buildShellApp();
}
