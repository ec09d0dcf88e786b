import { spawn } from 'node:child_process';
import { isAscii } from 'node:buffer';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleInto, bundles } from '../../scripts/main-bundles.ts';
import { functionsOfTrace, traceStartupFunctions } from '../../scripts/wasm-hints-trace.ts';
import { wasmLayout, type CompileHints } from '../../server/db/wasm-compile-hints.ts';
import { projectDir } from './support/builder-config.ts';

// The provider service as the desktop app runs it: the bundles `npm run build` makes, forked from
// dist/server/main.js. Built once for the file, in a folder inside the project so that their external
// packages resolve from its node_modules, as they do from the packed app's.
let buildDir = '';

beforeAll(async () => {
  // Why mkdir: a clean clone has no test-results/ folder yet.
  await mkdir(join(projectDir, 'test-results'), { recursive: true });
  buildDir = await mkdtemp(join(projectDir, 'test-results', 'service-bundle-'));
  await Promise.all(bundles.map((options) => build({ ...bundleInto(options, buildDir), logLevel: 'error' })));
}, 120_000);

afterAll(async () => {
  if (buildDir) await rm(buildDir, { recursive: true, force: true });
});

/** What a start of the service loaded: Node's own modules, and the packages it resolved from node_modules. */
interface Loaded {
  builtins: string[];
  packages: string[];
}

// Why a data: URL: the child's main thread notes every module it resolves (import and require alike) and prints
// them, with Node's own modules, as it exits; no file of the test's own to load.
const loadedAtExit = `--import=data:text/javascript,${encodeURIComponent(
  [
    "import { isMainThread } from 'node:worker_threads';",
    "import { registerHooks } from 'node:module';",
    'if (isMainThread) {',
    '  const urls = new Set();',
    '  registerHooks({ resolve: (specifier, context, next) => { const found = next(specifier, context); urls.add(found.url); return found; } });',
    "  process.on('exit', () => process.stderr.write('LOADED ' + JSON.stringify({ modules: process.moduleLoadList, urls: [...urls] }) + '\\n'));",
    '}',
  ].join('\n'),
)}`;

/** The packages under node_modules that `urls` name, by package name. */
function packagesOf(urls: readonly string[]): string[] {
  const names = urls.flatMap((url) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1] ?? []);
  return [...new Set(names)].sort();
}

/**
 * The built service started with `args` (Node's own options first); `stop` ends it (once; again does nothing) and
 * answers what it had loaded.
 */
async function startBundle(
  args: readonly string[],
  nodeOptions: readonly string[] = [],
): Promise<{ ready: string; stop: () => Promise<Loaded> }> {
  const child = spawn(
    process.execPath,
    [
      ...nodeOptions,
      join(buildDir, 'dist', 'server', 'main.js'),
      ...['--admin-port', '0', '--client-port', '0', '--host', '127.0.0.1', '--log-level', 'warn'],
      ...args,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], cwd: buildDir },
  );
  const errors: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the service ended (${code}): ${errors.join('').slice(-600)}`)));
  });
  const stop = async (): Promise<Loaded> => {
    child.kill('SIGTERM');
    await exited;
    const line = /^LOADED (.*)$/m.exec(errors.join(''))?.[1];
    const loaded = line ? (JSON.parse(line) as { modules: string[]; urls: string[] }) : { modules: [], urls: [] };
    return {
      builtins: loaded.modules
        .filter((entry) => entry.startsWith('NativeModule '))
        .map((entry) => entry.slice('NativeModule '.length)),
      packages: packagesOf(loaded.urls),
    };
  };
  return { ready, stop };
}

/**
 * The functions of PGlite's module that a start of the built service with `args` compiled up to its ready line, by
 * V8's compile trace (printed on stdout before and around the ready line).
 */
async function compiledByStart(args: readonly string[]): Promise<number[]> {
  const child = spawn(
    process.execPath,
    [
      '--trace-wasm-compilation-times',
      join(buildDir, 'dist', 'server', 'main.js'),
      ...['--admin-port', '0', '--client-port', '0', '--host', '127.0.0.1', '--log-level', 'warn'],
      ...['--wasm-tiering', 'off', ...args],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], cwd: buildDir },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines: string[] = [];
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      lines.push(line);
      if (line.startsWith('{') && line.includes('adminUrl')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the service ended (${code}) before it was ready`)));
  });
  child.kill('SIGTERM');
  await exited;
  return functionsOfTrace(lines);
}

