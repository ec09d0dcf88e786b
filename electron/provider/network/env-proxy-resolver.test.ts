import { describe, expect, it } from 'vitest';
import { envProxyResolver } from './env-proxy-resolver.ts';
import type { ProxyResolver } from './proxy-router.ts';

function resolverOf(env: Record<string, string>): ProxyResolver {
  const resolve = envProxyResolver(env);
  if (!resolve) throw new Error('expected a resolver');
  return resolve;
}

describe('envProxyResolver (browser mode)', () => {
  it('is absent without proxy variables', () => {
    expect(envProxyResolver({ NO_PROXY: 'localhost' })).toBeUndefined();
  });

  it('answers HTTPS_PROXY for https, HTTP_PROXY for http, lower case first, in PAC syntax', async () => {
    const resolve = resolverOf({
      HTTP_PROXY: 'http://upper.example:1',
      http_proxy: 'http://lower.example:3128',
      HTTPS_PROXY: 'https://secure.example:8443',
    });
    expect(await resolve('http://erp.example/')).toBe('PROXY lower.example:3128');
    expect(await resolve('https://erp.example/')).toBe('HTTPS secure.example:8443');
  });

  it('falls back to HTTP_PROXY for https, keeps credentials, reads a bare host:port as an HTTP proxy', async () => {
    expect(await resolverOf({ HTTP_PROXY: 'http://user:pa%40ss@proxy.example:3128' })('https://erp.example/')).toBe(
      'PROXY user:pa%40ss@proxy.example:3128',
    );
    expect(await resolverOf({ HTTPS_PROXY: 'proxy.example:3128' })('https://erp.example/')).toBe(
      'PROXY proxy.example:3128',
    );
    expect(await resolverOf({ HTTPS_PROXY: 'socks5://s.example:1080' })('https://erp.example/')).toBe(
      'SOCKS5 s.example:1080',
    );
  });

  it('bypasses the proxy for NO_PROXY names, suffixes, ports and *', async () => {
    const resolve = resolverOf({
      HTTPS_PROXY: 'http://proxy.example:3128',
      NO_PROXY: 'localhost, .intranet.example,*.filial.example, erp.example:8443, [::1]',
    });
    const answers = await Promise.all(
      [
        'https://localhost/',
        'https://a.intranet.example/',
        'https://intranet.example/',
        'https://x.filial.example/',
        'https://filial.example/',
        'https://erp.example:8443/',
        'https://erp.example/',
        'https://[::1]:9/',
      ].map((url) => resolve(url)),
    );
    expect(answers).toEqual([
      'DIRECT',
      'DIRECT',
      'DIRECT',
      'DIRECT',
      'PROXY proxy.example:3128',
      'DIRECT',
      'PROXY proxy.example:3128',
      'DIRECT',
    ]);
    expect(await resolverOf({ HTTPS_PROXY: 'http://proxy.example:3128', NO_PROXY: '*' })('https://erp.example/')).toBe(
      'DIRECT',
    );
  });
});
