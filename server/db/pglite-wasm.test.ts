import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { preloadPgliteWasm } from './pglite-wasm.ts';
import { wasmLayout } from './wasm-compile-hints.ts';

describe('preloadPgliteWasm (compiled while the service loads)', () => {
  it("compiles PGlite's own WebAssembly: PostgreSQL itself", async () => {
    const module = await preloadPgliteWasm();
    expect(module).toBeInstanceOf(WebAssembly.Module);
    const names = WebAssembly.Module.exports(module!).map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(['PostgresMainLoopOnce']));
  });

  it('resolves to nothing, never throws or rejects, where the file is missing or is not WebAssembly', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'no-pglite-'));
    await expect(preloadPgliteWasm(pathToFileURL(`${folder}/`))).resolves.toBeUndefined();
    writeFileSync(join(folder, 'pglite.wasm'), 'not WebAssembly');
    await expect(preloadPgliteWasm(pathToFileURL(`${folder}/`))).resolves.toBeUndefined();
  });

  it('reads the compile hints made for this module into it, and compiles it without any others', async () => {
    const wasm = readFileSync(
      join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm'),
    );
    const layout = wasmLayout(wasm)!;
    const folder = mkdtempSync(join(tmpdir(), 'pglite-hints-'));
    const hintsFile = join(folder, 'pglite-hints.json');
    const hints = { format: 1, wasmBytes: wasm.length, codeSectionOffset: layout.codeSectionOffset, functions: [] };
    writeFileSync(hintsFile, JSON.stringify({ ...hints, functions: [layout.importedFunctions + 1] }));
    const hinted = await preloadPgliteWasm(undefined, pathToFileURL(hintsFile));
    expect(WebAssembly.Module.customSections(hinted!, 'compilationHints')).toHaveLength(1);
    expect(WebAssembly.Module.customSections(hinted!, 'metadata.code.compilation_priority')).toHaveLength(1);
    for (const other of ['not json', JSON.stringify({ ...hints, wasmBytes: 1 })]) {
      writeFileSync(hintsFile, other);
      const plain = await preloadPgliteWasm(undefined, pathToFileURL(hintsFile));
      expect(WebAssembly.Module.customSections(plain!, 'compilationHints')).toHaveLength(0);
    }
    const absent = await preloadPgliteWasm(undefined, pathToFileURL(join(folder, 'none.json')));
    expect(WebAssembly.Module.customSections(absent!, 'compilationHints')).toHaveLength(0);
  });
});
