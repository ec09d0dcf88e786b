// How server/main.ts loads the service: in the build, the CommonJS script `npm run build` made
// (dist/server/service-main.cjs) run with a code cache made after a start (code-cache.ts); from source, the module.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { runWithCodeCache } from './code-cache.ts';
import type * as serviceMain from './service-main.ts';

/** What the service's module offers server/main.ts. */
export type ServiceModule = typeof serviceMain;

/**
 * How long after loading the service its code cache is written at the latest (at exit when sooner). Why not later:
 * V8 drops the compiled code of functions that have not run for a while, and the start's own would then be missing.
 */
const codeCacheSaveAfterMs = 10_000;

/**
 * The service's module: the built script beside this entry when there is one, run with its code cache in
 * `cacheDir` (none without); else, run from source, the module itself.
 */
export async function loadServiceModule(cacheDir: string | undefined): Promise<ServiceModule> {
  const script = fileURLToPath(new URL('./service-main.cjs', import.meta.url));
  // scripts/main-bundles.ts makes this import the built script too; from source it is the module.
  if (!existsSync(script)) return import('./service-main.ts');
  const run = runWithCodeCache(script, { ...(cacheDir ? { cacheDir } : {}), require: await scriptRequire(script) });
  if (run.use === 'absent' || run.use === 'rejected') {
    // Why after the start and not at once: the cache then holds what the start and the first requests (a login)
    // compiled.
    // Why at exit too: the demo is often stopped within seconds of its first start.
    const save = (): void => void run.saveCache();
    setTimeout(save, codeCacheSaveAfterMs).unref();
    process.once('exit', save);
  }
  return run.exports as ServiceModule;
}

/**
 * The script's `require`: Node's for it, but PGlite's ES modules for PGlite. Why: PGlite's package has a CommonJS
 * build as well, which a `require` would load; the service everywhere else (tests, browser mode) runs the ES one.
 */
async function scriptRequire(script: string): Promise<(id: string) => unknown> {
  const nodeRequire = createRequire(script);
  const pglite = new Map<string, unknown>([
    ['@electric-sql/pglite', await import('@electric-sql/pglite')],
    ['@electric-sql/pglite/contrib/pg_trgm', await import('@electric-sql/pglite/contrib/pg_trgm')],
  ]);
  return Object.assign((id: string): unknown => (pglite.has(id) ? pglite.get(id) : nodeRequire(id)), {
    resolve: nodeRequire.resolve,
    cache: nodeRequire.cache,
  });
}
