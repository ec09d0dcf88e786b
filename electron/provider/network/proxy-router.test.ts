import { describe, expect, it } from 'vitest';
import { ProxyRouter } from './proxy-router.ts';

describe('ProxyRouter', () => {
  it('asks the resolver once per origin while the decision is fresh, with the origin only, and again after', async () => {
    const asked: string[] = [];
    let now = 1_000;
    const router = new ProxyRouter({
      resolve: (url) => (asked.push(url), Promise.resolve('PROXY p.example:3128')),
      ttlMs: 30_000,
      now: () => now,
    });
    await router.route('https://erp.example:8443/admin_ctl/client/list');
    await router.route('https://erp.example:8443/admin_ctl/login');
    await router.route('https://erp.example:8444/login');
    expect(asked).toEqual(['https://erp.example:8443/', 'https://erp.example:8444/']);
    now += 30_000;
    expect(await router.route('https://erp.example:8443/login')).toEqual({
      kind: 'proxy',
      uri: 'http://p.example:3128',
    });
    expect(asked).toHaveLength(3);
  });

  it('goes direct without a resolver', async () => {
    expect(await new ProxyRouter().route('https://erp.example/')).toEqual({ kind: 'direct' });
  });

  it('warns once per kind passed over', async () => {
    const lines: string[] = [];
    const router = new ProxyRouter({
      resolve: () => Promise.resolve('SOCKS5 s.example:1080; DIRECT'),
      warn: (line) => lines.push(line),
    });
    await router.route('https://a.example/');
    await router.route('https://b.example/');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('SOCKS5');
    expect(lines[0]).not.toContain('s.example');
  });
});
