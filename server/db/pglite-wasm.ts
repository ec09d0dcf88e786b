// PGlite's WebAssembly, compiled while the service's modules load. Why: PGlite reads its 9 MB of WebAssembly and
// has V8 compile it only once the engine opens, after the service's modules have loaded (~0.2 s of a start), and
// the main thread then waited for the compile. Started by server/main.ts first, V8 compiles it on its own
// threads while the modules load, and PGlite takes the module through its option `pgliteWasmModule`.
// Only Node's modules are imported here: server/main.ts starts this before any package is loaded.
import { readFileSync } from 'node:fs';
import { parseCompileHints, readWasmWithHints, type CompileHints } from './wasm-compile-hints.ts';

/** Where PGlite's package keeps its files: beside the module `import '@electric-sql/pglite'` loads. */
function pgliteDistUrl(): URL {
  return new URL('.', import.meta.resolve('@electric-sql/pglite'));
}

/** The compile hints `npm run build` wrote (scripts/build-wasm-hints.ts), or undefined where there are none. */
function hintsAt(hintsUrl: URL | undefined): CompileHints | undefined {
  if (!hintsUrl) return undefined;
  try {
    return parseCompileHints(readFileSync(hintsUrl, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Reads PGlite's WebAssembly, with the compile hints at `hintsUrl` when they were made for it, and starts
 * compiling it. Resolves to undefined when it cannot be had: PGlite then loads it itself, as it always did,
 * and says what is wrong.
 */
export function preloadPgliteWasm(distUrl?: URL, hintsUrl?: URL): Promise<WebAssembly.Module | undefined> {
  try {
    // Why a synchronous read (~13 ms): an asynchronous one goes through the event loop for every 512 KiB, and
    // the loop is not free until the service's modules have loaded, so the compile began only after them.
    const bytes = readWasmWithHints(new URL('pglite.wasm', distUrl ?? pgliteDistUrl()), hintsAt(hintsUrl));
    // Why a timer held until the compile settles: Node does not always count V8's compile threads as work
    // (with eager compilation, a process awaiting only a compile exits), and the service must never end there.
    const keepAlive = setInterval(() => undefined, 60_000);
    return WebAssembly.compile(bytes)
      .catch(() => undefined)
      .finally(() => clearInterval(keepAlive));
  } catch {
    return Promise.resolve(undefined);
  }
}
