import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { testBrowser } from './find-browser.ts';
import { e2eRendererDir } from './renderer-dir.ts';

const projectDir = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Builds the renderer into the e2e folder (the e2e suite's global setup and the bench's page phase). `production`
 * gives the bundle users get (React's production build); without it React's development build, whose warnings
 * (keys, nesting, controlled inputs) reach the console, where the e2e tests' "no page errors" checks fail on them.
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
