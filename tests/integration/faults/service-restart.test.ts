import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Result } from '../../../shared/ipc/result.ts';
import { startProviderService, type RunningService } from '../../../server/service.ts';
import { createDeskCore, type DeskCore } from '../../../electron/core/create-desk-core.ts';
import { FaultProxy } from '../../support/fault-proxy.ts';
import { randomCpf, uniqueWord } from '../../support/integration-kit.ts';
import {
  codeOf,
  dataOf,
  fakeSecretBox,
  memoryLog,
  removeDir,
  stubDemo,
  tempDir,
  testFacts,
  watchPage,
} from '../../support/main-process-kit.ts';
import { testPasswords, useService, testSecretKey } from '../../support/test-service.ts';

const listPath = /\/admin_ctl\/client\/list$/;
const createPath = /\/admin_ctl\/client\/create$/;

/** The port of a loopback base address. */
function portOf(url: string): number {
  return Number(new URL(url).port);
}

/** The states the page heard on `connection:changed`, in order. */
function connectionStates(events: ReturnType<typeof watchPage>['events']): string[] {
  return events
    .filter((event) => event.event === 'connection:changed')
    .map((event) => (event.payload as { state: string }).state);
}

/** The message of a failed Result ('' for a success). */
function messageOf(result: Result<unknown>): string {
  return result.ok ? '' : result.error.message;
}

