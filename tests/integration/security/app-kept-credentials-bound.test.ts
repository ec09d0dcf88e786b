import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningService } from '../../../server/service.ts';
import type { DeskCore } from '../../../electron/core/create-desk-core.ts';
import { FaultProxy } from '../../support/fault-proxy.ts';
import { StubServer } from '../../support/stub-server.ts';
import {
  codeOf,
  dataOf,
  fakeSecretBox,
  keptAdminCookie,
  removeDir,
  startCore,
  tempDir,
  tokenHash,
  type FakeSecretBox,
} from '../../support/main-process-kit.ts';
import { testPasswords, useService } from '../../support/test-service.ts';

/** What another server received from the app: passwords and session cookies it should never have seen. */
function receivedSecrets(stub: StubServer, cookie: string): string[] {
  return stub.requests.flatMap((request) => [
    ...(request.body.includes(encodeURIComponent(testPasswords.staff)) ? [`the password, in ${request.path}`] : []),
    ...((request.headers.cookie ?? '').includes(cookie) ? [`the kept session cookie, in ${request.path}`] : []),
  ]);
}

describe('a kept password and session belong to the address they were kept for (pglite)', () => {
  let service: RunningService;
  let proxy: FaultProxy;
  let other: StubServer;
  let dataDir: string;
  let box: FakeSecretBox;
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
  const restart = async (core: DeskCore): Promise<DeskCore> => {
    await core.close();
    cores.splice(cores.indexOf(core), 1);
    return open();
  };
  /** A remote profile on the real service (through a proxy), signed in with the password kept. */
  const signedInProfile = async (
    core: DeskCore,
  ): Promise<{ id: string; cookie: string; profile: Record<string, string> }> => {
    const profile = { name: 'Matriz', adminUrl: proxy.url, clientUrl: '', adminPrefix: 'admin_ctl', username: 'admin' };
    const { id } = dataOf<{ id: string }>(await core.dispatcher.dispatch('profiles:save', profile));
    dataOf(
      await core.dispatcher.dispatch('session:login', {
        profileId: id,
        username: 'admin',
        password: testPasswords.staff,
        remember: true,
      }),
    );
    const cookie = (await keptAdminCookie(dataDir, box, id, proxy.url)) ?? '';
    expect(cookie).toMatch(/^[0-9a-f]{32}$/);
    return { id, cookie, profile: { ...profile, id } };
  };
  const secretFilesOf = async (id: string): Promise<string[]> =>
    existsSync(join(dataDir, 'secrets'))
      ? (await readdir(join(dataDir, 'secrets'))).filter((name) => name.includes(id))
      : [];
  const sessionEnded = async (cookie: string): Promise<boolean | undefined> =>
    (
      await service.engine.query<{ ended: boolean }>(
        'select session_ended_at is not null as ended from session where session_token_hash = $1',
        [tokenHash(cookie)],
      )
    )[0]?.ended;

  beforeAll(async () => {
    service = await useService('pglite');
    proxy = await FaultProxy.start(service.adminUrl);
  });

  beforeEach(async () => {
    dataDir = await tempDir('desk-bound-');
    box = fakeSecretBox(true);
    // Another server on the same host (cookies ignore ports): it says every session expired, and takes any login.
    other = await StubServer.start({
      '/admin_ctl/client/list': { status: 403, body: '{"code":403,"message":"Sessão expirada, faça login novamente"}' },
      '/admin_ctl/dashboard/info': {
        status: 403,
        body: '{"code":403,"message":"Sessão expirada, faça login novamente"}',
      },
      '/login': {
        headers: { 'set-cookie': 'SessionCookie=ffffffffffffffffffffffffffffffff; Path=/' },
        body: '{"success":true}',
      },
    });
  });

  afterEach(async () => {
    for (const core of cores.splice(0)) await core.close();
    await other.close();
    await removeDir(dataDir);
  });

  afterAll(async () => {
    await proxy.close();
  });

  it('re-saving the profile with another address drops the kept password and session: after a restart nothing goes to the new address by itself', async () => {
    const first = await open();
    const { id, cookie, profile } = await signedInProfile(first);
    dataOf(await first.dispatcher.dispatch('profiles:save', { ...profile, adminUrl: other.url }));
    const second = await restart(first);
    const list = await second.dispatcher.dispatch('clients:list', { start: 0, limit: 5 });
    expect(receivedSecrets(other, cookie)).toEqual([]);
    expect(codeOf(list)).toBe('NOT_SIGNED_IN');
    expect(dataOf(await second.dispatcher.dispatch('session:state', {}))).toMatchObject({ signedIn: false });
    const listed = dataOf<{ profiles: Array<{ id: string; passwordKept: boolean }> }>(
      await second.dispatcher.dispatch('profiles:list', {}),
    );
    expect(listed.profiles.find((item) => item.id === id)?.passwordKept).toBe(false);
    expect(await secretFilesOf(id)).toEqual([]);
    // The session on the old address was ended there, not left behind.
    expect(await sessionEnded(cookie)).toBe(true);
  });

  it('an address changed outside the app (profiles.json edited) finds the kept password and session sealed for the old one: both are dropped', async () => {
    const first = await open();
    const { id, cookie } = await signedInProfile(first);
    await first.close();
    cores.splice(cores.indexOf(first), 1);
    const file = join(dataDir, 'profiles.json');
    const stored = JSON.parse(await readFile(file, 'utf8')) as { profiles: Array<{ id: string; adminUrl: string }> };
    for (const item of stored.profiles) if (item.id === id) item.adminUrl = other.url;
    await writeFile(file, JSON.stringify(stored));

    const second = await open();
    const read = await second.dispatcher.dispatch('dashboard:info', {});
    expect(receivedSecrets(other, cookie)).toEqual([]);
    expect(other.requests).toEqual([]);
    expect(codeOf(read)).toBe('NOT_SIGNED_IN');
    expect(await secretFilesOf(id)).toEqual([]);
  });

  it('re-saving the profile with the same address (a new name) keeps both: a restart is still signed in', async () => {
    const first = await open();
    const { id, profile } = await signedInProfile(first);
    dataOf(
      await first.dispatcher.dispatch('profiles:save', {
        ...profile,
        name: 'Matriz (centro)',
        adminUrl: `${proxy.url}/`,
      }),
    );
    expect(dataOf(await first.dispatcher.dispatch('session:state', {}))).toMatchObject({
      signedIn: true,
      profileId: id,
    });
    const second = await restart(first);
    expect(
      dataOf<{ rows: unknown[] }>(await second.dispatcher.dispatch('clients:list', { start: 0, limit: 2 })).rows,
    ).toHaveLength(2);
    const listed = dataOf<{ profiles: Array<{ id: string; passwordKept: boolean }> }>(
      await second.dispatcher.dispatch('profiles:list', {}),
    );
    expect(listed.profiles.find((item) => item.id === id)?.passwordKept).toBe(true);
  });
});
