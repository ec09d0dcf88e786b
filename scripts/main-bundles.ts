// The bundles of the app's Node side, as esbuild options: `npm run build:main` builds them into
// dist/, and the packaging and shell tests build them into folders of their own.
// Dependencies stay outside the bundles (node_modules ships in the app), but for the provider service's pure
// JavaScript ones (see its bundle); the preload is CommonJS because a sandboxed preload cannot load ES modules.
import { join } from 'node:path';
import type { BuildOptions, Plugin } from 'esbuild';

const common: BuildOptions = {
  bundle: true,
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  logLevel: 'warning',
  legalComments: 'none',
};

// Why the service is two bundles: server/main.ts sets up the process (Node's compile cache, V8's flags) before
// it loads the service, which must therefore stay a file of its own, loaded afterwards (server/service-module.ts).
const serviceAfterEntry: Plugin = {
  name: 'service-main-apart',
  setup(build) {
    build.onResolve({ filter: /^\.\/service-main\.ts$/ }, () => ({ path: './service-main.cjs', external: true }));
  },
};

// Why: Fastify's lib/server.js requires node:https and node:http2 at its first lines, though it makes an HTTPS or
// HTTP/2 server only when asked to, and the service serves plain HTTP; loading them (and TLS under HTTPS) took
// ~20 ms of every demo start on the bench machine (docs/benchmarks.md). Fastify gets stand-ins that load the real
// module at their first use; no package's code is changed, and the rest of the bundle gets Node's modules as ever.
const lazyFastifyProtocols: Plugin = {
  name: 'lazy-https-http2-for-fastify',
  setup(build) {
    build.onResolve({ filter: /^node:(https|http2)$/ }, (args) =>
      /[\\/]fastify[\\/]lib[\\/]server\.js$/.test(args.importer)
        ? { path: args.path, namespace: 'lazy-builtin' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'lazy-builtin' }, (args) => ({
      contents: [
        'let real;',
        `const load = () => (real ??= require(${JSON.stringify(args.path)}));`,
        'module.exports = new Proxy({}, { get: (_, key) => load()[key], has: (_, key) => key in load() });',
      ].join('\n'),
      loader: 'js',
    }));
  },
};

/** The bundles of the app's Node side: main process, preload, and the provider service (its entry and the service). */
export const bundles: BuildOptions[] = [
  {
    ...common,
    entryPoints: ['electron/main.ts'],
    outfile: 'dist/electron/main.js',
    format: 'esm',
    packages: 'external',
  },
  // Why everything inlined but electron: the sandboxed preload can require only 'electron'.
  {
    ...common,
    entryPoints: ['electron/preload.ts'],
    outfile: 'dist/electron/preload.cjs',
    format: 'cjs',
    external: ['electron'],
  },
  {
    ...common,
    entryPoints: ['server/main.ts'],
    outfile: 'dist/server/main.js',
    format: 'esm',
    packages: 'external',
    plugins: [serviceAfterEntry],
  },
  // Why a CommonJS script: server/service-module.ts runs it with a V8 code cache made after a start (code-cache.ts),
  // which only a script can have; an ES module gets Node's compile cache alone, which holds none of the functions a
  // start calls. What the service imports on demand (the PostgreSQL driver, the demo seed's generators) is still
  // only run when asked for: esbuild runs an imported-on-demand module's code, and requires its packages, then.
  // Why its pure JavaScript packages inside (Fastify, zod, …): a start spent 0.1–0.2 s resolving and reading their
  // hundreds of files from node_modules (zod's 64 locales among them). PGlite stays outside, as it finds its
  // WebAssembly and data files beside its own module; `pg` and faker, loaded on demand, too. Pino's transports
  // (worker threads found by file path) would not run from inside a bundle: the service logs to a stream, with none.
  // Why whitespace and syntax minified (names kept, for stack traces): the script is then ASCII alone, which V8 keeps
  // as one byte a character, and it is a third smaller to read, hash and scan at every start.
  {
    ...common,
    entryPoints: ['server/service-main.ts'],
    outfile: 'dist/server/service-main.cjs',
    format: 'cjs',
    minifyWhitespace: true,
    minifySyntax: true,
    external: ['@electric-sql/pglite', 'pg', '@faker-js/faker'],
    plugins: [lazyFastifyProtocols],
  },
];

/** The same bundle built under `rootDir` (a staged or test copy of the project) instead of the project itself. */
export function bundleInto(options: BuildOptions, rootDir: string): BuildOptions {
  return {
    ...options,
    ...(options.outfile ? { outfile: join(rootDir, options.outfile) } : {}),
    ...(options.outdir ? { outdir: join(rootDir, options.outdir) } : {}),
  };
}
