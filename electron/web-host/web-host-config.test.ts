import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWebHostConfig } from './web-host-config.ts';

const home = resolve('/home/operador');

describe('readWebHostConfig', () => {
  it('defaults to ~/.provider-desk and the data directory’s stable port', () => {
    expect(readWebHostConfig([], {}, home)).toEqual({ dataDir: join(home, '.provider-desk'), port: 'stable' });
  });

  it('reads the environment', () => {
    expect(readWebHostConfig([], { PROVIDER_DESK_DATA_DIR: '/srv/desk', PROVIDER_DESK_PORT: '8090' }, home)).toEqual({
      dataDir: resolve('/srv/desk'),
      port: 8090,
    });
  });

  it('lets flags win over the environment, in both spellings', () => {
    const env = { PROVIDER_DESK_DATA_DIR: '/srv/desk', PROVIDER_DESK_PORT: '8090' };
    expect(readWebHostConfig(['--data-dir', '/tmp/desk', '--port', '0'], env, home)).toEqual({
      dataDir: resolve('/tmp/desk'),
      port: 0,
    });
    expect(readWebHostConfig(['--data-dir=/tmp/other', '--port=9000'], env, home)).toEqual({
      dataDir: resolve('/tmp/other'),
      port: 9000,
    });
  });

  it('makes a relative data directory absolute', () => {
    expect(readWebHostConfig(['--data-dir', 'desk-data'], {}, home).dataDir).toBe(resolve('desk-data'));
  });

  it('refuses a port that is not 0 to 65535', () => {
    for (const port of ['65536', '-1', '80a', '1.5', ''])
      expect(() => readWebHostConfig([`--port=${port}`], {}, home), port).toThrow(/port/);
    expect(() => readWebHostConfig([], { PROVIDER_DESK_PORT: 'http' }, home)).toThrow(/port/);
  });

  it('refuses unknown flags', () => {
    expect(() => readWebHostConfig(['--host', '0.0.0.0'], {}, home)).toThrow();
  });
});
