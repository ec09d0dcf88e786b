import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningService } from '../../../server/service.ts';
import type { DeskCore } from '../../../electron/core/create-desk-core.ts';
import { FaultProxy } from '../../support/fault-proxy.ts';
import {
  codeOf,
  dataOf,
  fakeSecretBox,
  removeDir,
  startCore,
  tempDir,
  watchPage,
} from '../../support/main-process-kit.ts';
import { testPasswords, useService } from '../../support/test-service.ts';

// Issue 43, item 12: while locked, main answers only the unlock and what the lock screen needs. Attacks of the review:
// a page (or a script in it) that, under the lock, turns masking off or lengthens the idle time, tests a connection or
// checks for updates; a read begun before the lock whose data arrives after it; a page that never reports idle.

describe('main while locked (pglite)', () => {
  let service: RunningService;
  let proxy: FaultProxy;
  let dataDir: string;
  let core: DeskCore;
  let page: ReturnType<typeof watchPage>;

  beforeAll(async () => {
    service = await useService('pglite');
    proxy = await FaultProxy.start(service.adminUrl);
  });
  afterAll(async () => {
    await proxy.close();
  });
  beforeEach(async () => {
    dataDir = await tempDir('desk-locked-main-');
    core = await startCore(dataDir, fakeSecretBox(true), {
      adminUrl: proxy.url,
      clientUrl: service.clientUrl,
      adminPrefix: 'admin_ctl',
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
  afterEach(async () => {
    proxy.clearFaults();
    page.stop();
    await core.close();
    await removeDir(dataDir);
  });

  it('refuses settings, the connection test and the update check with LOCKED, in words, changing nothing', async () => {
    const before = dataOf<{ idleLockMinutes?: number; maskPersonalData?: boolean }>(
      await page.call('settings:get', {}),
    );
    dataOf(await page.call('lock:engage', { reason: 'idle' }));
    const attempts: Array<[string, unknown]> = [
      ['settings:set', { idleLockMinutes: 240 }],
      ['privacy:set', { maskPersonalData: false, password: testPasswords.staff }],
      [
        'profiles:test',
        {
          adminUrl: service.adminUrl,
          clientUrl: service.clientUrl,
          adminPrefix: 'admin_ctl',
          username: 'admin',
          password: testPasswords.staff,
        },
      ],
      ['update:check', {}],
      ['update:install', {}],
      ['app:diagnostics', {}],
      ['profiles:list', {}],
      ['clients:list', { start: 0, limit: 5 }],
    ];
    for (const [channel, input] of attempts) {
      const result = await page.call(channel, input);
      expect({ channel, code: codeOf(result) }).toEqual({ channel, code: 'LOCKED' });
      expect(result.ok ? '' : result.error.message).toContain('bloqueado');
    }
    // What the lock screen needs is still answered.
    expect(dataOf<{ locked: boolean }>(await page.call('lock:state', {})).locked).toBe(true);
    expect(dataOf<{ signedIn: boolean }>(await page.call('session:state', {})).signedIn).toBe(true);
    expect(dataOf<{ language: string }>(await page.call('settings:get', {})).language).toBe('pt-BR');
    dataOf(await page.call('session:unlock', { password: testPasswords.staff }));
    const after = dataOf<{ idleLockMinutes?: number; maskPersonalData?: boolean }>(await page.call('settings:get', {}));
    expect(after.idleLockMinutes).toBe(before.idleLockMinutes);
    expect(after.maskPersonalData).toBe(before.maskPersonalData);
  });

  it('holds back the answer of a read begun before the lock: LOCKED, never the data, even after the unlock', async () => {
    proxy.inject({ kind: 'hold', times: 1, path: /client\/list/, holdMs: 1_500 });
    const seen = proxy.requests.length;
    const pending = page.call('clients:list', { start: 0, limit: 5 });
    await proxy.waitForRequests(seen + 1);
    dataOf(await page.call('lock:engage', { reason: 'idle' }));
    const answer = await pending;
    expect(codeOf(answer)).toBe('LOCKED');
    expect(JSON.stringify(answer)).not.toContain('client_name');

    // Locked and unlocked again while the answer was on its way: still held back (the page cleared its screens).
    dataOf(await page.call('session:unlock', { password: testPasswords.staff }));
    proxy.inject({ kind: 'hold', times: 1, path: /client\/list/, holdMs: 1_500 });
    const seenAgain = proxy.requests.length;
    const second = page.call('clients:list', { start: 0, limit: 5 });
    await proxy.waitForRequests(seenAgain + 1);
    dataOf(await page.call('lock:engage', { reason: 'manual' }));
    dataOf(await page.call('session:unlock', { password: testPasswords.staff }));
    const late = await second;
    expect(codeOf(late)).toBe('LOCKED');
    expect(late.ok ? '' : late.error.message).toContain('confira');
    // A read begun after the unlock answers as usual.
    expect(codeOf(await page.call('clients:list', { start: 0, limit: 5 }))).toBe('ok');
  });

  it('locks by its own idle timer when the page reports no activity, and tells the page', async () => {
    dataOf(await page.call('settings:set', { idleLockSeconds: 2 }));
    dataOf(await page.call('lock:activity', {}));
    await expect
      .poll(() => page.events.some((event) => event.event === 'lock:engaged'), { timeout: 15_000, interval: 100 })
      .toBe(true);
    expect(page.events.find((event) => event.event === 'lock:engaged')?.payload).toEqual({ reason: 'idle' });
    expect(dataOf<{ locked: boolean; reason: string }>(await page.call('lock:state', {}))).toMatchObject({
      locked: true,
      reason: 'idle',
    });
    expect(codeOf(await page.call('clients:list', { start: 0, limit: 5 }))).toBe('LOCKED');
  });
});
