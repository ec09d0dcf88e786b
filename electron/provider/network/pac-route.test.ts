import { describe, expect, it } from 'vitest';
import { routeFromPac } from './pac-route.ts';

describe('routeFromPac', () => {
  it.each([
    ['DIRECT', { kind: 'direct' }, []],
    ['', { kind: 'direct' }, []],
    ['PROXY proxy.example:3128; DIRECT', { kind: 'proxy', uri: 'http://proxy.example:3128' }, []],
    ['proxy proxy.example:3128', { kind: 'proxy', uri: 'http://proxy.example:3128' }, []],
    ['HTTPS proxy.example:8443', { kind: 'proxy', uri: 'https://proxy.example:8443' }, []],
    ['PROXY proxy.example', { kind: 'proxy', uri: 'http://proxy.example' }, []],
    ['SOCKS5 socks.example:1080', { kind: 'direct' }, ['SOCKS5']],
    [
      'SOCKS socks.example:1080; SOCKS4 s:1; PROXY p.example:80; DIRECT',
      { kind: 'proxy', uri: 'http://p.example' },
      ['SOCKS', 'SOCKS4'],
    ],
    ['PROXY ; DIRECT', { kind: 'direct' }, ['PROXY (unreadable address)']],
    ['QUIC q.example:443; DIRECT', { kind: 'direct' }, ['QUIC']],
  ])('reads %j', (answer, route, skipped) => {
    expect(routeFromPac(answer)).toEqual({ route, skipped });
  });
});
