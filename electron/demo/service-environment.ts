// Why a filtered environment: `DATABASE_URL` or `PROVIDER_*` set for something else would point the demo
// at a real database (and seed 2,000 demo clients into it) or change its ports and passwords; the demo's
// settings come only from the arguments the demo controller gives.
/** The environment the demo service starts with: ours, minus every setting the service reads from it. */
export function serviceEnvironment(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined && entry[0] !== 'DATABASE_URL' && !entry[0].startsWith('PROVIDER_'),
    ),
  );
}

/**
 * Node's compile cache for the whole service process when its arguments name one (`--compile-cache <dir>`).
 * Why in the environment too: server/main.ts, which turns the cache on, is TypeScript itself, and stripping
 * its types loaded Node's TypeScript tool at every start (0.2 s on the loaded two-core machine); set before
 * the process starts, the cache serves the entry as well and that tool is never loaded.
 */
export function compileCacheEnvironment(args: readonly string[]): Record<string, string> {
  const at = args.indexOf('--compile-cache');
  const dir = at >= 0 ? args[at + 1] : undefined;
  return dir ? { NODE_COMPILE_CACHE: dir } : {};
}
