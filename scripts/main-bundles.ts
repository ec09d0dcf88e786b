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
// it imports the service, which must therefore stay a module of its own, loaded afterwards.
const serviceAfterEntry: Plugin = {
  name: 'service-main-apart',
  setup(build) {
    build.onResolve({ filter: /^\.\/service-main\.ts$/ }, () => ({ path: './service-main.js', external: true }));
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
  // Why split: what the service imports on demand (the PostgreSQL driver, the demo seed's generators) stays in
  // chunks of its own, loaded when asked for. In one file their packages were imported at every start: a later
  // demo start of the desktop app took about 0.3 s longer than the same service run from source.
  // Why its pure JavaScript packages inside (Fastify, zod, …): a start spent 0.1–0.2 s resolving and reading their
  // hundreds of files from node_modules (zod's 64 locales among them). PGlite stays outside, as it finds its
  // WebAssembly and data files beside its own module; `pg` and faker, loaded on demand, too. Pino's transports
  // (worker threads found by file path) would not run from inside a bundle: the service logs to a stream, with none.
  {
    ...common,
    entryPoints: ['server/service-main.ts'],
    outdir: 'dist/server',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    external: ['@electric-sql/pglite', 'pg', '@faker-js/faker'],
    plugins: [lazyFastifyProtocols],
    // Why: Fastify is CommonJS and requires Node's modules; an ES module has no `require`, and esbuild's stand-in
    // throws for every such call. This is esbuild's documented way to give the bundle a real one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
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
