// Why declared here: the service's libraries (ES2024 and Node's types) leave out the WebAssembly global V8
// provides; the DOM's library has it, with the whole browser beside it. Only what server/db/pglite-wasm.ts uses.
declare namespace WebAssembly {
  /** A compiled WebAssembly module, as `WebAssembly.compile` makes it and PGlite instantiates it. */
  class Module {
    private constructor();
    /** The module's exports: their names and kinds. */
    static exports(module: Module): Array<{ name: string; kind: string }>;
  }
  /** Compiles WebAssembly bytes off the main thread. */
  function compile(bytes: ArrayBufferView | ArrayBuffer): Promise<Module>;
}
