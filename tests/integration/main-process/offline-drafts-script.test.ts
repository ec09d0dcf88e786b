import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../../server/service.ts';
import { FaultProxy } from '../../support/fault-proxy.ts';
import { registration, signedInDesk, type SignedInDesk } from '../../support/main-process-kit.ts';
import { runOfflineDrafts } from '../../support/offline-drafts-script.ts';
import { testPasswords, useService } from '../../support/test-service.ts';

// The scripted run of issue 46's table: 200 registrations while the link loses answers and then is down, each
// kept as a pending draft, checked and sent at reconnect through main's dispatcher. 0 duplicates, 0 lost.

describe('offline drafts replayed after reconnect (pglite)', () => {
  let service: RunningService;
  let proxy: FaultProxy;
  let desk: SignedInDesk;

  beforeAll(async () => {
    service = await useService('pglite');
    proxy = await FaultProxy.start(service.adminUrl);
    desk = await signedInDesk({ adminUrl: proxy.url, clientUrl: service.clientUrl }, testPasswords.staff, {
      prefix: 'desk-offline-script-',
    });
  });
  afterAll(async () => {
    await desk.close();
    await proxy.close();
  });

  it('sends 200 pending drafts once each: the ones whose answer was lost are found, not sent again', async () => {
    const outcome = await runOfflineDrafts(
      (channel, input) => desk.page.call(channel, input),
      {
        loseAnswers: (times) => proxy.inject({ kind: 'drop-answer', times, path: /\/client\/create$/ }),
        cut: () => proxy.inject({ kind: 'close-before', times: 1_000_000 }),
        restore: () => proxy.clearFaults(),
      },
      { count: 200, lostAnswers: 20, registration: () => registration() },
    );
    expect(outcome).toEqual({
      registrations: 200,
      drafts: 200,
      sent: 180,
      alreadyOnServer: 20,
      stillPending: 0,
      duplicates: 0,
      lost: 0,
    });
  });
});