// Why a service of its own on the worker's shared engine (PGlite, the engine the desktop's demo runs): the
// shared service must stay up for the other files of this worker, while this one is stopped and started
// again on the same ports, as a provider's server restarts; its sessions live in the database, so they
// outlive the restart. A fault proxy in front of each area stays up throughout and can also cut requests.
describe('the provider server stops and comes back, seen through the desk core (pglite)', () => {
  let shared: RunningService;
  let service: RunningService | undefined;
  let ports: { admin: number; client: number };
  let adminProxy: FaultProxy;
  let clientProxy: FaultProxy;
  let dataDir: string;
  let core: DeskCore;
  let page: ReturnType<typeof watchPage>;

  const startService = async (admin: number, client: number): Promise<RunningService> =>
    startProviderService(
      { secretKey: testSecretKey, adminPort: admin, clientPort: client, demoClients: 0, logLevel: 'silent' },
      { engine: shared.engine },
    );
  const stopService = async (): Promise<void> => {
    await service?.close();
    service = undefined;
  };
  const countByLastname = async (lastname: string): Promise<number> =>
    (
      await shared.engine.query<{ n: number }>('select count(*)::int as n from client where client_lastname = $1', [
        lastname,
      ])
    )[0]?.n ?? -1;
  const newClient = (lastname: string) => ({
    offices_pk: 1,
    client_type: 0,
    client_status: 0,
    client_name: 'Restart',
    client_lastname: lastname,
    client_doc1: randomCpf(),
    client_phones: 'Celular#-#(67) 99273-4796',
  });

  beforeAll(async () => {
    shared = await useService('pglite');
    service = await startService(0, 0);
    ports = { admin: portOf(service.adminUrl), client: portOf(service.clientUrl) };
    adminProxy = await FaultProxy.start(service.adminUrl);
    clientProxy = await FaultProxy.start(service.clientUrl);
    dataDir = await tempDir('desk-restart-');
    // Why the local copy is off (IT's policy key readCache): this suite is about what the server's faults do to a
    // read; with a copy, a list it holds is answered from it (branch-cache-reads.test.ts).
    const policy = join(dataDir, 'update-policy.json');
    await writeFile(policy, JSON.stringify({ readCache: false }));
    core = await createDeskCore({
      policyPaths: [policy],
      dataDir,
      secretBox: fakeSecretBox(true),
      facts: testFacts,
      demo: () => stubDemo({ adminUrl: adminProxy.url, clientUrl: clientProxy.url, adminPrefix: 'admin_ctl' }),
      log: memoryLog(),
    });
    page = watchPage(core);
    dataOf(
      await page.call('session:login', {
        profileId: 'demo',
        username: 'admin',
        password: testPasswords.staff,
        remember: false,
      }),
    );
  });

  afterAll(async () => {
    page.stop();
    await core.close();
    await stopService();
    await adminProxy.close();
    await clientProxy.close();
    await removeDir(dataDir);
  });

  it('while the server is down a read is NETWORK with a clear message, after its retries; the page hears reconnecting, then offline, and stays signed in', async () => {
    await stopService();
    const before = adminProxy.seen(listPath).length;
    const heard = page.events.length;
    const result = await page.call('clients:list', { start: 0, limit: 10 });
    expect(codeOf(result)).toBe('NETWORK');
    expect(messageOf(result).trim().length).toBeGreaterThan(0);
    expect(messageOf(result)).not.toMatch(/ECONNRESET|ECONNREFUSED|undici|\bat\s/);
    // Reads are retried (three attempts by default), each reaching the proxy and failing there.
    expect(adminProxy.seen(listPath).length - before).toBe(3);
    const states = connectionStates(page.events.slice(heard));
    expect(states.at(-1)).toBe('offline');
    expect(states).toContain('reconnecting');
    expect(dataOf(await page.call('session:state'))).toMatchObject({
      signedIn: true,
      username: 'admin',
      expired: false,
      connection: 'offline',
    });
  });

  it('while the server is down a create is NETWORK, sent once and never again, and creates nothing', async () => {
    const lastname = `Rs${uniqueWord()}`;
    const before = adminProxy.seen(createPath).length;
    const result = await page.call('clients:create', newClient(lastname));
    expect(codeOf(result)).toBe('NETWORK');
    expect(messageOf(result).trim().length).toBeGreaterThan(0);
    expect(adminProxy.seen(createPath).length - before).toBe(1);
    expect(await countByLastname(lastname)).toBe(0);
  });

  it('once the server is back the same session lists again without a new login, the page hears online, and the create sent again registers exactly one client', async () => {
    service = await startService(ports.admin, ports.client);
    const logins = adminProxy.seen(/\/login$/).length;
    const heard = page.events.length;
    const listed = dataOf<{ total: number; rows: unknown[] }>(await page.call('clients:list', { start: 0, limit: 10 }));
    expect(listed.rows).toHaveLength(10);
    expect(adminProxy.seen(/\/login$/)).toHaveLength(logins);
    expect(connectionStates(page.events.slice(heard))).toEqual(['online']);
    const lastname = `Rs${uniqueWord()}`;
    const created = dataOf<{ client_pk: number }>(await page.call('clients:create', newClient(lastname)));
    expect(created.client_pk).toBeGreaterThan(0);
    expect(await countByLastname(lastname)).toBe(1);
  });

  it('a read cut mid-request by a server going down is NETWORK; after the restart it answers again', async () => {
    adminProxy.inject({ kind: 'hold', times: 1, path: listPath, holdMs: 1_500 });
    const seen = adminProxy.requests.length;
    const pending = page.call('clients:list', { start: 0, limit: 5 });
    await adminProxy.waitForRequests(seen + 1);
    await stopService();
    const result = await pending;
    expect(codeOf(result)).toBe('NETWORK');
    service = await startService(ports.admin, ports.client);
    expect(dataOf<{ rows: unknown[] }>(await page.call('clients:list', { start: 0, limit: 5 })).rows).toHaveLength(5);
  });

  it('a create cut mid-request by a server going down is NETWORK and not repeated; after the restart nothing was registered twice', async () => {
    const lastname = `Rs${uniqueWord()}`;
    adminProxy.inject({ kind: 'hold', times: 1, path: createPath, holdMs: 1_500 });
    const before = adminProxy.seen(createPath).length;
    const seen = adminProxy.requests.length;
    const pending = page.call('clients:create', newClient(lastname));
    await adminProxy.waitForRequests(seen + 1);
    await stopService();
    expect(codeOf(await pending)).toBe('NETWORK');
    service = await startService(ports.admin, ports.client);
    expect(adminProxy.seen(createPath).length - before).toBe(1);
    expect(await countByLastname(lastname)).toBe(0);
    expect(codeOf(await page.call('dashboard:info'))).toBe('ok');
  });
});
