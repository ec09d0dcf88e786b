import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../../server/service.ts';
import { createDeskCore, type DeskCore } from '../../../electron/core/create-desk-core.ts';
import { FaultProxy } from '../../support/fault-proxy.ts';
import { randomCpf, uniqueWord } from '../../support/integration-kit.ts';
import {
  codeOf,
  dataOf,
  fakeSecretBox,
  memoryLog,
  removeDir,
  sessionCookieName,
  stubDemo,
  tempDir,
  testFacts,
  tokenHash,
  watchPage,
} from '../../support/main-process-kit.ts';
import { testPasswords, useService } from '../../support/test-service.ts';

const listPath = /\/admin_ctl\/client\/list$/;
const createPath = /\/admin_ctl\/client\/create$/;

describe('a slow service and a session dropped on the server, seen through the desk core (pglite)', () => {
  let service: RunningService;
  let adminProxy: FaultProxy;
  let clientProxy: FaultProxy;
  const cleanups: Array<() => Promise<void>> = [];

  /** A core signed in to the demo profile (through the proxies), with short timeouts. */
  const signedInCore = async (remember: boolean): Promise<{ core: DeskCore; page: ReturnType<typeof watchPage> }> => {
    const dataDir = await tempDir('desk-faults-');
    const core = await createDeskCore({
      dataDir,
      secretBox: fakeSecretBox(true),
      facts: testFacts,
      demo: () => stubDemo({ adminUrl: adminProxy.url, clientUrl: clientProxy.url, adminPrefix: 'admin_ctl' }),
      log: memoryLog(),
      // Why short: a hold of 1.5 s at the proxy must pass the headers timeout without slowing the suite.
      timeouts: { connect: 1_000, headers: 500, body: 500 },
    });
    const page = watchPage(core);
    cleanups.push(async () => {
      page.stop();
      await core.close();
      await removeDir(dataDir);
    });
    dataOf(
      await page.call('session:login', {
        profileId: 'demo',
        username: 'admin',
        password: testPasswords.staff,
        remember,
      }),
    );
    return { core, page };
  };
  /** Deletes, on the server, the session of a page's core (as a server that lost or ended it): one read shows the proxy its cookie. */
  const dropSessionOf = async (page: ReturnType<typeof watchPage>): Promise<void> => {
    dataOf(await page.call('dashboard:info'));
    const cookie =
      adminProxy.requests.findLast((request) => request.cookie?.includes(`${sessionCookieName}=`))?.cookie ?? '';
    const value = new RegExp(`${sessionCookieName}=([^;]+)`).exec(cookie)?.[1] ?? '';
    const rows = await service.engine.query('delete from session where session_token_hash = $1 returning 1', [
      tokenHash(value),
    ]);
    expect(rows).toHaveLength(1);
  };
  const countByLastname = async (lastname: string): Promise<number> =>
    (
      await service.engine.query<{ n: number }>('select count(*)::int as n from client where client_lastname = $1', [
        lastname,
      ])
    )[0]?.n ?? -1;
  const newClient = (lastname: string) => ({
    offices_pk: 1,
    client_type: 0,
    client_status: 0,
    client_name: 'Falha',
    client_lastname: lastname,
    client_doc1: randomCpf(),
    client_phones: 'Celular#-#(67) 99273-4796',
  });
  const expiredEvents = (page: ReturnType<typeof watchPage>) =>
    page.events.filter((event) => event.event === 'session:expired');

  beforeAll(async () => {
    service = await useService('pglite');
    adminProxy = await FaultProxy.start(service.adminUrl);
    clientProxy = await FaultProxy.start(service.clientUrl);
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await adminProxy.close();
    await clientProxy.close();
  });

  describe('slow past the timeouts', () => {
    it('a read held past the headers timeout is TIMEOUT, asked once; the next read answers and the page hears online again', async () => {
      const { page } = await signedInCore(false);
      adminProxy.inject({ kind: 'hold', times: 1, path: listPath, holdMs: 1_500 });
      const before = adminProxy.seen(listPath).length;
      const result = await page.call('clients:list', { start: 0, limit: 5 });
      expect(codeOf(result)).toBe('TIMEOUT');
      expect(result.ok ? '' : result.error.message.trim()).not.toBe('');
      expect(adminProxy.seen(listPath).length - before).toBe(1);
      expect(dataOf<{ rows: unknown[] }>(await page.call('clients:list', { start: 0, limit: 5 })).rows).toHaveLength(5);
      const states = page.events
        .filter((event) => event.event === 'connection:changed')
        .map((event) => (event.payload as { state: string }).state);
      expect(states.slice(-2)).toEqual(['offline', 'online']);
    });

    it('a create held past the timeout is TIMEOUT and not sent again; sent again by the user it registers exactly one client', async () => {
      const { page } = await signedInCore(false);
      const lastname = `Ft${uniqueWord()}`;
      adminProxy.inject({ kind: 'hold', times: 1, path: createPath, holdMs: 1_500 });
      const before = adminProxy.seen(createPath).length;
      expect(codeOf(await page.call('clients:create', newClient(lastname)))).toBe('TIMEOUT');
      expect(adminProxy.seen(createPath).length - before).toBe(1);
      // The client gave up while the request was held, so the proxy never forwarded it.
      expect(await countByLastname(lastname)).toBe(0);
      expect(codeOf(await page.call('clients:create', newClient(lastname)))).toBe('ok');
      expect(adminProxy.seen(createPath).length - before).toBe(2);
      expect(await countByLastname(lastname)).toBe(1);
    });
  });

  describe('a session dropped on the server', () => {
    it('with the password kept, the next read signs in again silently and answers; the page is not asked for anything', async () => {
      const { page } = await signedInCore(true);
      await dropSessionOf(page);
      const logins = adminProxy.seen(/\/login$/).length;
      expect(dataOf<{ rows: unknown[] }>(await page.call('clients:list', { start: 0, limit: 5 })).rows).toHaveLength(5);
      expect(adminProxy.seen(/\/login$/).length - logins).toBe(1);
      expect(expiredEvents(page)).toEqual([]);
      expect(dataOf(await page.call('session:state'))).toMatchObject({ signedIn: true, expired: false });
    });

    it('without a kept password, reads and writes answer SESSION_EXPIRED, the page is told once, nothing is written; after session:resume both work', async () => {
      const { page } = await signedInCore(false);
      await dropSessionOf(page);
      const read = await page.call('clients:list', { start: 0, limit: 5 });
      expect(codeOf(read)).toBe('SESSION_EXPIRED');
      expect(read.ok ? '' : read.error.message.trim()).not.toBe('');
      expect(expiredEvents(page)).toEqual([{ event: 'session:expired', payload: { area: 'admin' } }]);
      expect(dataOf(await page.call('session:state'))).toMatchObject({ signedIn: true, expired: true });
      const lastname = `Ft${uniqueWord()}`;
      expect(codeOf(await page.call('clients:create', newClient(lastname)))).toBe('SESSION_EXPIRED');
      expect(await countByLastname(lastname)).toBe(0);

      expect(dataOf(await page.call('session:resume', { password: testPasswords.staff }))).toMatchObject({
        signedIn: true,
        expired: false,
      });
      expect(dataOf<{ rows: unknown[] }>(await page.call('clients:list', { start: 0, limit: 5 })).rows).toHaveLength(5);
      expect(codeOf(await page.call('clients:create', newClient(lastname)))).toBe('ok');
      expect(await countByLastname(lastname)).toBe(1);
    });
  });
});
