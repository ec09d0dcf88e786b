// `npm run server`: starts the provider service (server/service-main.ts). This entry only sets up the process
// first. Why an entry of its own: every static import is loaded before any code of a module runs, so Node's
// compile cache (`--compile-cache <dir>`: the service's modules compiled once, not at every start) and V8's
// WebAssembly flags (`--wasm-tiering off`) can only be set by a module that imports the service afterwards.
import { existsSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { preloadPgliteWasm } from './db/pglite-wasm.ts';
import { loadServiceModule } from './service-module.ts';
import { baselineWasmFlags, startupSwitches } from './startup-switches.ts';

const switches = startupSwitches(process.argv.slice(2), process.env);
if (switches.compileCache) {
  // Why no failure: without a cache the service starts as it always did, only slower.
  const result = enableCompileCache(switches.compileCache);
  if (result.message) process.stderr.write(`compile cache not used: ${result.message}\n`);
}
if (!switches.wasmTiering) for (const flag of baselineWasmFlags) setFlagsFromString(flag);

// Why before the import: V8 compiles PGlite's WebAssembly on its own threads while the service's modules load
// (server/db/pglite-wasm.ts). After the V8 flags, which the compile must follow. The compile hints (the functions
// a start runs, compiled then too) are the build's: beside the built entry, or in dist/server/ when run from source
// (browser mode); they go with the baseline flags.
const hints = switches.wasmTiering
  ? undefined
  : ['./pglite-hints.json', '../dist/server/pglite-hints.json']
      .map((path) => new URL(path, import.meta.url))
      .find((url) => existsSync(url));
const pgliteWasm = switches.embeddedEngine ? preloadPgliteWasm(undefined, hints) : undefined;

// In the build, the service is a script of its own with a code cache in the compile cache's folder (service-module.ts).
const { runServiceProcess } = await loadServiceModule(switches.compileCache);
runServiceProcess({ pgliteWasm, entryUrl: import.meta.url });
