import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { preloadPgliteWasm } from './pglite-wasm.ts';

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
});
