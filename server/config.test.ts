import { describe, expect, it } from 'vitest';
import { readServiceConfig, serviceConfigSchema } from './config.ts';
import { isLoopbackHost } from './loopback-host.ts';

describe('service settings', () => {
  it('asks for no demo data by default', () => {
    const config = readServiceConfig([], {});
    expect(config).toMatchObject({ demo: false, demoClients: 0, cookieSecure: false, trustProxy: false });
  });

  it('--demo seeds the default 500 clients; --demo-clients N alone asks for demo data too (the app passes it)', () => {
    expect(readServiceConfig(['--demo'], {})).toMatchObject({ demo: true, demoClients: 500 });
    expect(
      readServiceConfig(
        [
          '--admin-port',
          '0',
          '--client-port',
          '0',
          '--host',
          '127.0.0.1',
          '--demo-clients',
          '2000',
          '--log-level',
          'warn',
        ],
        {},
      ),
    ).toMatchObject({
      demo: true,
      demoClients: 2000,
    });
    expect(readServiceConfig(['--demo-clients', '0'], {})).toMatchObject({ demo: false, demoClients: 0 });
    expect(readServiceConfig([], { PROVIDER_DEMO_CLIENTS: '30' })).toMatchObject({ demo: true, demoClients: 30 });
    expect(readServiceConfig([], { PROVIDER_DEMO: 'true' })).toMatchObject({ demo: true, demoClients: 500 });
    expect(readServiceConfig(['--demo=false'], { PROVIDER_DEMO: 'true' })).toMatchObject({ demo: false });
  });

  it('reads the switches --cookie-secure and --trust-proxy alone, with =value, or from the environment', () => {
    expect(readServiceConfig(['--cookie-secure', '--trust-proxy', '--admin-port', '9000'], {})).toMatchObject({
      cookieSecure: true,
      trustProxy: true,
      adminPort: 9000,
    });
    expect(readServiceConfig(['--cookie-secure=false'], { PROVIDER_COOKIE_SECURE: '1' })).toMatchObject({
      cookieSecure: false,
    });
    expect(readServiceConfig([], { PROVIDER_TRUST_PROXY: 'yes' })).toMatchObject({ trustProxy: true });
    expect(() => readServiceConfig(['--trust-proxy=maybe'], {})).toThrow(/trustProxy/);
  });

  it('takes HTTP Basic by default; --basic-auth false (or =false, or the environment) turns it off', () => {
    expect(readServiceConfig([], {})).toMatchObject({ basicAuth: true });
    expect(readServiceConfig(['--basic-auth', 'false', '--admin-port', '9000'], {})).toMatchObject({
      basicAuth: false,
      adminPort: 9000,
    });
    expect(readServiceConfig(['--basic-auth=no'], {})).toMatchObject({ basicAuth: false });
    expect(readServiceConfig([], { PROVIDER_BASIC_AUTH: 'false' })).toMatchObject({ basicAuth: false });
    expect(readServiceConfig(['--basic-auth'], { PROVIDER_BASIC_AUTH: '0' })).toMatchObject({ basicAuth: true });
    expect(readServiceConfig(['--demo', '--basic-auth', 'true'], {})).toMatchObject({ demo: true, basicAuth: true });
  });

  it('parses its own output to the same settings (a running service passes its config on)', () => {
    const config = readServiceConfig(['--demo-clients', '12'], {});
    expect(serviceConfigSchema.parse(config)).toEqual(config);
  });

  it('tells loopback addresses from others', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.0.10', 'provider.example', '128.0.0.1', '::ffff:10.0.0.1'])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});
