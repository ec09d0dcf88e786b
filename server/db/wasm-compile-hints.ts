// Compile hints for PGlite's WebAssembly: the functions a demo start and its first login run, named in custom
// sections so that V8 compiles them on its own threads while the service's modules load, instead of one by one
// on the main thread the first time PostgreSQL calls each (~2,200 functions, 1.45 MB of code: 31–36 ms of a
// later demo start on the bench machine, docs/benchmarks.md). The list is made by `npm run build`
// (scripts/build-wasm-hints.ts). Hints change when code is compiled, never what it does: a module whose hints
// are missing, stale or not understood by the V8 at hand compiles and runs exactly as without them.
// Why by hand: no package writes these sections (they are V8's experimental compile hints, two formats), and
// this runs before any package is loaded (server/main.ts); only Node's own modules are imported here.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

/** Where a module's functions and code are: what hints are written against. */
export interface WasmLayout {
  importedFunctions: number;
  declaredFunctions: number;
  /** The byte offset of the code section (its id byte). */
  codeSectionOffset: number;
}

/** What `npm run build` writes beside the service: the module it was made for and its functions to compile early. */
export interface CompileHints {
  format: 1;
  /** The module's size in bytes and its code section's offset: a hint file made for another build is not used. */
  wasmBytes: number;
  codeSectionOffset: number;
  /** Module function indices (imports counted), ascending. */
  functions: number[];
}

const sectionIds = { import: 2, function: 3, code: 10 } as const;

/** A reader of a module's bytes that throws on anything it does not expect (the caller then uses no hints). */
class ByteReader {
  offset = 0;
  readonly #bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    this.#bytes = bytes;
  }

  byte(): number {
    const value = this.#bytes[this.offset];
    if (value === undefined) throw new RangeError('past the end');
    this.offset += 1;
    return value;
  }

  /** An unsigned LEB128 number (up to 2^53). */
  u32(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = this.byte();
      value += (byte & 0x7f) * scale;
      if ((byte & 0x80) === 0) return value;
      scale *= 128;
      if (scale > 2 ** 49) throw new RangeError('number too long');
    }
  }

  skip(count: number): void {
    if (this.offset + count > this.#bytes.length) throw new RangeError('past the end');
    this.offset += count;
  }

  /** A value or reference type: one byte, or a typed reference (0x63/0x64) followed by its heap type. */
  valueType(): void {
    const code = this.byte();
    if (code === 0x63 || code === 0x64) this.u32();
  }

  limits(): void {
    const flags = this.byte();
    this.u32();
    if (flags & 1) this.u32();
  }
}

/** The layout of a module read up to its code section; undefined when `bytes` is not a module this can read. */
export function wasmLayout(bytes: Uint8Array): WasmLayout | undefined {
  try {
    const reader = new ByteReader(bytes);
    const header = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];
    for (const expected of header) if (reader.byte() !== expected) return undefined;
    let importedFunctions = 0;
    let declaredFunctions = 0;
    while (reader.offset < bytes.length) {
      const start = reader.offset;
      const id = reader.byte();
      const size = reader.u32();
      const end = reader.offset + size;
      if (id === sectionIds.code) return { importedFunctions, declaredFunctions, codeSectionOffset: start };
      if (id === sectionIds.import) importedFunctions = countImportedFunctions(reader);
      if (id === sectionIds.function) declaredFunctions = reader.u32();
      reader.offset = end;
    }
    return undefined;
  } catch {
    return undefined;
  }
}

function countImportedFunctions(reader: ByteReader): number {
  let functions = 0;
  const count = reader.u32();
  for (let index = 0; index < count; index += 1) {
    reader.skip(reader.u32()); // module name
    reader.skip(reader.u32()); // field name
    const kind = reader.byte();
    if (kind === 0) {
      reader.u32();
      functions += 1;
    } else if (kind === 1) {
      reader.valueType();
      reader.limits();
    } else if (kind === 2) reader.limits();
    else if (kind === 3) {
      reader.valueType();
      reader.byte();
    } else if (kind === 4) {
      reader.byte();
      reader.u32();
    } else throw new RangeError(`import kind ${kind}`);
  }
  return functions;
}

