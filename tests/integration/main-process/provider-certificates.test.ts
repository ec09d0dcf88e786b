import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../../server/service.ts';
import { codeOf, dataOf } from '../../support/main-process-kit.ts';
import { demoCustomer, startNetworkCore, type NetworkCore } from '../../support/network-kit.ts';
import { makeTestCa, selfSignedCertificate, type TestCa, type TestCertificate } from '../../support/test-ca.ts';
import { useService } from '../../support/test-service.ts';
import { TlsFront } from '../../support/tls-front.ts';

// Provider traffic and certificates, through the real core, dispatcher and provider client, against the
// real service behind TLS fronts on loopback: one pair (admin, client area) with a certificate from a
// CA the test made ("the provider's own CA"), one pair with a self-signed certificate.

let service: RunningService;
let ca: TestCa;
let signed: TestCertificate;
let selfSigned: TestCertificate;
let caAdmin: TlsFront;
let caClient: TlsFront;
let selfAdmin: TlsFront;
let selfClient: TlsFront;
const cores: NetworkCore[] = [];

beforeAll(async () => {
  service = await useService('pglite');
  ca = makeTestCa();
  signed = ca.issue();
  selfSigned = selfSignedCertificate();
  [caAdmin, caClient, selfAdmin, selfClient] = await Promise.all([
    TlsFront.start(service.adminUrl, signed),
    TlsFront.start(service.clientUrl, signed),
    TlsFront.start(service.adminUrl, selfSigned),
    TlsFront.start(service.clientUrl, selfSigned),
  ]);
});
afterAll(async () => {
  await Promise.all(cores.map((core) => core.close()));
  await Promise.all([caAdmin, caClient, selfAdmin, selfClient].map((front) => front?.close()));
});

async function core(options: Parameters<typeof startNetworkCore>[1] = {}): Promise<NetworkCore> {
  const started = await startNetworkCore(service, options);
  cores.push(started);
  return started;
}

const caPair = () => ({ adminUrl: caAdmin.url, clientUrl: caClient.url });
const selfPair = () => ({ adminUrl: selfAdmin.url, clientUrl: selfClient.url });
const messageOf = (result: { ok: boolean; error?: { message: string } }): string =>
  result.ok ? '' : (result.error?.message ?? '');
/** The fingerprint as typed by someone copying it from a browser or `openssl x509 -fingerprint`: lower case, no colons. */
const typedBare = (fingerprint: string): string => fingerprint.replaceAll(':', '').toLowerCase();

