// Issue 15, items 6 and 7: the session cookie can carry Secure (--cookie-secure, or X-Forwarded-Proto from a
// trusted proxy), and X-Forwarded-For / X-Forwarded-Proto are believed only with --trust-proxy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProviderService, type RunningService } from '../../../server/service.ts';
import { FormClient, type Answer } from '../../support/form-client.ts';
import { adminSession, createCustomer, expectFailure, type TestCustomer } from '../../support/integration-kit.ts';
import { engineNames, testPasswords, useService, testSecretKey } from '../../support/test-service.ts';

const setCookieOf = (answer: Answer): string => {
  const header = answer.headers['set-cookie'];
  return (Array.isArray(header) ? header.join('\n') : header) ?? '';
};
const hasSecure = (answer: Answer): boolean => /;\s*Secure(;|$)/im.test(setCookieOf(answer));

describe.each(engineNames)('proxies and the Secure cookie (%s)', (engineName) => {
  let shared: RunningService;
  let secure: RunningService;
  let proxied: RunningService;

  beforeAll(async () => {
    shared = await useService(engineName);
    // Two more services on the same database, as a deployment behind TLS or a reverse proxy runs it.
    secure = await startProviderService(
      { secretKey: testSecretKey, adminPort: 0, clientPort: 0, logLevel: 'silent', cookieSecure: true },
      { engine: shared.engine },
    );
    proxied = await startProviderService(
      { secretKey: testSecretKey, adminPort: 0, clientPort: 0, logLevel: 'silent', trustProxy: true },
      { engine: shared.engine },
    );
  });

  afterAll(async () => {
    await secure?.close();
    await proxied?.close();
  });

  const adminLogin = (service: RunningService, headers: Record<string, string> = {}) =>
    new FormClient(service.adminUrl).post('/login', { username: 'admin', password: testPasswords.staff }, headers);

  it('by default: no Secure, and X-Forwarded-Proto is not believed', async () => {
    const plain = await adminLogin(shared);
    expect(plain.status).toBe(200);
    expect(hasSecure(plain)).toBe(false);
    const claimed = await adminLogin(shared, { 'x-forwarded-proto': 'https' });
    expect(claimed.status).toBe(200);
    expect(hasSecure(claimed)).toBe(false);
  });

  it('--cookie-secure: the session cookie carries Secure, and so does the logout that clears it', async () => {
    const login = await adminLogin(secure);
    expect(hasSecure(login)).toBe(true);
    expect(setCookieOf(login)).toMatch(/HttpOnly/i);
    const client = new FormClient(secure.adminUrl, setCookieOf(login).split(';')[0]);
    const logout = await client.post('/session/logout');
    expect(hasSecure(logout)).toBe(true);
  });

  it('--trust-proxy: X-Forwarded-Proto https from the proxy gives Secure; http does not', async () => {
    expect(hasSecure(await adminLogin(proxied, { 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(hasSecure(await adminLogin(proxied, { 'x-forwarded-proto': 'http' }))).toBe(false);
  });

  describe('--trust-proxy: the client address is the one the proxy appended to X-Forwarded-For', () => {
    let customer: TestCustomer;
    beforeAll(async () => {
      customer = await createCustomer(await adminSession(shared));
    });

    it('clients behind the proxy have their own throttle; an address the client wrote itself is not believed', async () => {
      const viaProxy = (forwardedFor: string, password: string) =>
        new FormClient(proxied.clientUrl).post(
          '/login',
          { username: customer.username, password },
          { 'x-forwarded-for': forwardedFor },
        );
      for (let attempt = 0; attempt < proxied.config.loginFreeAttempts; attempt += 1) {
        expectFailure(await viaProxy('203.0.113.7', `wrong-${attempt}-pass`), 401, 'AUTH_FAILED');
      }
      expectFailure(await viaProxy('203.0.113.7', customer.password), 429, 'LOGIN_THROTTLED');
      // The attacker writes another address first; the proxy appends the real one, which counts.
      expectFailure(await viaProxy('198.51.100.1, 203.0.113.7', customer.password), 429, 'LOGIN_THROTTLED');
      // Another client behind the same proxy logs in.
      expect((await viaProxy('203.0.113.8', customer.password)).status).toBe(200);
    });
  });
});
