import { describe, expect, it } from 'vitest';
import { readServiceConfig } from './config.ts';
import { startupSwitches } from './startup-switches.ts';

describe('startupSwitches (read by server/main.ts before the service loads)', () => {
  it('reads --compile-cache and --wasm-tiering in both flag forms, the flag over the environment', () => {
    expect(startupSwitches(['--data-dir', '/d', '--compile-cache', '/c', '--wasm-tiering', 'off'], {})).toEqual({
      compileCache: '/c',
      wasmTiering: false,
      embeddedEngine: true,
    });
    expect(startupSwitches(['--compile-cache=/c2', '--wasm-tiering=on'], {})).toEqual({
      compileCache: '/c2',
      wasmTiering: true,
      embeddedEngine: true,
    });
    expect(
      startupSwitches(['--compile-cache', '/flag'], { PROVIDER_COMPILE_CACHE: '/env', PROVIDER_WASM_TIERING: 'off' }),
    ).toEqual({ compileCache: '/flag', wasmTiering: false, embeddedEngine: true });
  });

  it('changes nothing when neither is given', () => {
    expect(startupSwitches(['--demo', '--data-dir', '/d'], {})).toEqual({
      compileCache: undefined,
      wasmTiering: true,
      embeddedEngine: true,
    });
  });

  it('knows the service will run on PostgreSQL from the same flag and variables config.ts reads', () => {
    const url = 'postgres://provider@db/provider';
    expect(startupSwitches(['--database-url', url], {}).embeddedEngine).toBe(false);
    expect(startupSwitches([`--database-url=${url}`], {}).embeddedEngine).toBe(false);
    expect(startupSwitches([], { PROVIDER_DATABASE_URL: url }).embeddedEngine).toBe(false);
    expect(startupSwitches([], { DATABASE_URL: url }).embeddedEngine).toBe(false);
    expect(startupSwitches([], { DATABASE_URL: '' }).embeddedEngine).toBe(true);
    expect(startupSwitches(['--database-url='], { PROVIDER_DATABASE_URL: url }).embeddedEngine).toBe(true);
    for (const [argv, env, expected] of [
      [['--database-url', url], {}, url],
      [[], { PROVIDER_DATABASE_URL: url }, url],
      [[], { DATABASE_URL: url }, url],
      [[], { DATABASE_URL: '' }, undefined],
      [['--database-url='], { PROVIDER_DATABASE_URL: url }, ''],
    ] as const)
      expect(readServiceConfig(argv, env).databaseUrl).toBe(expected);
  });

  it('are settings the service accepts too, and a wrong tiering word is named', () => {
    const config = readServiceConfig(['--compile-cache', '/c', '--wasm-tiering', 'off'], {});
    expect(config).toMatchObject({ compileCache: '/c', wasmTiering: 'off' });
    expect(() => readServiceConfig(['--wasm-tiering', 'maybe'], {})).toThrow(/wasmTiering/);
  });
});
