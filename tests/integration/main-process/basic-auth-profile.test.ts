// Issue 16: a server profile may sign in with HTTP Basic. No login call is made: the sign-in checks the
// credentials with one read, every request carries them, a refusal at sign-in is a wrong password and
// later an expired session; the password stays in main (kept only through the secrets box when asked).
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/auth/password-hash.ts';
import { startProviderService, type RunningService } from '../../../server/service.ts';
import type { DeskCore } from '../../../electron/core/create-desk-core.ts';
import { SecretFiles } from '../../../electron/secrets/secret-files.ts';
import { bindingOf } from '../../../electron/session/kept-binding.ts';
import { passwordSecretName } from '../../../electron/session/workspace.ts';
import { FaultProxy } from '../../support/fault-proxy.ts';
import { adminSession, createCustomer, uniqueWord } from '../../support/integration-kit.ts';
import {
  codeOf,
  dataOf,
  fakeSecretBox,
  removeDir,
  startCore,
  tempDir,
  watchPage,
  type FakeSecretBox,
} from '../../support/main-process-kit.ts';
import { useService, testSecretKey } from '../../support/test-service.ts';

/** Live sessions of the service: Basic must make none. */
async function liveSessions(service: RunningService): Promise<number> {
  const [row] = await service.engine.query<{ n: number }>(
    'select count(*)::int as n from session where session_ended_at is null',
  );
  return row?.n ?? 0;
}

