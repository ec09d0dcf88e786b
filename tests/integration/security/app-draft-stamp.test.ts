// Issue 43, item 13: draft expiry trusted the page's `savedAt`, so a page that stamped a draft years ahead kept
// a new client's CPF and phones in the data folder for ever. Main stamps every draft with its own clock.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataOf, signedInDesk, type SignedInDesk } from '../../support/main-process-kit.ts';
import { testPasswords, useService } from '../../support/test-service.ts';

const yearMs = 365 * 24 * 60 * 60 * 1000;

describe('drafts are stamped by main (pglite)', () => {
  let desk: SignedInDesk;
  let page: SignedInDesk['page'];

  beforeEach(async () => {
    desk = await signedInDesk(await useService('pglite'), testPasswords.staff);
    page = desk.page;
  });
  afterEach(async () => {
    await desk.close();
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