function leb(value: number): number[] {
  const out: number[] = [];
  let rest = value;
  do {
    let byte = rest & 0x7f;
    rest = Math.floor(rest / 128);
    if (rest > 0) byte |= 0x80;
    out.push(byte);
  } while (rest > 0);
  return out;
}

function customSection(name: string, payload: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from([...leb(name.length), ...Buffer.from(name, 'latin1')]), payload]);
  return Buffer.concat([Buffer.from([0, ...leb(body.length)]), body]);
}

/**
 * The hint sections naming `functions` (module indices; imports and indices outside the module are left out) for
 * compilation with the baseline compiler before the module is ready, every other function lazily as without hints.
 * Two formats, as V8 changed them: `compilationHints` (one byte per declared function: strategy lazy = 1, or
 * eager = 2 with the baseline tier as first and top tier, 0x16), which V8 up to 13.x reads (Node 24), and
 * `metadata.code.compilation_priority` (the WebAssembly compilation-hints proposal: per function its index, a
 * zero offset, a hint length and priority 0), which later V8s read (Electron 45's may be either). A V8 skips a
 * custom section it does not know, and both are read only with `--experimental-wasm-compilation-hints`.
 */
export function compileHintSections(layout: WasmLayout, functions: readonly number[]): Buffer {
  const first = layout.importedFunctions;
  const end = first + layout.declaredFunctions;
  const chosen = [...new Set(functions)].filter((index) => index >= first && index < end).sort((a, b) => a - b);
  const perFunction = Buffer.alloc(layout.declaredFunctions, 0x01);
  for (const index of chosen) perFunction[index - first] = 0x16;
  const legacy = customSection(
    'compilationHints',
    Buffer.concat([Buffer.from(leb(layout.declaredFunctions)), perFunction]),
  );
  const priorities = customSection(
    'metadata.code.compilation_priority',
    Buffer.from([...leb(chosen.length), ...chosen.flatMap((index) => [...leb(index), 0, 1, 0])]),
  );
  return Buffer.concat([legacy, priorities]);
}

/** Reads a hints file's text; undefined when it is not one (the module is then read without hints). */
export function parseCompileHints(text: string): CompileHints | undefined {
  try {
    const value = JSON.parse(text) as Partial<CompileHints>;
    const whole = (item: unknown): item is number => Number.isSafeInteger(item) && (item as number) >= 0;
    if (value.format !== 1 || !whole(value.wasmBytes) || !whole(value.codeSectionOffset)) return undefined;
    if (!Array.isArray(value.functions) || !value.functions.every(whole)) return undefined;
    return {
      format: 1,
      wasmBytes: value.wasmBytes,
      codeSectionOffset: value.codeSectionOffset,
      functions: value.functions,
    };
  } catch {
    return undefined;
  }
}

function readInto(fd: number, target: Buffer, targetOffset: number, length: number, position: number): void {
  let done = 0;
  while (done < length) {
    const read = readSync(fd, target, targetOffset + done, length - done, position + done);
    if (read === 0) throw new RangeError('the file ended early');
    done += read;
  }
}

/**
 * A module's bytes with `hints`' sections put before its code section, read straight into one buffer (no second
 * copy of the 9 MB); the file as it is when there are no hints or they were made for another module.
 */
export function readWasmWithHints(path: string | URL, hints: CompileHints | undefined): Buffer {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const plain = (): Buffer => {
      const whole = Buffer.allocUnsafe(size);
      readInto(fd, whole, 0, size, 0);
      return whole;
    };
    if (!hints || hints.wasmBytes !== size || hints.codeSectionOffset >= size) return plain();
    const head = Buffer.allocUnsafe(hints.codeSectionOffset + 16 > size ? size : hints.codeSectionOffset + 16);
    readInto(fd, head, 0, head.length, 0);
    const layout = wasmLayout(head);
    if (layout?.codeSectionOffset !== hints.codeSectionOffset) return plain();
    const sections = compileHintSections(layout, hints.functions);
    const cut = layout.codeSectionOffset;
    const bytes = Buffer.allocUnsafe(size + sections.length);
    head.copy(bytes, 0, 0, cut);
    sections.copy(bytes, cut);
    readInto(fd, bytes, cut + sections.length, size - cut, cut);
    return bytes;
  } finally {
    closeSync(fd);
  }
}
