import { describe, expect, it } from 'vitest';
import { functionsOfTrace } from '../../../scripts/wasm-hints-trace.ts';

describe('functionsOfTrace', () => {
  it('answers the functions of the module V8 compiled most of, once each and in order, ignoring other lines', () => {
    const lines = [
      'Provider service starting (PGlite in /tmp/x)…',
      'Compiled function 0x7f01#40 using Liftoff, took 0 ms and 15648 bytes; bodysize 16 codesize 156',
      'Compiled function 0x7f02#3 using Liftoff, took 0 ms and 17472 bytes; bodysize 203 codesize 516',
      'Compiled function 0x7f01#7 using Liftoff, took 1 ms and 60208 bytes; bodysize 5355 codesize 9848',
      'Compiled function 0x7f01#40 using Liftoff, took 0 ms and 15648 bytes; bodysize 16 codesize 156',
      'Compiled function 0x7f01#12 using TurboFan, took 3 ms and 1 bytes; bodysize 1 codesize 1',
      '{"adminUrl":"http://127.0.0.1:1"}',
    ];
    expect(functionsOfTrace(lines)).toEqual([7, 40]);
    expect(functionsOfTrace(['nothing compiled'])).toEqual([]);
  });
});
