// Issue 43, item 13: draft expiry trusted the page's `savedAt`, so a page that stamped a draft years ahead kept
// a new client's CPF and phones in the data folder for ever. Main stamps every draft with its own clock.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeskCore } from '../../../electron/core/create-desk-core.ts';
import { dataOf, fakeSecretBox, removeDir, startCore, tempDir, watchPage } from '../../support/main-process-kit.ts';
import { testPasswords, useService } from '../../support/test-service.ts';

const yearMs = 365 * 24 * 60 * 60 * 1000;

describe('drafts are stamped by main (pglite)', () => {
  let dataDir: string;
  let core: DeskCore;
  let page: ReturnType<typeof watchPage>;

  beforeEach(async () => {
    const service = await useService('pglite');
    dataDir = await tempDir('desk-draft-stamp-');
    core = await startCore(dataDir, fakeSecretBox(true), {
      adminUrl: service.adminUrl,
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
    page.stop();
    await core.close();
    await removeDir(dataDir);
  });

  it('a draft the page stamps ten years ahead is kept with main’s time, so it expires like any other', async () => {
    const before = Date.now();
    dataOf(
      await page.call('drafts:put', {
        form: 'client',
        subject: 'new',
        label: 'Novo cliente: Maria Aparecida',
        values: { client_name: 'Maria Aparecida', client_doc1: '52998224725' },
        savedAt: before + 10 * yearMs,
      }),
    );
    const { draft } = dataOf<{ draft: { savedAt: number } | null }>(
      await page.call('drafts:get', { form: 'client', subject: 'new' }),
    );
    expect(draft?.savedAt).toBeGreaterThanOrEqual(before);
    expect(draft?.savedAt).toBeLessThanOrEqual(Date.now());
  });
});
