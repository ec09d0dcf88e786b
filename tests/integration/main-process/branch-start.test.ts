import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelOutput } from '../../../shared/ipc/contract.ts';
import type { RunningService } from '../../../server/service.ts';
import { branchDesk, eventually, type BranchDesk } from '../../support/branch-cache-kit.ts';
import { codeOf, dataOf, removeDir, tempDir } from '../../support/main-process-kit.ts';
import { testPasswords, useService } from '../../support/test-service.ts';

type ListPage = ChannelOutput<'clients:list'>;

const firstPage = { start: 0, limit: 25, sort: 'client_complete_name', dir: 'ASC' as const, where: [] };
// A view the copy cannot run: only the server answers it, so its read goes through all its retries.
const serverOnly = { ...firstPage, where: [{ field: 'client_name', oper: 5, value: 'x' }] };
// Why as sets: clients of the same name come in any order from the server, and by code from the copy.
const codesOf = (rows: ReadonlyArray<{ client_pk: number }>): number[] =>
  rows.map((row) => row.client_pk).sort((a, b) => a - b);

describe('a branch office starts and reads from its local copy while the link is down', () => {
  let service: RunningService;
  let dataDir: string;
  let desk: BranchDesk;
  let served: ListPage;

  beforeAll(async () => {
    service = await useService('pglite');
    dataDir = await tempDir('branch-start-');
    const started = await branchDesk(service, dataDir);
    desk = started;
    await started.signIn(testPasswords.staff);
    served = dataOf<ListPage>(await desk.page.call('clients:list', firstPage));
  });

  afterAll(async () => {
    await desk.close();
    await removeDir(dataDir);
  });

  it('a read begun while another is already retrying is answered by the copy at its own first failure', async () => {
    desk.cut();
    try {
      const blind = desk.page.call('clients:list', serverOnly);
      await eventually(() => desk.core.workspace.state().connection === 'reconnecting');
      const page = dataOf<ListPage>(await desk.page.call('clients:list', firstPage));
      // Answered while the other read still retries: not after its own retries gave up (the state is then offline).
      const connectionThen = desk.core.workspace.state().connection;
      expect(page.cachedAt).toBeGreaterThan(0);
      expect(codesOf(page.rows)).toEqual(codesOf(served.rows));
      expect(connectionThen).toBe('reconnecting');
      expect(codeOf(await blind)).toBe('NETWORK');
    } finally {
      desk.restore();
    }
  });

  it('restarted with the link down, the grid’s first page comes from the copy in the order it was kept', async () => {
    desk.cut();
    try {
      await desk.restart();
      const placeholder = dataOf<ListPage>(await desk.page.call('clients:list', { ...firstPage, source: 'cache' }));
      expect(placeholder.rows.map((row) => row.client_pk)).toHaveLength(served.rows.length);
      expect(codesOf(placeholder.rows)).toEqual(codesOf(served.rows));
      expect(placeholder.cachedAt).toBeGreaterThan(0);
      const page = dataOf<ListPage>(await desk.page.call('clients:list', firstPage));
      expect(codesOf(page.rows)).toEqual(codesOf(served.rows));
      expect(page.cachedAt).toBeGreaterThan(0);
      // The copy's search works on an index it opened behind the first page.
      const state = dataOf<ChannelOutput<'cache:state'>>(await desk.page.call('cache:state'));
      expect(state.status).toBe('on');
      expect(state.clients).toBeGreaterThanOrEqual(served.rows.length);
    } finally {
      desk.restore();
    }
  });
});
