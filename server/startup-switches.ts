// The two settings server/main.ts applies before the service's modules load, read from the same flags and
// environment variables as every other setting (server/config.ts validates them again, with the rest).
// Why read by hand here: config.ts needs zod, and the point is to touch no package before these are set.

/** What the process is set up with before the service loads. */
export interface StartupSwitches {
  /** Node's compile cache folder, or undefined for none. */
  compileCache: string | undefined;
  /** False: WebAssembly stays on V8's baseline compiler (Liftoff), never tiered up to the optimizing one. */
  wasmTiering: boolean;
  /** True when no PostgreSQL is named (`--database-url`, PROVIDER_DATABASE_URL, DATABASE_URL): the service runs on PGlite. */
  embeddedEngine: boolean;
}

function flagValue(argv: readonly string[], flag: string): string | undefined {
  let value: string | undefined;
  argv.forEach((arg, index) => {
    if (arg === `--${flag}`) value = argv[index + 1];
    else if (arg.startsWith(`--${flag}=`)) value = arg.slice(flag.length + 3);
  });
  return value;
}

/**
 * Reads `--compile-cache` and `--wasm-tiering` (or PROVIDER_COMPILE_CACHE, PROVIDER_WASM_TIERING), and whether a
 * database URL is named as config.ts reads it; the last flag given wins.
 */
export function startupSwitches(argv: readonly string[], env: Record<string, string | undefined>): StartupSwitches {
  const compileCache = flagValue(argv, 'compile-cache') ?? env.PROVIDER_COMPILE_CACHE;
  const wasmTiering = flagValue(argv, 'wasm-tiering') ?? env.PROVIDER_WASM_TIERING;
  // As config.ts reads it: the flag when given (even empty), else a variable that is not empty.
  const databaseUrl = flagValue(argv, 'database-url') ?? (env.PROVIDER_DATABASE_URL || env.DATABASE_URL);
  return { compileCache: compileCache || undefined, wasmTiering: wasmTiering !== 'off', embeddedEngine: !databaseUrl };
}

/**
 * V8's flags for WebAssembly on the baseline compiler only. Why for the demo: PostgreSQL's WebAssembly has
 * huge functions (the parser, the executor), and tiering them up to the optimizing compiler took about
 * 500 MiB for a moment and a second of CPU at every start (peak RSS ~740 MiB → ~165 MiB with these flags);
 * its 2,000 clients answer in a few ms either way (~1.5× slower steady state). Why three flags: set at run
 * time, `--liftoff-only` alone does not take (its implications are applied only when V8 starts). The fourth
 * lets V8 read the compile hints the build adds to PGlite's module (server/db/wasm-compile-hints.ts): only
 * modules that carry hint sections are compiled any differently.
 */
export const baselineWasmFlags = [
  '--liftoff-only',
  '--no-wasm-tier-up',
  '--no-wasm-dynamic-tiering',
  '--experimental-wasm-compilation-hints',
] as const;
