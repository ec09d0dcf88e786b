import { spawn } from 'node:child_process';
import { isBuiltin } from 'node:module';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { build, type Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleInto, bundles } from '../../scripts/main-bundles.ts';
import { projectDir } from './support/builder-config.ts';

// The provider service as the desktop app runs it: the bundles `npm run build` makes, forked from
// dist/server/main.js. Built once for the file, in a folder inside the project so that their external
// packages resolve from its node_modules, as they do from the packed app's.
let buildDir = '';
let serviceMeta: Metafile | undefined;
/** The service bundle's own output (dist/server/service-main.js) as the metafile names it. */
let serviceEntry = '';

beforeAll(async () => {
  // Why mkdir: a clean clone has no test-results/ folder yet.
  await mkdir(join(projectDir, 'test-results'), { recursive: true });
  buildDir = await mkdtemp(join(projectDir, 'test-results', 'service-bundle-'));
  const results = await Promise.all(
    bundles.map((options) => build({ ...bundleInto(options, buildDir), metafile: true, logLevel: 'error' })),
  );
  const isServiceEntry = (path: string): boolean => path.endsWith('dist/server/service-main.js');
  serviceMeta = results.find((result) => Object.keys(result.metafile.outputs).some(isServiceEntry))?.metafile;
  serviceEntry = Object.keys(serviceMeta?.outputs ?? {}).find(isServiceEntry) ?? '';
}, 120_000);

afterAll(async () => {
  if (buildDir) await rm(buildDir, { recursive: true, force: true });
});

/** The packages an output loads before any of its code runs: its static imports and theirs, transitively. */
function packagesLoadedAtStart(meta: Metafile, entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (output: string): void => {
    if (seen.has(output)) return;
    seen.add(output);
    for (const imported of meta.outputs[output]?.imports ?? []) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) packages.add(imported.path);
      else visit(imported.path);
    }
  };
  visit(entry);
  return packages;
}

// Why a data: URL: the child's main thread prints the Node modules it loaded as it exits, with no file of the
// test's own to load.
const builtinsAtExit = `--import=data:text/javascript,${encodeURIComponent(
  "import { isMainThread } from 'node:worker_threads'; if (isMainThread) process.on('exit', () => process.stderr.write('BUILTINS ' + JSON.stringify(process.moduleLoadList) + '\\n'));",
)}`;

/**
 * The built service started with `args` (Node's own options first); `stop` ends it (once; again does nothing) and
 * answers the Node modules it had loaded.
 */
async function startBundle(
  args: readonly string[],
  nodeOptions: readonly string[] = [],
): Promise<{ ready: string; stop: () => Promise<string[]> }> {
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
  const stop = async (): Promise<string[]> => {
    child.kill('SIGTERM');
    await exited;
    const line = /^BUILTINS (.*)$/m.exec(errors.join(''))?.[1];
    const loaded = line ? (JSON.parse(line) as string[]) : [];
    return loaded
      .filter((entry) => entry.startsWith('NativeModule '))
      .map((entry) => entry.slice('NativeModule '.length));
  };
  return { ready, stop };
}

describe('the provider service bundle (dist/server)', () => {
  it('loads neither the PostgreSQL driver nor the demo seed generators at a start that needs neither', () => {
    const meta = serviceMeta;
    if (!meta) throw new Error('the service bundle was not built');
    const atStart = packagesLoadedAtStart(meta, serviceEntry);
    // Why: a later demo start (PGlite, no seed) spent about 0.3 s loading these two from the bundle, which
    // the service run from source never loaded (both are imported on demand, server/service.ts).
    expect(atStart).not.toContain('pg');
    expect(atStart).not.toContain('@faker-js/faker');
    expect(atStart).toContain('@electric-sql/pglite');
  });

  it('carries its pure JavaScript packages inside: a start reads only PGlite (and Node) from node_modules', () => {
    const meta = serviceMeta;
    if (!meta) throw new Error('the service bundle was not built');
    const fromNodeModules = [...packagesLoadedAtStart(meta, serviceEntry)].filter((name) => !isBuiltin(name));
    // Why: resolving and reading Fastify's and zod's hundreds of files (zod's 64 locales among them) took about
    // 0.1–0.2 s of every start; PGlite stays outside because it finds its WebAssembly and data files beside itself.
    expect(fromNodeModules.sort()).toEqual(['@electric-sql/pglite', '@electric-sql/pglite/contrib/pg_trgm']);
  });

  // Why one start for both: each makes a database and seeds it (seconds and hundreds of MB), and both read the same start.
  describe('a start of the built service', () => {
    let started: Awaited<ReturnType<typeof startBundle>>;
    beforeAll(async () => {
      started = await startBundle(['--demo-clients', '3', '--demo-template', ''], [builtinsAtExit]);
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
      const builtins = await started.stop();
      // Why: Fastify requires HTTPS and HTTP/2 at its first lines, though it serves them only when asked to; loading
      // them (and TLS) took ~20 ms of every demo start (docs/benchmarks.md). The bundle loads them at first use.
      expect(builtins).toContain('http');
      expect(builtins.filter((name) => ['https', 'tls', 'http2'].includes(name))).toEqual([]);
    });
  });

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
