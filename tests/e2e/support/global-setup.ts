import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { testBrowser } from '../../support/find-browser.ts';
import { e2eRendererDir } from './renderer-dir.ts';

const projectDir = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Builds the renderer into the e2e folder. `production` gives the bundle users get (React's production
 * build); without it React's development build, whose warnings (keys, nesting, controlled inputs) reach the
 * console, where the e2e tests' "no page errors" checks fail on them.
 * Why NODE_ENV is set explicitly: vitest runs with NODE_ENV=test, which Vite would otherwise pass on to
 * React, so which React a build got depended on who started it.
 */
export async function buildRenderer(options: { production?: boolean } = {}): Promise<void> {
  // Why before the build: with no browser the suite cannot run, and the newcomer should read why at once.
  testBrowser();
  const mode = options.production ? 'production' : 'development';
  await build({
    configFile: `${projectDir}vite.config.ts`,
    root: `${projectDir}renderer`,
    logLevel: 'warn',
    mode,
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    build: { outDir: e2eRendererDir, emptyOutDir: true },
  });
}

/** Vitest global setup of the e2e project: builds the renderer (into dist/renderer unless DESK_E2E_OUT_DIR names another folder). */
// Why a default export: vitest calls a global setup file's default export.
// eslint-disable-next-line no-restricted-syntax
export default async function setup(): Promise<void> {
  // Why build every run: the tests must exercise the page as it is now, never a stale bundle.
  await buildRenderer();
}
