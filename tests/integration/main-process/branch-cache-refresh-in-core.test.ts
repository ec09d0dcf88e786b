import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CacheState, ChannelOutput } from '../../../shared/ipc/contract.ts';
import type { RunningService } from '../../../server/service.ts';
import { branchDesk, eventually, type BranchDesk } from '../../support/branch-cache-kit.ts';
import { dataOf, removeDir, tempDir } from '../../support/main-process-kit.ts';
import { testPasswords, useService } from '../../support/test-service.ts';

// The background refresh as the app's hosts run it (issue 46): started by main when the copy opens, with no call of
// the clerk's. It fills the copy with the whole client list and keeps the units the registration form needs, so a
// clerk who never opened the grid or the form before the link went down still finds clients and can register.
describe('the background refresh inside main', () => {
  let service: RunningService;
  let dataDir: string;
  let desk: BranchDesk;
  let total: number;

  beforeAll(async () => {
    service = await useService('pglite');
    dataDir = await tempDir('branch-refresh-core-');
    const started = await branchDesk(service, dataDir, { backgroundRefresh: true });
    desk = started;
    await started.signIn(testPasswords.staff);
    const state = async () => dataOf<CacheState>(await desk.page.call('cache:state', {}));
    await eventually(async () => (await state()).lastRefreshAt !== null, 120_000);
    total = (await state()).clients;
  });

  afterAll(async () => {
    await desk.close();
    await removeDir(dataDir);
  });

  it('reads the whole client list into the copy by itself and says when it finished', async () => {
    const state = dataOf<CacheState>(await desk.page.call('cache:state', {}));
    expect(state.status).toBe('on');
    expect(state.refresh).toBeNull();
    expect(total).toBeGreaterThan(0);
    expect(state.clients).toBe(total);
  });

  it('with the link cut, the units and a client the clerk never asked for answer from the copy', async () => {
    desk.cut();
    try {
      const offices = dataOf<ChannelOutput<'clients:offices'>>(await desk.page.call('clients:offices', {}));
      expect(offices.offices.length).toBeGreaterThan(0);
      const page = dataOf<ChannelOutput<'clients:list'>>(
        await desk.page.call('clients:list', {
          start: 0,
          limit: 10,
          sort: 'client_complete_name',
          dir: 'ASC',
          where: [],
        }),
      );
      expect(page.total).toBe(total);
      expect(page.cachedAt).toBeGreaterThan(0);
    } finally {
      desk.restore();
    }
  });
});
