import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningService } from '../../../server/service.ts';
import { codeOf } from '../../support/main-process-kit.ts';
import { ConnectProxy } from '../../support/connect-proxy.ts';
import { startNetworkCore, type NetworkCore } from '../../support/network-kit.ts';
import { makeTestCa, selfSignedCertificate, type TestCa, type TestCertificate } from '../../support/test-ca.ts';
import { useService } from '../../support/test-service.ts';
import { TlsFront } from '../../support/tls-front.ts';

// Provider traffic and the system proxy, through the real core, dispatcher and provider client: the
// resolver stands for Electron's session.resolveProxy (Chromium PAC answers), the proxy is a real HTTP
// proxy on loopback that records what passed through it, and the servers are the real service, plain
// and behind TLS fronts.

let service: RunningService;
let ca: TestCa;
let signed: TestCertificate;
let selfSigned: TestCertificate;
let caAdmin: TlsFront;
let caClient: TlsFront;
let selfAdmin: TlsFront;
let selfClient: TlsFront;
let proxy: ConnectProxy;
let tlsProxy: ConnectProxy;
const cores: NetworkCore[] = [];

beforeAll(async () => {
  service = await useService('pglite');
  ca = makeTestCa();
  signed = ca.issue();
  selfSigned = selfSignedCertificate();
  [caAdmin, caClient, selfAdmin, selfClient, proxy, tlsProxy] = await Promise.all([
    TlsFront.start(service.adminUrl, signed),
    TlsFront.start(service.clientUrl, signed),
    TlsFront.start(service.adminUrl, selfSigned),
    TlsFront.start(service.clientUrl, selfSigned),
    ConnectProxy.start(),
    ConnectProxy.start(ca.issue()),
  ]);
});
beforeEach(() => {
  proxy.seen.length = 0;
  tlsProxy.seen.length = 0;
});
afterAll(async () => {
  await Promise.all(cores.map((core) => core.close()));
  await Promise.all([caAdmin, caClient, selfAdmin, selfClient, proxy, tlsProxy].map((server) => server?.close()));
});

/** A resolver that answers `answer` for every URL and keeps the URLs it was asked about. */
function resolver(answer: string | (() => Promise<string>)): {
  resolve: (url: string) => Promise<string>;
  asked: string[];
} {
  const asked: string[] = [];
  return {
    asked,
    resolve: (url) => {
      asked.push(url);
      return typeof answer === 'string' ? Promise.resolve(answer) : answer();
    },
  };
}

async function core(
  resolve: (url: string) => Promise<string>,
  trustedCas: string[] = [ca.certPem],
): Promise<NetworkCore> {
  const started = await startNetworkCore(service, { resolveProxy: resolve, trustedCas });
  cores.push(started);
  return started;
}

const hostOf = (url: string): string => new URL(url).host;
const warnings = (desk: NetworkCore): string[] => desk.log.lines.filter((line) => line.startsWith('warn '));

