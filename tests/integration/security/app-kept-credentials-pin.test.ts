// Issue 43, item 3: the kept password and cookie were bound to the profile's address only, so editing the
// certificate pin (or the way of signing in) in `profiles.json` sent the kept cookie, then the kept password
// on the silent re-login, to a server showing another certificate. They are now bound to address, path, way of
// signing in and pin: any change, made in the app or by hand, finds nothing kept.
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningService } from '../../../server/service.ts';
import type { DeskCore } from '../../../electron/core/create-desk-core.ts';
import { StubServer } from '../../support/stub-server.ts';
import {
  codeOf,
  dataOf,
  fakeSecretBox,
  keptAdminCookie,
  removeDir,
  startCore,
  tempDir,
  type FakeSecretBox,
} from '../../support/main-process-kit.ts';
import { selfSignedCertificate, type TestCertificate } from '../../support/test-ca.ts';
import { testPasswords, useService } from '../../support/test-service.ts';
import { TlsFront } from '../../support/tls-front.ts';

const expired = { status: 403, body: '{"code":403,"message":"Sessão expirada, faça login novamente"}' };

/** What the stand-in server received that it should never have: the kept password (form or Basic) or the kept cookie. */
function receivedSecrets(stub: StubServer, cookie: string): string[] {
  const password = testPasswords.staff;
  return stub.requests.flatMap((request) => {
    const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    return [
      ...(request.body.includes(encodeURIComponent(password)) ? [`the password, in the body of ${request.path}`] : []),
      ...(basic && Buffer.from(basic, 'base64').toString('utf8').includes(password)
        ? [`the password, as Basic credentials of ${request.path}`]
        : []),
      ...(cookie && (request.headers.cookie ?? '').includes(cookie) ? [`the kept cookie, in ${request.path}`] : []),
    ];
  });
}

describe('kept credentials belong to the pin and the way of signing in too (pglite)', () => {
  let service: RunningService;
  let genuine: TestCertificate;
  let impostor: TestCertificate;
  let dataDir: string;
  let box: FakeSecretBox;
  let stub: StubServer;
  const fronts: TlsFront[] = [];
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
  const front = async (target: string, certificate: TestCertificate, port = 0): Promise<TlsFront> => {
    const started = await TlsFront.start(target, certificate, port);
    fronts.push(started);
    return started;
  };

  /**
   * Signs in to the real service behind a TLS front with the genuine certificate pinned, keeping the password;
   * closes the app and the front, and puts `then` (a stand-in that says every session expired and takes any
   * login) at the very same address behind a front with `certificate`. Answers the profile and the kept cookie.
   */
  const keptThenReplaced = async (
    auth: 'session' | 'basic',
    certificate: TestCertificate,
  ): Promise<{ id: string; cookie: string }> => {
    const real = await front(service.adminUrl, genuine);
    const core = await open();
    const { id } = dataOf<{ id: string }>(
      await core.dispatcher.dispatch('profiles:save', {
        name: 'Matriz',
        adminUrl: real.url,
        clientUrl: '',
        adminPrefix: 'admin_ctl',
        username: 'admin',
        pinnedCertSha256: genuine.fingerprint,
        auth,
      }),
    );
    dataOf(
      await core.dispatcher.dispatch('session:login', {
        profileId: id,
        username: 'admin',
        password: testPasswords.staff,
        remember: true,
      }),
    );
    const cookie = (await keptAdminCookie(dataDir, box, id, real.url)) ?? '';
    if (auth === 'session') expect(cookie).toMatch(/^[0-9a-f]{32}$/);
    await core.close();
    cores.splice(cores.indexOf(core), 1);
    await real.close();
    await front(stub.url, certificate, Number(new URL(real.url).port));
    return { id, cookie };
  };

  /** Edits the stored profile in `profiles.json` by hand, as someone with access to the data folder could. */
  const editByHand = async (id: string, change: Record<string, string>): Promise<void> => {
    const file = join(dataDir, 'profiles.json');
    const stored = JSON.parse(await readFile(file, 'utf8')) as { profiles: Array<Record<string, unknown>> };
    for (const item of stored.profiles) if (item.id === id) Object.assign(item, change);
    await writeFile(file, JSON.stringify(stored));
  };
  const secretFilesOf = async (id: string): Promise<string[]> =>
    existsSync(join(dataDir, 'secrets'))
      ? (await readdir(join(dataDir, 'secrets'))).filter((name) => name.includes(id))
      : [];

  beforeAll(async () => {
    service = await useService('pglite');
    genuine = selfSignedCertificate();
    impostor = selfSignedCertificate();
  });
  beforeEach(async () => {
    dataDir = await tempDir('desk-bound-pin-');
    box = fakeSecretBox(true);
    stub = await StubServer.start({
      '/admin_ctl/dashboard/info': expired,
      '/admin_ctl/client/list': expired,
      '/login': {
        headers: { 'set-cookie': 'SessionCookie=ffffffffffffffffffffffffffffffff; Path=/' },
        body: '{"success":true}',
      },
    });
  });
  afterEach(async () => {
    for (const core of cores.splice(0)) await core.close();
    for (const each of fronts.splice(0)) await each.close();
    await stub.close();
    await removeDir(dataDir);
  });

  it('a pin changed in profiles.json to another certificate: the server showing it gets neither the kept cookie nor, on the silent re-login, the kept password', async () => {
    const { id, cookie } = await keptThenReplaced('session', impostor);
    await editByHand(id, { pinnedCertSha256: impostor.fingerprint });
    const core = await open();
    const read = await core.dispatcher.dispatch('dashboard:info', {});
    expect(receivedSecrets(stub, cookie)).toEqual([]);
    expect(codeOf(read)).toBe('NOT_SIGNED_IN');
    expect(await secretFilesOf(id)).toEqual([]);
  });

  it('the way of signing in changed by hand from a session to Basic: the kept password is not sent with every request', async () => {
    const { id, cookie } = await keptThenReplaced('session', genuine);
    await editByHand(id, { auth: 'basic' });
    const core = await open();
    const read = await core.dispatcher.dispatch('dashboard:info', {});
    expect(receivedSecrets(stub, cookie)).toEqual([]);
    expect(codeOf(read)).toBe('NOT_SIGNED_IN');
    expect(await secretFilesOf(id)).toEqual([]);
  });

  it('the way of signing in changed by hand from Basic to a session: the silent re-login does not post the kept password', async () => {
    const { id, cookie } = await keptThenReplaced('basic', genuine);
    await editByHand(id, { auth: 'session' });
    const core = await open();
    const read = await core.dispatcher.dispatch('dashboard:info', {});
    expect(receivedSecrets(stub, cookie)).toEqual([]);
    expect(codeOf(read)).toBe('NOT_SIGNED_IN');
    expect(await secretFilesOf(id)).toEqual([]);
  });
});