describe('certificates of provider servers', () => {
  it('trusts a server whose certificate comes from a CA in the trusted list: signs in, lists clients, opens a customer area', async () => {
    const desk = await core({ trustedCas: [ca.certPem] });
    expect(codeOf(await desk.signIn(caPair()))).toBe('ok');
    expect(
      dataOf<{ rows: unknown[] }>(await desk.call('clients:list', { start: 0, limit: 5 })).rows.length,
    ).toBeGreaterThan(0);
    const customer = await demoCustomer(service);
    expect(codeOf(await desk.call('customer:open', customer))).toBe('ok');
  });

  it('refuses the same server when its CA is not trusted, naming the certificate’s SHA-256, and sends it nothing', async () => {
    const desk = await core();
    const bytesBefore = caAdmin.requestBytes;
    const result = await desk.signIn(caPair());
    expect(codeOf(result)).toBe('CERT_UNTRUSTED');
    expect(messageOf(result)).toContain(`O certificado do servidor não é confiável (SHA-256 ${signed.fingerprint})`);
    expect(signed.fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    // Not a byte of the login (the password) went to the refused server.
    expect(caAdmin.requestBytes).toBe(bytesBefore);
    dataOf(await desk.call('settings:set', { language: 'en' }));
    expect(messageOf(await desk.signIn(caPair()))).toContain(
      `The server’s certificate is not trusted (SHA-256 ${signed.fingerprint})`,
    );
  });

  it('refuses a self-signed server by default, naming its fingerprint', async () => {
    const desk = await core({ trustedCas: [ca.certPem] });
    const result = await desk.signIn(selfPair());
    expect(codeOf(result)).toBe('CERT_UNTRUSTED');
    expect(messageOf(result)).toContain(`SHA-256 ${selfSigned.fingerprint}`);
  });

  it('accepts a self-signed server whose fingerprint the profile pins, in both of its areas (typed without colons)', async () => {
    const desk = await core();
    expect(codeOf(await desk.signIn({ ...selfPair(), pinnedCertSha256: typedBare(selfSigned.fingerprint) }))).toBe(
      'ok',
    );
    expect(codeOf(await desk.call('clients:list', { start: 0, limit: 5 }))).toBe('ok');
    const customer = await demoCustomer(service);
    expect(codeOf(await desk.call('customer:open', customer))).toBe('ok');
    const listed = dataOf<{ profiles: Array<{ name: string; pinnedCertSha256?: string }> }>(
      await desk.call('profiles:list'),
    );
    expect(listed.profiles.find((profile) => profile.name === 'Filial TLS')?.pinnedCertSha256).toBe(
      selfSigned.fingerprint,
    );
  });

  it('refuses a server whose certificate is not the pinned one, naming the one it showed, and sends it nothing', async () => {
    const desk = await core();
    const bytesBefore = selfAdmin.requestBytes;
    const result = await desk.signIn({ ...selfPair(), pinnedCertSha256: signed.fingerprint });
    expect(codeOf(result)).toBe('CERT_UNTRUSTED');
    expect(messageOf(result)).toContain(`SHA-256 ${selfSigned.fingerprint}`);
    expect(selfAdmin.requestBytes).toBe(bytesBefore);
  });

  it('with a pin accepts exactly that certificate: a CA-trusted one that is not pinned is refused', async () => {
    const desk = await core({ trustedCas: [ca.certPem] });
    const result = await desk.signIn({ ...caPair(), pinnedCertSha256: selfSigned.fingerprint });
    expect(codeOf(result)).toBe('CERT_UNTRUSTED');
    expect(messageOf(result)).toContain(`SHA-256 ${signed.fingerprint}`);
  });

  it('a pin holds for its own profile only: another profile at the same addresses without it is refused', async () => {
    const desk = await core();
    expect(codeOf(await desk.signIn({ ...selfPair(), pinnedCertSha256: selfSigned.fingerprint }))).toBe('ok');
    const other = await desk.signIn(selfPair());
    expect(codeOf(other)).toBe('CERT_UNTRUSTED');
    expect(messageOf(other)).toContain(`SHA-256 ${selfSigned.fingerprint}`);
  });

  it('"Testar conexão" judges as provider traffic does: the pin passes every step, without it the certificate step names the fingerprint', async () => {
    const desk = await core();
    const check = async (pin?: string) =>
      dataOf<{ ok: boolean; steps: Array<{ id: string; status: string; detail: string }> }>(
        await desk.call('profiles:test', {
          ...selfPair(),
          adminPrefix: 'admin_ctl',
          username: 'admin',
          ...(pin ? { pinnedCertSha256: pin } : {}),
        }),
      );
    const pinned = await check(selfSigned.fingerprint);
    expect(pinned.steps.map((step) => `${step.id}:${step.status}`)).toEqual([
      'dns:pass',
      'tcp:pass',
      'tls:pass',
      'http:pass',
      'json:pass',
      'prefix:pass',
      'login:skip',
      'client-area:pass',
    ]);
    const unpinned = await check();
    expect(unpinned.steps.find((step) => step.id === 'tls')).toMatchObject({ status: 'fail' });
    expect(unpinned.steps.find((step) => step.id === 'tls')?.detail).toContain(selfSigned.fingerprint);
  });

  it('rejects a pin that is not a SHA-256 fingerprint when the profile is saved', async () => {
    const desk = await core();
    const result = await desk.call('profiles:save', {
      name: 'Filial',
      ...selfPair(),
      adminPrefix: 'admin_ctl',
      pinnedCertSha256: 'AB:CD:EF',
    });
    expect(codeOf(result)).toBe('VALIDATION');
  });
});
