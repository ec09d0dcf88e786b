import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
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
  type FakeSecretBox,
} from '../../support/main-process-kit.ts';
import { testPasswords, useService } from '../../support/test-service.ts';

// The idle lock and the drafts through the core's dispatcher, as the page calls them, against the real service:
// drafts kept per operator and encrypted, expiring, gone at sign-out unless kept; the lock refusing the operator's
// data, lifted by a fresh login or, with the server out of reach, by the kept verifier.

const dayMs = 24 * 60 * 60 * 1000;
const cpf = '52998224725';
const draftOf = (subject: string, savedAt = Date.now()) => ({
  form: 'client',
  subject,
  label: 'Novo cliente: Maria Aparecida',
  values: { client_name: 'Maria Aparecida', client_doc1: cpf, client_phone: '67999990000' },
  savedAt,
});

describe('idle lock and drafts in main (pglite)', () => {
  let service: RunningService;
  let proxy: FaultProxy;
  let dataDir: string;
  let box: FakeSecretBox;
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
    dataDir = await tempDir('desk-lock-');
    box = fakeSecretBox(true);
    core = await startCore(dataDir, box, {
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

  const draftFiles = async (): Promise<string[]> =>
    (await readdir(join(dataDir, 'drafts')).catch(() => [] as string[])).filter((name) => name.endsWith('.bin'));

  describe('drafts', () => {
    it('are kept encrypted: the file on disk holds no typed value in clear, nor the operator', async () => {
      const draft = draftOf('new');
      dataOf(await page.call('drafts:put', draft));
      const files = await draftFiles();
      expect(files).toHaveLength(1);
      const bytes = await readFile(join(dataDir, 'drafts', files[0] ?? ''));
      const text = bytes.toString('latin1');
      for (const value of ['Maria', cpf, '67999990000', 'admin', 'client_doc1']) expect(text).not.toContain(value);
      // What went into the box is the operator's drafts (the fake box lets the test see it).
      expect(box.sealed.at(-1)).toContain(cpf);
      expect(dataOf<{ drafts: unknown[] }>(await page.call('drafts:list', {})).drafts).toEqual([draft]);
    });

    it('are kept only in memory when the keychain is unavailable (nothing written)', async () => {
      box.setAvailable(false);
      dataOf(await page.call('drafts:put', draftOf('new')));
      expect(await draftFiles()).toEqual([]);
      expect(
        dataOf<{ draft: unknown }>(await page.call('drafts:get', { form: 'client', subject: 'new' })).draft,
      ).not.toBeNull();
    });

    it('expire after the retention in the settings', async () => {
      dataOf(await page.call('drafts:put', draftOf('old', Date.now() - 6 * dayMs)));
      dataOf(await page.call('drafts:put', draftOf('new')));
      // One older than the retention is not even taken.
      dataOf(await page.call('drafts:put', draftOf('ancient', Date.now() - 8 * dayMs)));
      const subjects = async () =>
        dataOf<{ drafts: Array<{ subject: string }> }>(await page.call('drafts:list', {})).drafts.map((d) => d.subject);
      expect(await subjects()).toEqual(['new', 'old']);
      dataOf(await page.call('settings:set', { draftRetentionDays: 5 }));
      expect(await subjects()).toEqual(['new']);
      // The expired one is gone from the file too, not only from the answer.
      expect(box.sealed.at(-1)).not.toContain('"subject":"old"');
    });

    it('vanish at sign-out, file and all', async () => {
      dataOf(await page.call('drafts:put', draftOf('new')));
      expect(await draftFiles()).toHaveLength(1);
      dataOf(await page.call('session:logout', {}));
      expect(await draftFiles()).toEqual([]);
      dataOf(
        await page.call('session:login', {
          profileId: 'demo',
          username: 'admin',
          password: testPasswords.staff,
          remember: false,
        }),
      );
      expect(dataOf<{ drafts: unknown[] }>(await page.call('drafts:list', {})).drafts).toEqual([]);
    });

    it('stay at sign-out when the operator keeps them (the box, or the setting)', async () => {
      dataOf(await page.call('drafts:put', draftOf('new')));
      dataOf(await page.call('session:logout', { keepDrafts: true }));
      expect(codeOf(await page.call('drafts:list', {}))).toBe('NOT_SIGNED_IN');
      dataOf(
        await page.call('session:login', {
          profileId: 'demo',
          username: 'admin',
          password: testPasswords.staff,
          remember: false,
        }),
      );
      expect(
        dataOf<{ drafts: Array<{ subject: string }> }>(await page.call('drafts:list', {})).drafts.map((d) => d.subject),
      ).toEqual(['new']);
      dataOf(await page.call('settings:set', { keepDraftsAtSignOut: true }));
      dataOf(await page.call('session:logout', {}));
      expect(await draftFiles()).toHaveLength(1);
    });

    it('refuse a form name that is not one and a draft too large, saying which field', async () => {
      const bad = await page.call('drafts:put', { ...draftOf('new'), form: '../x' });
      expect(codeOf(bad)).toBe('VALIDATION');
      // The field by its key for the page (a draft is no field a person fills: its message says "the request's data").
      expect(bad.ok ? [] : bad.error.fieldErrors?.map((item) => item.field)).toEqual(['form']);
      const big = await page.call('drafts:put', { ...draftOf('new'), values: { note: 'x'.repeat(100_001) } });
      expect(codeOf(big)).toBe('VALIDATION');
      expect(big.ok ? [] : big.error.fieldErrors?.map((item) => item.field)).toEqual(['values']);
      expect(big.ok ? '' : big.error.message).toBe(
        'Há campos com valores inválidos. Dados da solicitação: valor inválido.',
      );
    });
  });

  describe('the lock', () => {
    it('refuses the operator’s data while locked, and a wrong password says so; the right one lifts it', async () => {
      const engaged = dataOf<{ locked: boolean; idleSeconds: number }>(
        await page.call('lock:engage', { reason: 'idle' }),
      );
      expect(engaged).toMatchObject({ locked: true, idleSeconds: 600 });
      const refused = await page.call('clients:list', { start: 0, limit: 5 });
      expect(codeOf(refused)).toBe('LOCKED');
      expect(codeOf(await page.call('drafts:list', {}))).toBe('LOCKED');
      // Typing under the lock is still kept.
      dataOf(await page.call('drafts:put', draftOf('new')));
      expect(dataOf<{ locked: boolean }>(await page.call('lock:state', {})).locked).toBe(true);
      expect(codeOf(await page.call('session:unlock', { password: 'not-the-password' }))).toBe('AUTH_FAILED');
      expect(
        dataOf<{ locked: boolean }>(await page.call('session:unlock', { password: testPasswords.staff })).locked,
      ).toBe(false);
      expect(codeOf(await page.call('clients:list', { start: 0, limit: 5 }))).toBe('ok');
    });

    it('is lifted by the kept verifier when the server cannot be reached, never by a wrong password', async () => {
      expect(dataOf<{ offlineUnlock: boolean }>(await page.call('lock:state', {})).offlineUnlock).toBe(true);
      dataOf(await page.call('lock:engage', { reason: 'manual' }));
      proxy.inject({ kind: 'close-before', times: 100 });
      expect(codeOf(await page.call('session:unlock', { password: 'not-the-password' }))).toBe('AUTH_FAILED');
      expect(
        dataOf<{ locked: boolean }>(await page.call('session:unlock', { password: testPasswords.staff })).locked,
      ).toBe(false);
    });

    it('cannot be lifted offline without a verifier of this session (a session restored from disk)', async () => {
      // A new core on the same data: the kept session comes back, the verifier (memory only) does not.
      dataOf(await page.call('session:logout', {}));
      dataOf(
        await page.call('session:login', {
          profileId: 'demo',
          username: 'admin',
          password: testPasswords.staff,
          remember: true,
        }),
      );
      page.stop();
      await core.close();
      core = await startCore(dataDir, box, {
        adminUrl: proxy.url,
        clientUrl: service.clientUrl,
        adminPrefix: 'admin_ctl',
      });
      page = watchPage(core);
      expect(dataOf<{ signedIn: boolean }>(await page.call('session:state', {})).signedIn).toBe(true);
      expect(dataOf<{ offlineUnlock: boolean }>(await page.call('lock:state', {})).offlineUnlock).toBe(false);
      core.lock.engage('system');
      proxy.inject({ kind: 'close-before', times: 100 });
      expect(codeOf(await page.call('session:unlock', { password: testPasswords.staff }))).toBe('NETWORK');
      expect(dataOf<{ locked: boolean }>(await page.call('lock:state', {})).locked).toBe(true);
    });

    it('stays locked across a restart when the session comes back ("manter conectado")', async () => {
      dataOf(await page.call('session:logout', {}));
      dataOf(
        await page.call('session:login', {
          profileId: 'demo',
          username: 'admin',
          password: testPasswords.staff,
          remember: true,
        }),
      );
      dataOf(await page.call('lock:engage', { reason: 'idle' }));
      const restart = async () => {
        page.stop();
        await core.close();
        core = await startCore(dataDir, box, {
          adminUrl: proxy.url,
          clientUrl: service.clientUrl,
          adminPrefix: 'admin_ctl',
        });
        page = watchPage(core);
      };
      await restart();
      expect(dataOf<{ locked: boolean; reason: string }>(await page.call('lock:state', {}))).toMatchObject({
        locked: true,
        reason: 'idle',
      });
      expect(codeOf(await page.call('clients:list', { start: 0, limit: 5 }))).toBe('LOCKED');
      dataOf(await page.call('session:unlock', { password: testPasswords.staff }));
      await restart();
      expect(dataOf<{ locked: boolean }>(await page.call('lock:state', {})).locked).toBe(false);
      expect(codeOf(await page.call('clients:list', { start: 0, limit: 5 }))).toBe('ok');
    });

    it('throttles wrong passwords: the fifth makes the next try wait', async () => {
      dataOf(await page.call('lock:engage', { reason: 'idle' }));
      proxy.inject({ kind: 'close-before', times: 100 });
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect(codeOf(await page.call('session:unlock', { password: `wrong-${attempt}` }))).toBe('AUTH_FAILED');
      const waited = await page.call('session:unlock', { password: testPasswords.staff });
      expect(codeOf(waited)).toBe('RATE_LIMITED');
      expect(waited.ok ? 0 : waited.error.retryAfter).toBeGreaterThan(0);
    });

    it('tells the page when the system locks, and only while someone is signed in', async () => {
      core.lock.engage('system');
      expect(page.events.filter((event) => event.event === 'lock:engaged')).toEqual([
        { event: 'lock:engaged', payload: { reason: 'system' } },
      ]);
      dataOf(await page.call('session:logout', {}));
      expect(dataOf<{ locked: boolean }>(await page.call('lock:state', {})).locked).toBe(false);
      core.lock.engage('system');
      expect(page.events.filter((event) => event.event === 'lock:engaged')).toHaveLength(1);
    });

    it('never answers the password or a verifier to the page', async () => {
      dataOf(await page.call('lock:engage', { reason: 'idle' }));
      dataOf(await page.call('session:unlock', { password: testPasswords.staff }));
      const seen = JSON.stringify(page.results);
      expect(seen).not.toContain(testPasswords.staff);
      expect(seen).not.toMatch(/salt|hash|verifier/i);
    });
  });
});
