import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelOutput } from '../../../shared/ipc/contract.ts';
import { foldText } from '../../../shared/search/fold-text.ts';
import type { RunningService } from '../../../server/service.ts';
import { branchDesk, copyFiles, eventually, type BranchDesk } from '../../support/branch-cache-kit.ts';
import { codeOf, dataOf, removeDir, tempDir } from '../../support/main-process-kit.ts';
import { engineNames, testPasswords, useService } from '../../support/test-service.ts';

type ListPage = ChannelOutput<'clients:list'>;
type SearchAnswer = ChannelOutput<'clients:search'>;

const firstPage = { start: 0, limit: 25, sort: 'client_complete_name', dir: 'ASC' as const, where: [] };
const activeOnly = { ...firstPage, where: [{ field: 'client_status', oper: 5, value: 0 }] };
// Why as sets: clients of the same name (other suites add them to the shared service) come in any order from the server,
// which sorts by name alone, and by code from the copy; the page holds the same clients either way.
const codesOf = (rows: ReadonlyArray<{ client_pk: number }>): number[] =>
  rows.map((row) => row.client_pk).sort((a, b) => a - b);
const nameOf = (row: ListPage['rows'][number]): string =>
  (row.client_complete_name ?? `${row.client_name} ${row.client_lastname ?? ''}`).trim();

