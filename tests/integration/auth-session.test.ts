import { beforeAll, describe, expect, it } from 'vitest';
import { pruneStaleRecords } from '../../server/auth/housekeeping.ts';
import { hashPassword } from '../../server/auth/password-hash.ts';
import { startProviderService, type RunningService } from '../../server/service.ts';
import { FormClient, type Answer } from '../support/form-client.ts';
import {
  adminSession,
  cookieValue,
  createCustomer,
  expectFailure,
  sessionHash,
  uniqueWord,
  untouchedDemoCustomer,
} from '../support/integration-kit.ts';
import { engineNames, testPasswords, useService, testSecretKey } from '../support/test-service.ts';

const corsHeaders = {
  'access-control-allow-credentials': 'true',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
};

/** The Set-Cookie header of an answer as one string. */
function setCookieOf(answer: Answer): string {
  const header = answer.headers['set-cookie'];
  return (Array.isArray(header) ? header[0] : header) ?? '';
}

describe.each(engineNames)('authentication and sessions (%s)', (engineName) => {
  let service: RunningService;
  let admin: FormClient;
  let demoCustomer: string;

  const dashboard = (client: FormClient) => client.post('/admin_ctl/dashboard/info');
  const contracts = (client: FormClient) => client.post('/client_ctl/contract/list');

  beforeAll(async () => {
    service = await useService(engineName);
    admin = await adminSession(service);
    const [row] = await service.engine.query<{ client_username: string }>(
      `select c.client_username from client c where ${untouchedDemoCustomer('c')} order by c.client_pk limit 1`,
    );
    demoCustomer = row?.client_username ?? '';
  });

  describe('login', () => {
    it.each(['admin', 'client'] as const)(
      'succeeds in the %s area with the interface cookie and CORS headers',
      async (area) => {
        const client = new FormClient(area === 'admin' ? service.adminUrl : service.clientUrl);
        const answer = await client.post(
          '/login',
          area === 'admin'
            ? { username: 'admin', password: testPasswords.staff }
            : { username: demoCustomer, password: testPasswords.client },
        );
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ success: true });
        expect(answer.headers['content-type']).toMatch(/^application\/json/);
        for (const [name, value] of Object.entries(corsHeaders)) expect(answer.headers[name]).toBe(value);
        const cookie = setCookieOf(answer);
        const [pair, ...attributes] = cookie.split(';').map((part) => part.trim());
        expect(pair).toMatch(new RegExp(`^${service.config.cookieName}=[0-9a-f]{32}$`));
        expect(attributes).toContain('Path=/');
        const expires = attributes.find((attribute) => attribute.toLowerCase().startsWith('expires='));
        expect(expires).toBeDefined();
        const expiresAt = Date.parse((expires ?? '').slice('expires='.length));
        expect(Number.isNaN(expiresAt)).toBe(false);
        // The session lifetime (30 days by default) lies well ahead of any clock skew.
        expect(expiresAt).toBeGreaterThan(Date.now() + 86_400_000);
        // The cookie opens the area it came from.
        const probe = area === 'admin' ? await dashboard(client) : await contracts(client);
        expect(probe.status).toBe(200);
      },
    );

    it('answers 401 AUTH_FAILED for a wrong password and for an unknown user alike', async () => {
      const wrong = await new FormClient(service.adminUrl).post('/login', {
        username: 'operador',
        password: 'not-the-password',
      });
      const unknown = await new FormClient(service.adminUrl).post('/login', {
        username: `nobody-${uniqueWord()}`,
        password: 'whatever1',
      });
      const wrongClient = await new FormClient(service.clientUrl).post('/login', {
        username: demoCustomer,
        password: 'not-the-password',
      });
      for (const answer of [wrong, unknown, wrongClient]) {
        expectFailure(answer, 401, 'AUTH_FAILED');
        expect(answer.headers['set-cookie']).toBeUndefined();
      }
      expect(unknown.body.message).toBe(wrong.body.message);
      // A later success clears the failure count of the customer used above.
      await new FormClient(service.clientUrl).login(demoCustomer, testPasswords.client);
      await new FormClient(service.adminUrl).login('operador', testPasswords.staff);
    });

    it('refuses a login with a missing field with 400 VALIDATION naming it', async () => {
      const answer = await new FormClient(service.adminUrl).post('/login', { username: 'admin' });
      expectFailure(answer, 400, 'VALIDATION');
      expect((answer.body.errors as Array<{ id: string }>).map((error) => error.id)).toContain('password');
    });
  });

  describe('session checks', () => {
    it('answers 403 SESSION_REQUIRED without a cookie', async () => {
      expectFailure(await dashboard(new FormClient(service.adminUrl)), 403, 'SESSION_REQUIRED');
      expectFailure(await contracts(new FormClient(service.clientUrl)), 403, 'SESSION_REQUIRED');
    });

    it('answers 403 SESSION_REQUIRED for a forged cookie, well-formed or not', async () => {
      const name = service.config.cookieName;
      for (const value of ['0123456789abcdef0123456789abcdef', 'forged', "x'; drop table session; --"]) {
        expectFailure(
          await dashboard(new FormClient(service.adminUrl, `${name}=${encodeURIComponent(value)}`)),
          403,
          'SESSION_REQUIRED',
        );
        expectFailure(
          await contracts(new FormClient(service.clientUrl, `${name}=${encodeURIComponent(value)}`)),
          403,
          'SESSION_REQUIRED',
        );
      }
    });

    it('answers 403 SESSION_EXPIRED once the session is past its expiry', async () => {
      const client = await adminSession(service);
      expect((await dashboard(client)).status).toBe(200);
      await service.engine.query(
        "update session set session_expires_at = now() - interval '1 minute' where session_token_hash = $1",
        [sessionHash(client.cookie)],
      );
      expectFailure(await dashboard(client), 403, 'SESSION_EXPIRED');
    });

    it('answers 403 SESSION_EXPIRED after the idle timeout', async () => {
      const client = await adminSession(service);
      expect((await dashboard(client)).status).toBe(200);
      await service.engine.query(
        'update session set session_last_seen_at = now() - make_interval(mins => $2) where session_token_hash = $1',
        [sessionHash(client.cookie), service.config.sessionIdleMinutes + 1],
      );
      expectFailure(await dashboard(client), 403, 'SESSION_EXPIRED');
    });

    it('ends the session on logout; the cookie then answers SESSION_EXPIRED; logout stays idempotent', async () => {
      const client = await adminSession(service);
      const old = client.cookie;
      const logout = await client.post('/session/logout');
      expect(logout.status).toBe(200);
      expect(logout.body).toEqual({ success: true });
      // The logout clears the cookie on the browser side.
      expect(setCookieOf(logout)).toMatch(new RegExp(`^${service.config.cookieName}=;`));
      const reuse = new FormClient(service.adminUrl, old);
      expectFailure(await dashboard(reuse), 403, 'SESSION_EXPIRED');
      const again = await new FormClient(service.adminUrl).post('/session/logout');
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ success: true });
    });

    it('ends a customer session on client-area logout', async () => {
      const client = new FormClient(service.clientUrl);
      await client.login(demoCustomer, testPasswords.client);
      const old = client.cookie;
      expect((await client.post('/session/logout')).status).toBe(200);
      expectFailure(await contracts(new FormClient(service.clientUrl, old)), 403, 'SESSION_EXPIRED');
    });

    it('ends the session whose cookie a login brings, and issues a new value (no fixation)', async () => {
      const client = await adminSession(service);
      const old = client.cookie;
      await client.login('admin', testPasswords.staff);
      expect(client.cookie).not.toBe(old);
      expect(cookieValue(client.cookie)).toMatch(/^[0-9a-f]{32}$/);
      expect((await dashboard(client)).status).toBe(200);
      expectFailure(await dashboard(new FormClient(service.adminUrl, old)), 403, 'SESSION_EXPIRED');
      const [row] = await service.engine.query<{ ended: boolean }>(
        'select session_ended_at is not null as ended from session where session_token_hash = $1',
        [sessionHash(old)],
      );
      expect(row?.ended).toBe(true);
    });

    it('never accepts a cookie of one area in the other', async () => {
      const staff = await adminSession(service);
      const customer = new FormClient(service.clientUrl);
      await customer.login(demoCustomer, testPasswords.client);
      expectFailure(await contracts(new FormClient(service.clientUrl, staff.cookie)), 403, 'SESSION_REQUIRED');
      expectFailure(await dashboard(new FormClient(service.adminUrl, customer.cookie)), 403, 'SESSION_REQUIRED');
      // Both still work where they belong.
      expect((await dashboard(staff)).status).toBe(200);
      expect((await contracts(customer)).status).toBe(200);
    });
  });

  describe('login throttling', () => {
    const expectThrottled = (answer: Answer) => {
      expectFailure(answer, 429, 'LOGIN_THROTTLED');
      const retryAfter = Number(answer.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(answer.headers['set-cookie']).toBeUndefined();
    };

    it('throttles a customer user name after 5 failures, even with the right password', async () => {
      const customer = await createCustomer(admin);
      const client = new FormClient(service.clientUrl);
      for (let attempt = 0; attempt < service.config.loginFreeAttempts; attempt += 1) {
        expectFailure(
          await client.post('/login', { username: customer.username, password: `wrong-${attempt}-pass` }),
          401,
          'AUTH_FAILED',
        );
      }
      expectThrottled(await client.post('/login', { username: customer.username, password: customer.password }));
      // The count is kept per user name regardless of letter case.
      expectThrottled(
        await client.post('/login', { username: customer.username.toUpperCase(), password: customer.password }),
      );
      // Another user name is not affected.
      expect(
        (
          await new FormClient(service.clientUrl).post('/login', {
            username: demoCustomer,
            password: testPasswords.client,
          })
        ).status,
      ).toBe(200);
    });

    it('throttles an operator user name after 5 failures, even with the right password', async () => {
      const username = `op-${uniqueWord()}`;
      const password = 'Operator-pass1';
      await service.engine.query(
        "insert into staff (staff_username, staff_password_hash, staff_name) values ($1, $2, 'Throttle test')",
        [username, await hashPassword(password)],
      );
      const client = new FormClient(service.adminUrl);
      for (let attempt = 0; attempt < service.config.loginFreeAttempts; attempt += 1) {
        expectFailure(await client.post('/login', { username, password: `wrong-${attempt}-pass` }), 401, 'AUTH_FAILED');
      }
      expectThrottled(await client.post('/login', { username, password }));
      // The client area counts its own failures: the same name there is not throttled.
      expectFailure(await new FormClient(service.clientUrl).post('/login', { username, password }), 401, 'AUTH_FAILED');
    });
  });

  it('prunes failed-login counts idle for a day and sessions ended a week ago, keeping what still matters', async () => {
    const stale = `stale-${uniqueWord()}`;
    const fresh = `fresh-${uniqueWord()}`;
    await service.engine.query(
      "insert into login_failure (login_area, login_username, failure_count, last_failure_at) values ('admin', $1, 9, now() - interval '25 hours'), ('admin', $2, 9, now() - interval '23 hours')",
      [stale, fresh],
    );
    const oldSession = await adminSession(service);
    const liveSession = await adminSession(service);
    const [oldHash, liveHash] = [sessionHash(oldSession.cookie), sessionHash(liveSession.cookie)];
    await service.engine.query(
      "update session set session_ended_at = now() - interval '8 days' where session_token_hash = $1",
      [oldHash],
    );

    const pruned = await pruneStaleRecords(service.engine);

    expect(pruned.loginFailures).toBeGreaterThanOrEqual(1);
    expect(pruned.sessions).toBeGreaterThanOrEqual(1);
    const names = await service.engine.query<{ login_username: string }>(
      'select login_username from login_failure where login_username = any($1)',
      [[stale, fresh]],
    );
    expect(names.map((row) => row.login_username)).toEqual([fresh]);
    const hashes = await service.engine.query<{ session_token_hash: string }>(
      'select session_token_hash from session where session_token_hash = any($1)',
      [[oldHash, liveHash]],
    );
    expect(hashes.map((row) => row.session_token_hash)).toEqual([liveHash]);
    expect((await dashboard(liveSession)).status).toBe(200);
    // The pruned cookie is simply unknown now: the caller is asked to sign in, as for any ended session.
    expect((await dashboard(oldSession)).status).toBe(403);
  });

  it('refuses the client-area login of a removed client (status 3)', async () => {
    const customer = await createCustomer(admin);
    await new FormClient(service.clientUrl).login(customer.username, customer.password);
    const removed = await admin.post('/admin_ctl/client/delete', {
      client_pk: customer.clientPk,
      cur_client_status: 0,
    });
    expect(removed.status).toBe(200);
    expectFailure(
      await new FormClient(service.clientUrl).post('/login', {
        username: customer.username,
        password: customer.password,
      }),
      401,
      'AUTH_FAILED',
    );
    // Reactivated, the customer may log in again.
    expect(
      (await admin.post('/admin_ctl/client/delete', { client_pk: customer.clientPk, cur_client_status: 1 })).status,
    ).toBe(200);
    await new FormClient(service.clientUrl).login(customer.username, customer.password);
  });

  it('takes client-area access from a removed client: its open session no longer works', async () => {
    const customer = await createCustomer(admin);
    const session = new FormClient(service.clientUrl);
    await session.login(customer.username, customer.password);
    expect((await contracts(session)).status).toBe(200);
    expect(
      (await admin.post('/admin_ctl/client/delete', { client_pk: customer.clientPk, cur_client_status: 0 })).status,
    ).toBe(200);
    const answer = await contracts(session);
    expect(answer.status, answer.text).toBe(403);
    expect(['SESSION_EXPIRED', 'SESSION_REQUIRED']).toContain(answer.body.code);
  });

  it('keeps sessions across a restart of the service on the same database', async () => {
    const staff = await adminSession(service);
    const customer = new FormClient(service.clientUrl);
    await customer.login(demoCustomer, testPasswords.client);
    const second = await startProviderService(
      { secretKey: testSecretKey, adminPort: 0, clientPort: 0, demoClients: 0, logLevel: 'silent' },
      { engine: service.engine },
    );
    try {
      const staffThere = new FormClient(second.adminUrl, staff.cookie);
      const customerThere = new FormClient(second.clientUrl, customer.cookie);
      expect((await dashboard(staffThere)).status).toBe(200);
      expect((await contracts(customerThere)).status).toBe(200);
      // A logout on the second service ends the session on the first one too.
      expect((await staffThere.post('/session/logout')).status).toBe(200);
      expectFailure(await dashboard(staff), 403, 'SESSION_EXPIRED');
    } finally {
      await second.close();
    }
    // The shared service (and its engine) goes on.
    expect((await contracts(customer)).status).toBe(200);
  });
});
