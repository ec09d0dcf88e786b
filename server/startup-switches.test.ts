import { describe, expect, it } from 'vitest';
import { readServiceConfig } from './config.ts';
import { startupSwitches } from './startup-switches.ts';

describe('startupSwitches (read by server/main.ts before the service loads)', () => {
  it('reads --compile-cache and --wasm-tiering in both flag forms, the flag over the environment', () => {
    expect(startupSwitches(['--data-dir', '/d', '--compile-cache', '/c', '--wasm-tiering', 'off'], {})).toEqual({
      compileCache: '/c',
      wasmTiering: false,
    });
    expect(startupSwitches(['--compile-cache=/c2', '--wasm-tiering=on'], {})).toEqual({
      compileCache: '/c2',
      wasmTiering: true,
    });
    expect(
      startupSwitches(['--compile-cache', '/flag'], { PROVIDER_COMPILE_CACHE: '/env', PROVIDER_WASM_TIERING: 'off' }),
    ).toEqual({ compileCache: '/flag', wasmTiering: false });
  });

  it('changes nothing when neither is given', () => {
    expect(startupSwitches(['--demo', '--data-dir', '/d'], {})).toEqual({ compileCache: undefined, wasmTiering: true });
  });

  it('are settings the service accepts too, and a wrong tiering word is named', () => {
    const config = readServiceConfig(['--compile-cache', '/c', '--wasm-tiering', 'off'], {});
    expect(config).toMatchObject({ compileCache: '/c', wasmTiering: 'off' });
    expect(() => readServiceConfig(['--wasm-tiering', 'maybe'], {})).toThrow(/wasmTiering/);
  });
});