describe.each(engineNames)('a branch office reads from its local copy when the link is cut (%s)', (engineName) => {
  let service: RunningService;
  let dataDir: string;
  let desk: BranchDesk;
  let served: ListPage;
  let active: ListPage;
  let offices: ChannelOutput<'clients:offices'>;

  beforeAll(async () => {
    service = await useService(engineName);
    dataDir = await tempDir('branch-cache-reads-');
    const started = await branchDesk(service, dataDir);
    desk = started;
    await started.signIn(testPasswords.staff);
    served = dataOf<ListPage>(await desk.page.call('clients:list', firstPage));
    active = dataOf<ListPage>(await desk.page.call('clients:list', activeOnly));
    offices = dataOf<ChannelOutput<'clients:offices'>>(await desk.page.call('clients:offices', {}));
  });

  afterAll(async () => {
    await desk.close();
    await removeDir(dataDir);
  });

  it('the server answers while the link is up, and says nothing of the copy', () => {
    expect(served.rows.length).toBeGreaterThan(0);
    expect(served.cachedAt).toBeUndefined();
    expect(active.cachedAt).toBeUndefined();
  });

  it('the copy on disk holds no name, CPF, e-mail or user name in clear', async () => {
    const files = await copyFiles(dataDir);
    expect(files.map((file) => file.path).some((path) => path.endsWith('clients.sqlite'))).toBe(true);
    const secrets = served.rows.flatMap((row) => [
      nameOf(row),
      row.client_lastname ?? '',
      row.client_doc1 ?? '',
      (row.client_doc1 ?? '').replace(/\D/g, ''),
      typeof row.client_email === 'string' ? row.client_email : '',
      String(row.client_username ?? ''),
    ]);
    const wanted = secrets.filter((secret) => secret.length >= 5);
    expect(wanted.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = file.bytes.toString('latin1');
      const utf8 = file.bytes.toString('utf8');
      for (const secret of wanted) {
        expect(text.includes(secret) || utf8.includes(secret), `${secret.length}-char value in ${file.path}`).toBe(
          false,
        );
      }
      // Nor the operator's user name in a path.
      expect(file.path.includes('admin')).toBe(false);
    }
  });

  it("source 'cache' answers from the copy at once, with the age of its oldest row", async () => {
    const fromCopy = dataOf<ListPage>(await desk.page.call('clients:list', { ...firstPage, source: 'cache' }));
    expect(codesOf(fromCopy.rows)).toEqual(codesOf(served.rows));
    expect(fromCopy.cachedAt).toBeGreaterThan(0);
    // A view the copy cannot run is not in it.
    const filtered = await desk.page.call('clients:list', {
      ...firstPage,
      where: [{ field: 'client_name', oper: 5, value: 'x' }],
      source: 'cache',
    });
    expect(codeOf(filtered)).toBe('NOT_FOUND');
  });

  describe('with the link cut', () => {
    beforeAll(() => desk.cut());
    afterAll(() => desk.restore());

    it('clients:list answers the same page from the copy, with cachedAt', async () => {
      const page = dataOf<ListPage>(await desk.page.call('clients:list', firstPage));
      expect(codesOf(page.rows)).toEqual(codesOf(served.rows));
      expect(page.cachedAt).toBeGreaterThan(0);
      // Masking and the page's view depend on the record's shape: the same fields as the server's.
      expect(Object.keys(page.rows[0] ?? {}).sort()).toEqual(Object.keys(served.rows[0] ?? {}).sort());
      const activePage = dataOf<ListPage>(await desk.page.call('clients:list', activeOnly));
      expect(codesOf(activePage.rows)).toEqual(codesOf(active.rows));
    });

    it('the connection goes offline, and a list the copy cannot answer fails as before', async () => {
      // Why wait: the first read was answered by the copy while its own retries went on, until they gave up.
      await eventually(() => desk.core.workspace.state().connection === 'offline');
      const filtered = await desk.page.call('clients:list', {
        ...firstPage,
        where: [{ field: 'client_name', oper: 5, value: 'x' }],
      });
      expect(codeOf(filtered)).toBe('NETWORK');
    });

    it('clients:search finds a client by a name typed without accents, from the copy', async () => {
      const row = served.rows[3] ?? served.rows[0];
      if (!row) throw new Error('no row');
      const words = foldText(nameOf(row)).split(/\s+/);
      const typed = [...words].reverse().join(' ');
      const answer = dataOf<SearchAnswer>(
        await desk.page.call('clients:search', { text: typed, where: [], limit: 10 }),
      );
      expect(answer.cachedAt).toBeGreaterThan(0);
      expect(answer.groups.flatMap((group) => group.rows.map((found) => found.client_pk))).toContain(row.client_pk);
    });

    it('clients:search finds a client by a fragment of the CPF, from the copy', async () => {
      const row = served.rows.find((candidate) => (candidate.client_doc1 ?? '').replace(/\D/g, '').length === 11);
      if (!row) throw new Error('no client with a CPF on the first page');
      const fragment = (row.client_doc1 ?? '').replace(/\D/g, '').slice(2, 9);
      const answer = dataOf<SearchAnswer>(
        await desk.page.call('clients:search', { text: fragment, where: [], limit: 50 }),
      );
      expect(answer.groups.find((group) => group.kind === 'document')?.rows.map((found) => found.client_pk)).toContain(
        row.client_pk,
      );
    });

    it('clients:get answers a client the copy holds, with cachedAt', async () => {
      const row = served.rows[0];
      if (!row) throw new Error('no row');
      const answer = dataOf<ChannelOutput<'clients:get'>>(
        await desk.page.call('clients:get', { client_pk: row.client_pk }),
      );
      expect(answer.record?.client_pk).toBe(row.client_pk);
      expect(answer.cachedAt).toBeGreaterThan(0);
    });

    it('clients:offices answers the units read before the cut (a registration opened offline needs them)', async () => {
      expect(offices.offices.length).toBeGreaterThan(0);
      expect(dataOf<ChannelOutput<'clients:offices'>>(await desk.page.call('clients:offices', {}))).toEqual(offices);
    });
  });

  it('after the link is back, the probe finds the server and the server answers again', async () => {
    await eventually(() => desk.core.workspace.state().connection === 'online');
    const page = dataOf<ListPage>(await desk.page.call('clients:list', firstPage));
    expect(page.cachedAt).toBeUndefined();
    expect(codesOf(page.rows)).toEqual(codesOf(served.rows));
  });

  it('cache:state tells the copy is on and how many clients it holds, never a record', async () => {
    const state = dataOf<ChannelOutput<'cache:state'>>(await desk.page.call('cache:state'));
    expect(state.status).toBe('on');
    expect(state.clients).toBeGreaterThanOrEqual(served.rows.length);
    expect(state.sizeBytes).toBeGreaterThan(0);
    expect(desk.page.events.some((event) => event.event === 'cache:changed')).toBe(true);
  });
});
