// `npm run build:wasm-hints` (part of `npm run build`, after the service bundle and the demo database): writes
// dist/server/pglite-hints.json, the functions of PGlite's WebAssembly that a later demo start and its first login
// run, which the service then has V8 compile while its modules load (server/db/wasm-compile-hints.ts). Made again
// only when what decides them changed (the built service, PGlite's package, the demo database).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { wasmLayout, type CompileHints } from '../server/db/wasm-compile-hints.ts';
import { traceStartupFunctions } from './wasm-hints-trace.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
// `--dist <dir>`: the build folder to read and write (the packaging tests' staged copy); the project's dist/ by default.
const distArg = process.argv.indexOf('--dist');
const distDir =
  distArg >= 0 && process.argv[distArg + 1] ? resolve(process.argv[distArg + 1] ?? '') : join(root, 'dist');
const mainJs = join(distDir, 'server', 'main.js');
const hintsPath = join(distDir, 'server', 'pglite-hints.json');
const pgliteDir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
const wasmPath = join(pgliteDir, 'pglite.wasm');

// Why a floor: fewer means V8's trace is not what this reads any more (a new Node); no hints beat wrong ones.
const fewestExpected = 500;

/** A digest of what decides the functions a start runs. */
function sourceDigest(): string {
  const hash = createHash('sha256');
  const inputs = [
    mainJs,
    join(distDir, 'server', 'service-main.cjs'),
    join(pgliteDir, '..', 'package.json'),
    join(distDir, 'demo', 'demo-db.json'),
  ];
  for (const path of inputs) hash.update(relative(root, path)).update('\0').update(readFileSync(path));
  return hash.digest('hex');
}

function builtDigest(): string | undefined {
  try {
    return (JSON.parse(readFileSync(hintsPath, 'utf8')) as { sourceDigest?: string }).sourceDigest;
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const digest = sourceDigest();
  if (builtDigest() === digest && !process.argv.includes('--force')) {
    process.stderr.write(`wasm hints: ${relative(root, hintsPath)} is up to date\n`);
    return;
  }
  const started = performance.now();
  // Why removed first: the traced start must compile lazily, as without hints, to see every function it runs.
  if (existsSync(hintsPath)) rmSync(hintsPath);
  // Why a failure here does not fail the build: the hints only make a start faster, and `npm start` builds first.
  const functions = await traceStartupFunctions(mainJs).catch((error: unknown) => {
    process.stderr.write(
      `wasm hints: the traced start failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return [];
  });
  const wasm = readFileSync(wasmPath);
  const layout = wasmLayout(wasm);
  if (!layout || functions.length < fewestExpected) {
    process.stderr.write(
      `wasm hints: none written (${layout ? `V8's trace named ${functions.length} functions` : "PGlite's module could not be read"}); the demo starts without them\n`,
    );
    return;
  }
  const hints: CompileHints & { sourceDigest: string } = {
    format: 1,
    wasmBytes: wasm.length,
    codeSectionOffset: layout.codeSectionOffset,
    functions,
    sourceDigest: digest,
  };
  writeFileSync(hintsPath, `${JSON.stringify(hints)}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stderr.write(
    `wasm hints: ${functions.length} functions in ${relative(root, hintsPath)}, made in ${seconds} s\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `build-wasm-hints failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