describe('the provider service bundle (dist/server)', () => {
  it('is one script of ASCII text that never imports a module: V8 keeps it a byte a character, and a code cache fits it', async () => {
    const script = await readFile(join(buildDir, 'dist', 'server', 'service-main.cjs'));
    // Why: text with one character beyond ASCII is decoded to two bytes a character (~18 ms of a start for this
    // script on the bench machine, and twice the memory); and a script run with a code cache (server/code-cache.ts)
    // has no module loader behind its `import()`, which would fail there.
    expect(isAscii(script)).toBe(true);
    expect(script.toString('latin1')).not.toMatch(/\bimport\(/);
  });

  // Why one first start and one later start for all: each makes or opens a database (seconds and hundreds of MB).
  describe('a first start of the built service, then a later one', () => {
    let dataRoot = '';
    let started: Awaited<ReturnType<typeof startBundle>>;
    const withData = (): string[] => [
      ...['--data-dir', join(dataRoot, 'data'), '--compile-cache', join(dataRoot, 'compile-cache')],
      ...['--demo-clients', '3', '--demo-template', ''],
    ];
    const codeCaches = async (): Promise<string[]> =>
      (await readdir(join(dataRoot, 'compile-cache'))).filter((name) => name.endsWith('.v8cache'));
    beforeAll(async () => {
      dataRoot = await mkdtemp(join(buildDir, 'data-'));
      started = await startBundle(withData(), [loadedAtExit]);
    }, 120_000);
    afterAll(async () => {
      await started?.stop();
    });

    it('still seeds a demo database from the bundle (its on-demand parts load when needed)', () => {
      const answer = JSON.parse(started.ready) as { demo: boolean; logins?: { client: unknown[] } };
      expect(answer.demo).toBe(true);
      expect(answer.logins?.client.length).toBeGreaterThan(0);
    });

    it("serves plain HTTP without loading Node's HTTPS, TLS or HTTP/2 modules", async () => {
      const { adminUrl } = JSON.parse(started.ready) as { adminUrl: string };
      const answer = await fetch(`${adminUrl}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'username=nobody&password=whatever1',
      });
      expect(answer.status).toBe(401);
      // Why stopped here: the child prints the modules it loaded as it exits (afterAll's stop then does nothing).
      const { builtins, packages } = await started.stop();
      // The seed's generators were loaded when this first start seeded, and only then (see the later start).
      expect(packages).toContain('@faker-js/faker');
      // Why: Fastify requires HTTPS and HTTP/2 at its first lines, though it serves them only when asked to; loading
      // them (and TLS) took ~20 ms of every demo start (docs/benchmarks.md). The bundle loads them at first use.
      expect(builtins).toContain('http');
      expect(builtins.filter((name) => ['https', 'tls', 'http2'].includes(name))).toEqual([]);
    });

    it('a later start runs from the code cache the first saved, loads only PGlite from node_modules, and neither the PostgreSQL driver nor the seed', async () => {
      await started.stop();
      const [saved] = await codeCaches();
      expect(saved).toMatch(/^service-main\.cjs\.[0-9a-f]{16}\.v8cache$/);
      const savedAt = (await stat(join(dataRoot, 'compile-cache', saved!))).mtimeMs;
      started = await startBundle(withData(), [loadedAtExit]);
      expect(JSON.parse(started.ready)).toMatchObject({ demo: true });
      const { packages } = await started.stop();
      // Why: a cache V8 refused would be written again at exit; this one was taken as it was.
      expect(await codeCaches()).toEqual([saved]);
      expect((await stat(join(dataRoot, 'compile-cache', saved!))).mtimeMs).toBe(savedAt);
      // Why: resolving and reading Fastify's and zod's hundreds of files (zod's 64 locales among them) took about
      // 0.1–0.2 s of every start, and the PostgreSQL driver and the seed's generators about 0.3 s more, which a
      // later demo start (PGlite, no seed) never needs. PGlite stays outside: it finds its files beside itself.
      expect(packages).toEqual(['@electric-sql/pglite']);
    }, 120_000);

    it('a later start has V8 compile the functions the build named in its compile hints, and only with them', async () => {
      await started.stop();
      const hintsPath = join(buildDir, 'dist', 'server', 'pglite-hints.json');
      await rm(hintsPath, { force: true });
      const plain = await compiledByStart(withData());
      expect(plain.length).toBeGreaterThan(500);
      // Three functions of PostgreSQL that a start never runs: compiled only when the hints name them.
      const wasm = await readFile(
        join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm'),
      );
      const layout = wasmLayout(wasm)!;
      const last = layout.importedFunctions + layout.declaredFunctions - 1;
      const unused = [last, last - 1, last - 2, last - 3, last - 4]
        .filter((index) => !plain.includes(index))
        .slice(0, 3);
      expect(unused).toHaveLength(3);
      const hints: CompileHints = {
        format: 1,
        wasmBytes: wasm.length,
        codeSectionOffset: layout.codeSectionOffset,
        functions: unused,
      };
      await writeFile(hintsPath, JSON.stringify(hints));
      try {
        expect(await compiledByStart(withData())).toEqual(expect.arrayContaining(unused));
        // Hints made for another build of PGlite are left unused: the start compiles as without them.
        await writeFile(hintsPath, JSON.stringify({ ...hints, wasmBytes: wasm.length + 1 }));
        const stale = await compiledByStart(withData());
        expect(stale.filter((index) => unused.includes(index))).toEqual([]);
      } finally {
        await rm(hintsPath, { force: true });
      }
    }, 120_000);
  });

  it("lists, for the build's compile hints, the functions a later demo start and its login compile", async () => {
    // As `npm run build:wasm-hints` runs it (there with the app's 2,000 clients from the ready-made database).
    const functions = await traceStartupFunctions(join(buildDir, 'dist', 'server', 'main.js'), 3);
    expect(functions.length).toBeGreaterThan(500);
    expect(functions).toEqual([...new Set(functions)].sort((a, b) => a - b));
  }, 120_000);

  it('names its bundles under dist/ wherever it builds them', () => {
    const outputs = bundles.map((options) => {
      const rooted = bundleInto(options, buildDir);
      return relative(buildDir, rooted.outfile ?? rooted.outdir ?? '')
        .split('\\')
        .join('/');
    });
    expect(outputs.every((path) => path.startsWith('dist/'))).toBe(true);
  });
});
