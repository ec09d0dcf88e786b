import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compileHintSections,
  parseCompileHints,
  readWasmWithHints,
  wasmLayout,
  type CompileHints,
} from './wasm-compile-hints.ts';

// A module of one imported function, one imported memory and three functions answering 7, 8 and 9.
const types = [0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7f];
const imports = [
  [0x01, 0x6d, 0x01, 0x66, 0x00, 0x00],
  [0x01, 0x6d, 0x03, 0x6d, 0x65, 0x6d, 0x02, 0x00, 0x01],
];
const importSection = [0x02, 1 + imports.flat().length, 0x02, ...imports.flat()];
const functions = [0x03, 0x04, 0x03, 0x00, 0x00, 0x00];
const exportsOf = [
  0x07,
  0x0d,
  0x03,
  ...[0x01, 0x61, 0x00, 0x01],
  ...[0x01, 0x62, 0x00, 0x02],
  ...[0x01, 0x63, 0x00, 0x03],
];
const body = (value: number): number[] => [0x04, 0x00, 0x41, value, 0x0b];
const code = [0x0a, 0x10, 0x03, ...body(7), ...body(8), ...body(9)];
const head = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, ...types, ...importSection, ...functions, ...exportsOf];
const moduleBytes = Buffer.from([...head, ...code]);

function sectionBytes(bytes: Buffer, name: string): number[] {
  const [section] = WebAssembly.Module.customSections(new WebAssembly.Module(new Uint8Array(bytes)), name);
  return section ? [...new Uint8Array(section)] : [];
}

function fileOf(bytes: Uint8Array): string {
  const path = join(mkdtempSync(join(tmpdir(), 'wasm-hints-')), 'module.wasm');
  writeFileSync(path, bytes);
  return path;
}

async function answers(bytes: Buffer): Promise<unknown[]> {
  const module = await WebAssembly.compile(new Uint8Array(bytes));
  const instance = await WebAssembly.instantiate(module, {
    m: { f: () => 0, mem: new WebAssembly.Memory({ initial: 1 }) },
  });
  return ['a', 'b', 'c'].map((name) => (instance.exports[name] as () => number)());
}

describe('wasmLayout', () => {
  it("counts a module's imported and declared functions and finds its code section", () => {
    expect(wasmLayout(moduleBytes)).toEqual({
      importedFunctions: 1,
      declaredFunctions: 3,
      codeSectionOffset: head.length,
    });
  });

  it('answers nothing for bytes that are not a module, or one cut before its code', () => {
    expect(wasmLayout(Buffer.from('not WebAssembly at all'))).toBeUndefined();
    expect(wasmLayout(Buffer.from(head.slice(0, 20)))).toBeUndefined();
    expect(wasmLayout(Buffer.from(head))).toBeUndefined();
  });

  it("reads PGlite's own module: PostgreSQL's thousands of functions", () => {
    const wasm = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm');
    const layout = wasmLayout(readFileSync(wasm));
    expect(layout?.declaredFunctions).toBeGreaterThan(5_000);
    expect(layout?.importedFunctions).toBeGreaterThan(0);
  });
});

describe('compileHintSections', () => {
  const layout = { importedFunctions: 1, declaredFunctions: 3, codeSectionOffset: head.length };

  it('marks the named functions eager in both formats and leaves out imports and indices past the module', () => {
    const hinted = Buffer.concat([Buffer.from(head), compileHintSections(layout, [3, 0, 2, 99, 2]), Buffer.from(code)]);
    expect(WebAssembly.validate(hinted)).toBe(true);
    // One byte per declared function: 0x01 lazy, 0x16 eager on the baseline tier.
    expect(sectionBytes(hinted, 'compilationHints')).toEqual([3, 0x01, 0x16, 0x16]);
    // Per function: its index, offset 0, hint length 1, priority 0.
    expect(sectionBytes(hinted, 'metadata.code.compilation_priority')).toEqual([2, 2, 0, 1, 0, 3, 0, 1, 0]);
  });
});

describe('parseCompileHints', () => {
  it('takes a hints file as the build writes it, and nothing else', () => {
    const hints: CompileHints = { format: 1, wasmBytes: 10, codeSectionOffset: 4, functions: [1, 5] };
    expect(parseCompileHints(JSON.stringify(hints))).toEqual(hints);
    for (const text of [
      'not json',
      '{}',
      JSON.stringify({ ...hints, format: 2 }),
      JSON.stringify({ ...hints, wasmBytes: -1 }),
      JSON.stringify({ ...hints, functions: [1, 'x'] }),
      JSON.stringify({ ...hints, functions: 'all' }),
    ])
      expect(parseCompileHints(text)).toBeUndefined();
  });
});

describe('readWasmWithHints', () => {
  const path = fileOf(moduleBytes);
  const hints: CompileHints = {
    format: 1,
    wasmBytes: moduleBytes.length,
    codeSectionOffset: head.length,
    functions: [2],
  };

  it('reads the module with the hint sections before its code, and it runs as before', async () => {
    const read = readWasmWithHints(path, hints);
    expect(read.length).toBeGreaterThan(moduleBytes.length);
    expect(sectionBytes(read, 'compilationHints')).toEqual([3, 0x01, 0x16, 0x01]);
    expect(await answers(read)).toEqual([7, 8, 9]);
  });

  it('reads the file unchanged without hints, or with hints made for another module', () => {
    expect(readWasmWithHints(path, undefined)).toEqual(moduleBytes);
    expect(readWasmWithHints(path, { ...hints, wasmBytes: moduleBytes.length + 1 })).toEqual(moduleBytes);
    expect(readWasmWithHints(path, { ...hints, codeSectionOffset: head.length - 2 })).toEqual(moduleBytes);
    expect(readWasmWithHints(path, { ...hints, codeSectionOffset: moduleBytes.length + 5 })).toEqual(moduleBytes);
  });

  it('throws as reading a file does when there is none (the caller falls back to PGlite loading it)', () => {
    expect(() => readWasmWithHints(join(tmpdir(), 'no-such-module.wasm'), hints)).toThrow(/ENOENT/);
  });
});