describe('a server profile that signs in with HTTP Basic (pglite)', () => {
  let service: RunningService;
  let cookiesOnly: RunningService;
  let strict: RunningService;
  let proxy: FaultProxy;
  let dataDir: string;
  let box: FakeSecretBox;
  let operator: { username: string; password: string };
  const cores: DeskCore[] = [];

  const open = async (): Promise<DeskCore> => {
    const core = await startCore(dataDir, box, {
      adminUrl: service.adminUrl,
      clientUrl: service.clientUrl,
      adminPrefix: 'admin_ctl',
    });
    cores.push(core);
    return core;
  };
  const saveProfile = async (core: DeskCore, fields: Record<string, string> = {}): Promise<string> =>
    dataOf<{ id: string }>(
      await core.dispatcher.dispatch('profiles:save', {
        name: 'Filial Basic',
        adminUrl: proxy.url,
        clientUrl: service.clientUrl,
        adminPrefix: 'admin_ctl',
        username: operator.username,
        auth: 'basic',
        ...fields,
      }),
    ).id;

  beforeAll(async () => {
    service = await useService('pglite');
    proxy = await FaultProxy.start(service.adminUrl);
    cookiesOnly = await startProviderService(
      { secretKey: testSecretKey, adminPort: 0, clientPort: 0, logLevel: 'silent', basicAuth: false },
      { engine: service.engine },
    );
    // Why a long wait: the throttled attempt must find the lock whatever the machine's speed.
    strict = await startProviderService(
      { secretKey: testSecretKey, adminPort: 0, clientPort: 0, logLevel: 'silent', loginBaseDelaySeconds: 600 },
      { engine: service.engine },
    );
    // An operator of this file's own: its wrong passwords never throttle the shared `admin`.
    operator = { username: `basic.${uniqueWord()}`, password: `Pw-${uniqueWord()}` };
    await service.engine.query(
      'insert into staff (staff_username, staff_password_hash, staff_name) values ($1, $2, $3)',
      [operator.username, await hashPassword(operator.password), 'Operador Basic'],
    );
  });

  beforeEach(async () => {
    dataDir = await tempDir('desk-basic-');
    box = fakeSecretBox(true);
    proxy.requests.length = 0;
  });

  afterEach(async () => {
    for (const core of cores.splice(0)) await core.close();
    await removeDir(dataDir);
  });

  afterAll(async () => {
    await proxy?.close();
    await cookiesOnly?.close();
    await strict?.close();
  });

  it('signs in without a login call or a session, and every call carries the credentials; the page never sees the password', async () => {
    const core = await open();
    const page = watchPage(core);
    const id = await saveProfile(core);
    const listed = dataOf<{ profiles: Array<{ id: string; auth: string }> }>(await page.call('profiles:list', {}));
    expect(listed.profiles.find((profile) => profile.id === id)?.auth).toBe('basic');
    const before = await liveSessions(service);
    expect(
      dataOf(
        await page.call('session:login', {
          profileId: id,
          username: operator.username,
          password: operator.password,
          remember: false,
        }),
      ),
    ).toMatchObject({ signedIn: true, username: operator.username });
    const clients = dataOf<{ total: number; rows: unknown[] }>(await page.call('clients:list', { start: 0, limit: 3 }));
    expect(clients.rows).toHaveLength(3);
    expect(codeOf(await page.call('dashboard:info', {}))).toBe('ok');
    expect(await liveSessions(service)).toBe(before);
    expect(proxy.requests.map((request) => request.path)).not.toContain('/login');
    expect(proxy.requests.length).toBeGreaterThanOrEqual(3);
    expect(proxy.requests.every((request) => request.cookie === undefined)).toBe(true);
    // Not kept without "keep me signed in": nothing of the password is on disk.
    expect(box.sealed.some((text) => text.includes(operator.password))).toBe(false);
    expect(JSON.stringify([page.results, page.events])).not.toContain(operator.password);
    page.stop();
  });

  it('reads a wrong password as AUTH_FAILED, and a changed one later as an expired session resumed with the new password', async () => {
    const core = await open();
    const page = watchPage(core);
    const changing = { username: `basic.${uniqueWord()}`, password: `Pw-${uniqueWord()}` };
    await service.engine.query(
      'insert into staff (staff_username, staff_password_hash, staff_name) values ($1, $2, $3)',
      [changing.username, await hashPassword(changing.password), 'Operador Basic'],
    );
    const id = await saveProfile(core, { username: changing.username });
    const wrong = await page.call('session:login', {
      profileId: id,
      username: changing.username,
      password: 'nao-e-esta',
      remember: false,
    });
    expect(codeOf(wrong)).toBe('AUTH_FAILED');
    expect(wrong.ok ? '' : wrong.error.message).toBe('Usuário ou senha incorretos.');
    dataOf(
      await page.call('session:login', {
        profileId: id,
        username: changing.username,
        password: changing.password,
        remember: false,
      }),
    );
    const renewed = `${changing.password}-2`;
    await service.engine.query('update staff set staff_password_hash = $2 where staff_username = $1', [
      changing.username,
      await hashPassword(renewed),
    ]);
    expect(codeOf(await page.call('clients:list', { start: 0, limit: 1 }))).toBe('SESSION_EXPIRED');
    expect(page.events.map((event) => event.event)).toContain('session:expired');
    expect(dataOf(await page.call('session:state', {}))).toMatchObject({ signedIn: true, expired: true });
    expect(codeOf(await page.call('session:resume', { password: changing.password }))).toBe('AUTH_FAILED');
    expect(dataOf(await page.call('session:resume', { password: renewed }))).toMatchObject({
      signedIn: true,
      expired: false,
    });
    expect(dataOf<{ rows: unknown[] }>(await page.call('clients:list', { start: 0, limit: 1 })).rows).toHaveLength(1);
    expect(JSON.stringify([page.results, page.events])).not.toContain(renewed);
    page.stop();
  });

  it('keeps the password only when asked, sealed with the profile’s address, and signs in again after a restart without a login call', async () => {
    const first = await open();
    const id = await saveProfile(first);
    dataOf(
      await first.dispatcher.dispatch('session:login', {
        profileId: id,
        username: operator.username,
        password: operator.password,
        remember: true,
      }),
    );
    const kept = await new SecretFiles(join(dataDir, 'secrets'), box).loadBound(passwordSecretName(id));
    expect(kept).toEqual({
      boundTo: bindingOf({ id, adminUrl: proxy.url, auth: 'basic' }),
      secret: operator.password,
    });
    await first.close();
    cores.splice(cores.indexOf(first), 1);
    proxy.requests.length = 0;
    const second = await open();
    expect(dataOf(await second.dispatcher.dispatch('session:state', {}))).toMatchObject({
      signedIn: true,
      username: operator.username,
    });
    expect(
      dataOf<{ rows: unknown[] }>(await second.dispatcher.dispatch('clients:list', { start: 0, limit: 2 })).rows,
    ).toHaveLength(2);
    expect(proxy.requests.map((request) => request.path)).toEqual(['/admin_ctl/client/list']);
    // Signing out forgets it.
    dataOf(await second.dispatcher.dispatch('session:logout', {}));
    expect(await new SecretFiles(join(dataDir, 'secrets'), box).loadBound(passwordSecretName(id))).toBeUndefined();
  });

  it('opens a customer’s area with Basic too: no session on the server', async () => {
    const core = await open();
    const id = await saveProfile(core);
    dataOf(
      await core.dispatcher.dispatch('session:login', {
        profileId: id,
        username: operator.username,
        password: operator.password,
        remember: false,
      }),
    );
    const customer = await createCustomer(await adminSession(service));
    const before = await liveSessions(service);
    const opened = dataOf<{ customerId: string }>(
      await core.dispatcher.dispatch('customer:open', { username: customer.username, password: customer.password }),
    );
    expect(
      dataOf<{ rows: unknown[] }>(
        await core.dispatcher.dispatch('customer:contracts', { customerId: opened.customerId, start: 0, limit: 5 }),
      ).rows,
    ).toEqual([]);
    expect(await liveSessions(service)).toBe(before);
    expect(
      codeOf(await core.dispatcher.dispatch('customer:open', { username: customer.username, password: 'nao-e-esta' })),
    ).toBe('AUTH_FAILED');
  });

  it('says clearly when the server does not take Basic (a service with --basic-auth false)', async () => {
    const core = await open();
    const id = await saveProfile(core, { adminUrl: cookiesOnly.adminUrl, clientUrl: cookiesOnly.clientUrl });
    const refused = await core.dispatcher.dispatch('session:login', {
      profileId: id,
      username: operator.username,
      password: operator.password,
      remember: false,
    });
    expect(codeOf(refused)).toBe('BASIC_UNSUPPORTED');
    expect(refused.ok ? '' : refused.error.message).toContain('não aceita autenticação Basic');
    expect(dataOf(await core.dispatcher.dispatch('session:state', {}))).toMatchObject({ signedIn: false });
    // The same profile with a session sign-in works there.
    const session = await saveProfile(core, {
      id,
      adminUrl: cookiesOnly.adminUrl,
      clientUrl: cookiesOnly.clientUrl,
      auth: 'session',
    });
    expect(
      dataOf(
        await core.dispatcher.dispatch('session:login', {
          profileId: session,
          username: operator.username,
          password: operator.password,
          remember: false,
        }),
      ),
    ).toMatchObject({ signedIn: true });
  });

  it('reads an unknown path of the service (403 coded NOT_FOUND) as NOT_FOUND, not a lost session', async () => {
    const core = await open();
    const id = await saveProfile(core, { adminPrefix: 'controllrctl' });
    const refused = await core.dispatcher.dispatch('session:login', {
      profileId: id,
      username: operator.username,
      password: operator.password,
      remember: false,
    });
    expect(codeOf(refused)).toBe('NOT_FOUND');
  });

  it('a throttled Basic sign-in says how long to wait', async () => {
    const core = await open();
    const throttled = { username: `basic.${uniqueWord()}`, password: `Pw-${uniqueWord()}` };
    await service.engine.query(
      'insert into staff (staff_username, staff_password_hash, staff_name) values ($1, $2, $3)',
      [throttled.username, await hashPassword(throttled.password), 'Operador Basic'],
    );
    const id = await saveProfile(core, {
      username: throttled.username,
      adminUrl: strict.adminUrl,
      clientUrl: strict.clientUrl,
    });
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(
        codeOf(
          await core.dispatcher.dispatch('session:login', {
            profileId: id,
            username: throttled.username,
            password: `errada-${attempt}`,
            remember: false,
          }),
        ),
      ).toBe('AUTH_FAILED');
    const waiting = await core.dispatcher.dispatch('session:login', {
      profileId: id,
      username: throttled.username,
      password: throttled.password,
      remember: false,
    });
    expect(codeOf(waiting)).toBe('RATE_LIMITED');
    expect(waiting.ok ? undefined : waiting.error.retryAfter).toBeGreaterThan(500);
  });
});
