import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileCacheEnvironment, serviceEnvironment } from '../demo/service-environment.ts';
import { serviceMain } from './spawn-node-service.ts';

describe('serviceMain', () => {
  it('is the provider service entry point', () => {
    expect(serviceMain.replaceAll('\\', '/')).toMatch(/\/server\/main\.ts$/);
    expect(existsSync(serviceMain)).toBe(true);
  });
});

describe('serviceEnvironment', () => {
  it('drops every setting the service would read, and keeps the rest', () => {
    const env = {
      PATH: '/usr/bin',
      HOME: '/home/operador',
      DATABASE_URL: 'postgres://prod.example/isp',
      PROVIDER_DATABASE_URL: 'postgres://prod.example/isp',
      PROVIDER_ADMIN_PORT: '8080',
      PROVIDER_STAFF_PASSWORD: 'something',
      PROVIDER_DESK_DATA_DIR: '/srv/desk',
    };
    expect(serviceEnvironment(env)).toEqual({ PATH: '/usr/bin', HOME: '/home/operador' });
  });
});

describe('compileCacheEnvironment', () => {
  it('names the compile cache the arguments give to Node itself, so the entry is served from it too', () => {
    expect(compileCacheEnvironment(['--data-dir', '/d', '--compile-cache', '/c', '--wasm-tiering', 'off'])).toEqual({
      NODE_COMPILE_CACHE: '/c',
    });
    expect(compileCacheEnvironment(['--data-dir', '/d'])).toEqual({});
  });
});
