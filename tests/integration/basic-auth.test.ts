// Issue 16: HTTP Basic authentication per request, for staff and customers, without a session; throttled
// like logins; off with --basic-auth false.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProviderService, type RunningService } from '../../server/service.ts';
import { FormClient, type Answer } from '../support/form-client.ts';
import {
  adminSession,
  createCustomer,
  expectFailure,
  otherLoopbackAddress,
  randomCpf,
  resultsOf,
  uniqueWord,
  type TestCustomer,
} from '../support/integration-kit.ts';
import { engineNames, testPasswords, useService, testSecretKey } from '../support/test-service.ts';

/** The Authorization header of a user name and password (RFC 7617: UTF-8, base64). */
const basic = (username: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`,
});

/** Live sessions of the service (Basic must create none). */
async function liveSessions(service: RunningService): Promise<number> {
  const [row] = await service.engine.query<{ n: number }>(
    'select count(*)::int as n from session where session_ended_at is null',
  );
  return row?.n ?? 0;
}

/** Checks a refused Basic credential: 401, the interface's failure body, and a Basic challenge. */
function expectChallenge(answer: Answer): void {
  expectFailure(answer, 401, 'AUTH_FAILED');
  expect(answer.headers['www-authenticate']).toMatch(/^Basic realm="[^"]+"/);
  expect(answer.headers['set-cookie']).toBeUndefined();
}

describe.each(engineNames)('HTTP Basic authentication (%s)', (engineName) => {
  let service: RunningService;
  let admin: FormClient;
  let customer: TestCustomer;

  beforeAll(async () => {
    service = await useService(engineName);
    admin = await adminSession(service);
    customer = await createCustomer(admin);
  });

  it('lets an operator read and write with Basic on each request; no session is made, no cookie set', async () => {
    const before = await liveSessions(service);
    const bare = new FormClient(service.adminUrl);
    const credentials = basic('admin', testPasswords.staff);
    const dashboard = await bare.send('GET', '/admin_ctl/dashboard/info', undefined, credentials);
    expect(resultsOf(dashboard)).toHaveLength(1);
    const list = await bare.post('/admin_ctl/client/list', { limit: 3 }, credentials);
    expect(resultsOf(list)).toHaveLength(3);
    const create = await bare.post(
      '/admin_ctl/client/create',
      {
        offices_pk: 1,
        client_type: 0,
        client_status: 2,
        client_name: 'Basic',
        client_lastname: `B${uniqueWord()}`,
        client_doc1: randomCpf(),
      },
      credentials,
    );
    expect(create.status, create.text).toBe(200);
    const [audit] = await service.engine.query<{ staff_pk: number | null }>(
      "select staff_pk from audit_log where audit_entity = 'client' and audit_entity_pk = $1",
      [resultsOf<{ client_pk: number }>(create)[0]?.client_pk],
    );
    expect(audit?.staff_pk).toBeGreaterThan(0);
    for (const answer of [dashboard, list, create]) expect(answer.headers['set-cookie']).toBeUndefined();
    expect(bare.cookie).toBeUndefined();
    expect(await liveSessions(service)).toBe(before);
  });

  it('lets a customer read their lists with Basic, and only theirs', async () => {
    const bare = new FormClient(service.clientUrl);
    const contracts = await bare.post('/client_ctl/contract/list', {}, basic(customer.username, customer.password));
    expect(resultsOf(contracts)).toEqual([]);
    expect(contracts.headers['set-cookie']).toBeUndefined();
    // A customer's Basic does not open the administrative area, nor an operator's the client area.
    expectChallenge(
      await new FormClient(service.adminUrl).post(
        '/admin_ctl/client/list',
        {},
        basic(customer.username, customer.password),
      ),
    );
  });

  it('answers a wrong Basic credential 401 with WWW-Authenticate and the failure body, in both areas; an unknown user alike', async () => {
    const from = otherLoopbackAddress();
    expectChallenge(
      await new FormClient(service.adminUrl, undefined, { localAddress: from }).post(
        '/admin_ctl/client/list',
        {},
        basic('admin', 'not-the-password'),
      ),
    );
    expectChallenge(
      await new FormClient(service.clientUrl, undefined, { localAddress: from }).post(
        '/client_ctl/contract/list',
        {},
        basic(customer.username, 'not-the-password'),
      ),
    );
    expectChallenge(
      await new FormClient(service.clientUrl, undefined, { localAddress: from }).post(
        '/client_ctl/contract/list',
        {},
        basic('nobody-here', 'whatever1'),
      ),
    );
  });

  it('answers a malformed Basic header 401, never 500', async () => {
    const client = new FormClient(service.adminUrl, undefined, { localAddress: otherLoopbackAddress() });
    for (const authorization of [
      'Basic',
      'Basic !!!not-base64',
      `Basic ${Buffer.from('no-colon').toString('base64')}`,
      `Basic ${Buffer.from(':only-password').toString('base64')}`,
      `basic ${Buffer.from(`admin:${'x'.repeat(300)}`).toString('base64')}`,
    ]) {
      expectChallenge(await client.post('/admin_ctl/client/list', {}, { authorization }));
    }
  });

  it('takes a good Basic credential over a cookie, and a bad one is refused even with a live cookie', async () => {
    const withCookie = new FormClient(service.adminUrl, admin.cookie, { localAddress: otherLoopbackAddress() });
    expectChallenge(await withCookie.post('/admin_ctl/client/list', { limit: 1 }, basic('admin', 'not-the-password')));
    expect(resultsOf(await withCookie.post('/admin_ctl/client/list', { limit: 1 }))).toHaveLength(1);
  });

  it('is throttled like logins: after the free attempts the right password waits too (429, Retry-After), at that address only; logins and Basic count together', async () => {
    // Why a service with a long wait: the attempt after the free ones must find the lock whatever the machine's speed.
    const strict = await startProviderService(
      { secretKey: testSecretKey, adminPort: 0, clientPort: 0, logLevel: 'silent', loginBaseDelaySeconds: 600 },
      { engine: service.engine },
    );
    try {
      await throttledLikeLogins(strict);
    } finally {
      await strict.close();
    }
  });

  const throttledLikeLogins = async (strict: RunningService) => {
    const victim = await createCustomer(admin);
    const address = otherLoopbackAddress();
    const there = new FormClient(strict.clientUrl, undefined, { localAddress: address });
    for (let attempt = 0; attempt < 3; attempt += 1)
      expectChallenge(await there.post('/client_ctl/contract/list', {}, basic(victim.username, `wrong-${attempt}`)));
    for (let attempt = 0; attempt < 2; attempt += 1)
      expectFailure(
        await there.post('/login', { username: victim.username, password: `wrong-login-${attempt}` }),
        401,
        'AUTH_FAILED',
      );
    const throttled = await there.post('/client_ctl/contract/list', {}, basic(victim.username, victim.password));
    expectFailure(throttled, 429, 'LOGIN_THROTTLED');
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(500);
    expectFailure(
      await there.post('/login', { username: victim.username, password: victim.password }),
      429,
      'LOGIN_THROTTLED',
    );
    // Another address is not locked out by this one's failures.
    const elsewhere = new FormClient(strict.clientUrl, undefined, { localAddress: otherLoopbackAddress() });
    expect(
      resultsOf(await elsewhere.post('/client_ctl/contract/list', {}, basic(victim.username, victim.password))),
    ).toEqual([]);
  };

  it('sees a changed password at the next request: the old one is refused, the new one taken', async () => {
    const changing = await createCustomer(admin);
    const client = new FormClient(service.clientUrl, undefined, { localAddress: otherLoopbackAddress() });
    expect(
      resultsOf(await client.post('/client_ctl/contract/list', {}, basic(changing.username, changing.password))),
    ).toEqual([]);
    const [row] = await service.engine.query<{
      client_type: number;
      client_status: number;
      client_name: string;
      offices_pk: number;
    }>('select client_type, client_status, client_name, offices_pk from client where client_pk = $1', [
      changing.clientPk,
    ]);
    const renewed = `${changing.password}-2`;
    const update = await admin.post('/admin_ctl/client/update', {
      client_pk: changing.clientPk,
      ...row,
      client_lastname: changing.lastname,
      client_password: renewed,
      client_password1: renewed,
    });
    expect(update.status, update.text).toBe(200);
    expectChallenge(await client.post('/client_ctl/contract/list', {}, basic(changing.username, changing.password)));
    expect(resultsOf(await client.post('/client_ctl/contract/list', {}, basic(changing.username, renewed)))).toEqual(
      [],
    );
  });

  it('a customer changing their password under Basic ends every session of theirs', async () => {
    const changing = await createCustomer(admin);
    const withSession = new FormClient(service.clientUrl);
    await withSession.login(changing.username, changing.password);
    const renewed = 'Outra-senha1';
    const answer = await new FormClient(service.clientUrl).post(
      '/session/setpassword',
      { user_password: renewed, user_password_repeat: renewed },
      basic(changing.username, changing.password),
    );
    expect(answer.status, answer.text).toBe(200);
    expectFailure(await withSession.post('/client_ctl/contract/list'), 403, 'SESSION_EXPIRED');
    expect(
      resultsOf(
        await new FormClient(service.clientUrl).post(
          '/client_ctl/contract/list',
          {},
          basic(changing.username, renewed),
        ),
      ),
    ).toEqual([]);
  });

  describe('with --basic-auth false', () => {
    let cookiesOnly: RunningService;

    beforeAll(async () => {
      cookiesOnly = await startProviderService(
        { secretKey: testSecretKey, adminPort: 0, clientPort: 0, logLevel: 'silent', basicAuth: false },
        { engine: service.engine },
      );
    });

    afterAll(async () => {
      await cookiesOnly?.close();
    });

    it('does not take Basic: the request needs a session, and the message says Basic is off', async () => {
      for (const [url, path, credentials] of [
        [cookiesOnly.adminUrl, '/admin_ctl/client/list', basic('admin', testPasswords.staff)],
        [cookiesOnly.clientUrl, '/client_ctl/contract/list', basic(customer.username, customer.password)],
      ] as const) {
        const answer = await new FormClient(url).post(path, {}, credentials);
        expectFailure(answer, 403, 'SESSION_REQUIRED');
        expect(answer.body.message).toMatch(/Basic/);
        expect(answer.headers['www-authenticate']).toBeUndefined();
      }
      const cookie = new FormClient(cookiesOnly.adminUrl);
      await cookie.login('admin', testPasswords.staff);
      expect(resultsOf(await cookie.post('/admin_ctl/client/list', { limit: 1 }))).toHaveLength(1);
    });
  });
});