describe('provider traffic and the system proxy', () => {
  it('goes through the proxy the resolver names: CONNECT for https, and asks once per origin, with the origin only', async () => {
    const { resolve, asked } = resolver(`PROXY 127.0.0.1:${proxy.port}; DIRECT`);
    const desk = await core(resolve);
    expect(codeOf(await desk.signIn({ adminUrl: caAdmin.url, clientUrl: caClient.url }))).toBe('ok');
    expect(codeOf(await desk.call('clients:list', { start: 0, limit: 5 }))).toBe('ok');
    expect(codeOf(await desk.call('clients:list', { start: 5, limit: 5 }))).toBe('ok');
    expect(proxy.seen).toContain(`CONNECT ${hostOf(caAdmin.url)}`);
    expect(asked).toEqual([`${caAdmin.url}/`]);
  });

  it('sends plain http through the proxy as absolute-URI requests', async () => {
    const desk = await core(resolver(`PROXY 127.0.0.1:${proxy.port}`).resolve);
    expect(codeOf(await desk.signIn({ adminUrl: service.adminUrl, clientUrl: service.clientUrl }))).toBe('ok');
    expect(proxy.seen).toContain(`POST ${service.adminUrl}/login`);
  });

  it('speaks TLS to an HTTPS proxy (PAC `HTTPS host:port`), trusting its certificate by the same CAs', async () => {
    const desk = await core(resolver(`HTTPS 127.0.0.1:${tlsProxy.port}`).resolve);
    expect(codeOf(await desk.signIn({ adminUrl: caAdmin.url, clientUrl: caClient.url }))).toBe('ok');
    expect(tlsProxy.seen).toContain(`CONNECT ${hostOf(caAdmin.url)}`);
    const untrusting = await core(resolver(`HTTPS 127.0.0.1:${tlsProxy.port}`).resolve, []);
    expect(codeOf(await untrusting.signIn({ adminUrl: service.adminUrl, clientUrl: service.clientUrl }))).toBe(
      'NETWORK',
    );
  });

  it('goes direct when the resolver answers DIRECT: the proxy sees nothing', async () => {
    const desk = await core(resolver('DIRECT').resolve);
    expect(codeOf(await desk.signIn({ adminUrl: caAdmin.url, clientUrl: caClient.url }))).toBe('ok');
    expect(codeOf(await desk.signIn({ adminUrl: service.adminUrl, clientUrl: service.clientUrl }))).toBe('ok');
    expect(proxy.seen).toEqual([]);
  });

  it('passes over a SOCKS entry to DIRECT, with one warning that names no address', async () => {
    const desk = await core(resolver(`SOCKS5 127.0.0.1:${proxy.port}`).resolve);
    expect(codeOf(await desk.signIn({ adminUrl: caAdmin.url, clientUrl: caClient.url }))).toBe('ok');
    expect(codeOf(await desk.signIn({ adminUrl: service.adminUrl, clientUrl: service.clientUrl }))).toBe('ok');
    expect(codeOf(await desk.call('clients:list', { start: 0, limit: 5 }))).toBe('ok');
    expect(proxy.seen).toEqual([]);
    const socks = warnings(desk).filter((line) => line.includes('SOCKS5'));
    expect(socks).toHaveLength(1);
    expect(socks[0]).not.toContain('127.0.0.1');
    expect(socks[0]).not.toContain(String(proxy.port));
  });

  it('passes over a SOCKS entry to the next proxy listed', async () => {
    const desk = await core(resolver(`SOCKS5 127.0.0.1:1; PROXY 127.0.0.1:${proxy.port}; DIRECT`).resolve);
    expect(codeOf(await desk.signIn({ adminUrl: caAdmin.url, clientUrl: caClient.url }))).toBe('ok');
    expect(proxy.seen).toContain(`CONNECT ${hostOf(caAdmin.url)}`);
  });

  it('holds the pin through the proxy: the pinned server is reached through the tunnel, a wrong pin is refused there too', async () => {
    const desk = await core(resolver(`PROXY 127.0.0.1:${proxy.port}`).resolve, []);
    expect(
      codeOf(
        await desk.signIn({
          adminUrl: selfAdmin.url,
          clientUrl: selfClient.url,
          pinnedCertSha256: selfSigned.fingerprint,
        }),
      ),
    ).toBe('ok');
    expect(proxy.seen).toContain(`CONNECT ${hostOf(selfAdmin.url)}`);
    const wrong = await desk.signIn({
      adminUrl: caAdmin.url,
      clientUrl: caClient.url,
      pinnedCertSha256: selfSigned.fingerprint,
    });
    expect(codeOf(wrong)).toBe('CERT_UNTRUSTED');
    expect(wrong.ok ? '' : wrong.error.message).toContain(signed.fingerprint);
  });

  it('judges the certificate behind the proxy as a direct one: an untrusted CA is refused with its fingerprint', async () => {
    const desk = await core(resolver(`PROXY 127.0.0.1:${proxy.port}`).resolve, []);
    const result = await desk.signIn({ adminUrl: caAdmin.url, clientUrl: caClient.url });
    expect(codeOf(result)).toBe('CERT_UNTRUSTED');
    expect(result.ok ? '' : result.error.message).toContain(signed.fingerprint);
    expect(proxy.seen).toContain(`CONNECT ${hostOf(caAdmin.url)}`);
  });

  it('goes direct, with one warning, when the resolver fails', async () => {
    const desk = await core(resolver(() => Promise.reject(new Error('no proxy service'))).resolve);
    expect(codeOf(await desk.signIn({ adminUrl: caAdmin.url, clientUrl: caClient.url }))).toBe('ok');
    expect(proxy.seen).toEqual([]);
    expect(warnings(desk).filter((line) => line.includes('proxy'))).toHaveLength(1);
  });
});
