import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningService } from '../../../server/service.ts';
import type { DeskCore } from '../../../electron/core/create-desk-core.ts';
import { HttpTransport } from '../../../electron/provider/http-transport.ts';
import { ProviderError } from '../../../electron/provider/provider-error.ts';
import { FaultProxy } from '../../support/fault-proxy.ts';
import {
  adminKit,
  dataOf,
  fakeSecretBox,
  keptAdminCookie,
  removeDir,
  sessionCookieName,
  startCore,
  tempDir,
  type FakeSecretBox,
} from '../../support/main-process-kit.ts';
import { testPasswords, useService } from '../../support/test-service.ts';

describe('no session or kept secret is left behind (pglite)', () => {
  let service: RunningService;
  let demoProxy: FaultProxy;
  let branchProxy: FaultProxy;
  let transport: HttpTransport;
  let dataDir: string;
  let box: FakeSecretBox;
  let core: DeskCore;

  /** Whether a session cookie still opens the service's administrative area (a real request with it). */
  const cookieWorks = async (cookie: string): Promise<boolean> => {
    const kit = adminKit(service.adminUrl, transport);
    await kit.jar.setCookie(`${sessionCookieName}=${cookie}; Path=/`, service.adminUrl);
    try {
      await kit.api.dashboard();
      return true;
    } catch (error) {
      if (error instanceof ProviderError && error.code === 'SESSION_EXPIRED') return false;
      throw error;
    }
  };
  const secretFiles = async (): Promise<string[]> =>
    existsSync(join(dataDir, 'secrets')) ? (await readdir(join(dataDir, 'secrets'))).sort() : [];
  const login = async (profileId: string, remember: boolean): Promise<string> => {
    dataOf(
      await core.dispatcher.dispatch('session:login', {
        profileId,
        username: 'admin',
        password: testPasswords.staff,
        remember,
      }),
    );
    const url = profileId === 'demo' ? demoProxy.url : branchProxy.url;
    const cookie = (await keptAdminCookie(dataDir, box, profileId, url)) ?? '';
    expect(cookie).toMatch(/^[0-9a-f]{32}$/);
    return cookie;
  };
  const start = async (): Promise<DeskCore> =>
    startCore(dataDir, box, { adminUrl: demoProxy.url, clientUrl: service.clientUrl, adminPrefix: 'admin_ctl' });

  beforeAll(async () => {
    service = await useService('pglite');
    demoProxy = await FaultProxy.start(service.adminUrl);
    branchProxy = await FaultProxy.start(service.adminUrl);
    transport = new HttpTransport();
  });

  beforeEach(async () => {
    dataDir = await tempDir('desk-leftovers-');
    box = fakeSecretBox(true);
    core = await start();
  });

  afterEach(async () => {
    await core.close();
    await removeDir(dataDir);
  });

  afterAll(async () => {
    await transport.close();
    await demoProxy.close();
    await branchProxy.close();
  });

  it('signing in to another profile ends the old session on its server and deletes its kept jar (its kept password stays, as chosen)', async () => {
    const { id } = dataOf<{ id: string }>(
      await core.dispatcher.dispatch('profiles:save', {
        name: 'Filial',
        adminUrl: branchProxy.url,
        clientUrl: '',
        adminPrefix: 'admin_ctl',
        username: 'admin',
      }),
    );
    const demoCookie = await login('demo', true);
    expect(await cookieWorks(demoCookie)).toBe(true);
    // A client-area password a server sent in a client record: it belongs to that server's client 1 only.
    core.workspace.rememberCustomerPassword(1, 'Cliente-Senha-1');
    const branchCookie = await login(id, false);
    expect(core.workspace.knownCustomerPassword(1)).toBeUndefined();

    expect({
      oldSessionWorks: await cookieWorks(demoCookie),
      newSessionWorks: await cookieWorks(branchCookie),
    }).toEqual({ oldSessionWorks: false, newSessionWorks: true });
    expect(await secretFiles()).toEqual(['password-demo.bin', `session-${id}-admin.bin`]);
  });

  it('removing a profile ends its kept session on its server and deletes its kept jar and password, also when it is not the signed-in one', async () => {
    const { id } = dataOf<{ id: string }>(
      await core.dispatcher.dispatch('profiles:save', {
        name: 'Filial',
        adminUrl: branchProxy.url,
        clientUrl: '',
        adminPrefix: 'admin_ctl',
        username: 'admin',
      }),
    );
    const branchCookie = await login(id, true);
    // The demo profile is made the active one without signing in there; after a restart nobody is signed in,
    // and the branch's jar and password wait on disk.
    dataOf(await core.dispatcher.dispatch('profiles:select', { id: 'demo' }));
    await core.close();
    core = await start();
    expect(dataOf(await core.dispatcher.dispatch('session:state', {}))).toMatchObject({ signedIn: false });
    expect(await secretFiles()).toEqual([`password-${id}.bin`, `session-${id}-admin.bin`]);

    dataOf(await core.dispatcher.dispatch('profiles:remove', { id }));
    expect({ files: await secretFiles(), sessionWorks: await cookieWorks(branchCookie) }).toEqual({
      files: [],
      sessionWorks: false,
    });
  });

  it('removing the signed-in profile signs out there and leaves no file of it', async () => {
    const { id } = dataOf<{ id: string }>(
      await core.dispatcher.dispatch('profiles:save', {
        name: 'Filial',
        adminUrl: branchProxy.url,
        clientUrl: '',
        adminPrefix: 'admin_ctl',
        username: 'admin',
      }),
    );
    const branchCookie = await login(id, true);
    dataOf(await core.dispatcher.dispatch('profiles:remove', { id }));
    expect({
      files: await secretFiles(),
      sessionWorks: await cookieWorks(branchCookie),
      signedIn: core.workspace.state().signedIn,
    }).toEqual({ files: [], sessionWorks: false, signedIn: false });
  });
});
