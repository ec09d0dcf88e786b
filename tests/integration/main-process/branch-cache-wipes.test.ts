import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelOutput } from '../../../shared/ipc/contract.ts';
import type { Result } from '../../../shared/ipc/result.ts';
import type { RunningService } from '../../../server/service.ts';
import { branchDesk, copyFiles, eventually } from '../../support/branch-cache-kit.ts';
import { codeOf, dataOf, fakeSecretBox, removeDir, tempDir } from '../../support/main-process-kit.ts';
import { testPasswords, useService } from '../../support/test-service.ts';

type CacheState = ChannelOutput<'cache:state'>;
const firstPage = { start: 0, limit: 20, sort: 'client_complete_name', dir: 'ASC' as const, where: [] };

/** The operators' folders under a profile's copies. */
const operatorFolders = async (dataDir: string, profileId: string): Promise<string[]> =>
  readdir(join(dataDir, 'cache', profileId)).catch(() => []);

describe('the local copy is wiped when it must be, and kept only where a keychain seals it', () => {
  let service: RunningService;
  const cleanups: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    service = await useService('pglite');
  });

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const desk = async (options: Parameters<typeof branchDesk>[2] = {}) => {
    const dataDir = await tempDir('branch-cache-wipes-');
    const started = await branchDesk(service, dataDir, options);
    cleanups.push(async () => {
      await started.close();
      await removeDir(dataDir);
    });
    // Why the same object: a restart replaces its core and page, which a spread copy would not see.
    return Object.assign(started, { dataDir });
  };
  const stateOf = async (page: { call(channel: string): Promise<Result<unknown>> }) =>
    dataOf<CacheState>(await page.call('cache:state'));

  it('signing out wipes that operator’s copy', async () => {
    const branch = await desk();
    expect((await stateOf(branch.page)).status).toBe('signed-out');
    await branch.signIn(testPasswords.staff);
    dataOf(await branch.page.call('clients:list', firstPage));
    expect((await stateOf(branch.page)).status).toBe('on');
    expect(await operatorFolders(branch.dataDir, 'demo')).toHaveLength(1);
    dataOf(await branch.page.call('session:logout', {}));
    expect(await operatorFolders(branch.dataDir, 'demo')).toEqual([]);
    expect(await stateOf(branch.page)).toMatchObject({ status: 'signed-out', clients: 0 });
  });

  it('the copy outlives a restart with the session, and a copy unused for cacheDays is wiped at start', async () => {
    const branch = await desk();
    await branch.signIn(testPasswords.staff);
    const served = dataOf<ChannelOutput<'clients:list'>>(await branch.page.call('clients:list', firstPage));
    await branch.restart();
    const kept = await stateOf(branch.page);
    expect(kept.status).toBe('on');
    expect(kept.clients).toBeGreaterThanOrEqual(served.rows.length);
    // Forty days without use (the default keeps 30).
    const [folder] = await operatorFolders(branch.dataDir, 'demo');
    await branch.restart({
      between: () =>
        writeFile(join(branch.dataDir, 'cache', 'demo', folder ?? '', 'used'), String(Date.now() - 40 * 86_400_000)),
    });
    expect(await stateOf(branch.page)).toMatchObject({ status: 'on', clients: 0 });
  });

  it('removing a server profile wipes its copies', async () => {
    const branch = await desk();
    const profile = dataOf<{ id: string }>(
      await branch.page.call('profiles:save', {
        name: 'Filial',
        adminUrl: branch.adminLink.url,
        clientUrl: branch.clientLink.url,
        adminPrefix: 'admin_ctl',
        username: 'admin',
        auth: 'session',
      }),
    );
    dataOf(
      await branch.page.call('session:login', {
        profileId: profile.id,
        username: 'admin',
        password: testPasswords.staff,
        remember: false,
      }),
    );
    dataOf(await branch.page.call('clients:list', firstPage));
    expect(await operatorFolders(branch.dataDir, profile.id)).toHaveLength(1);
    dataOf(await branch.page.call('profiles:remove', { id: profile.id }));
    expect(await operatorFolders(branch.dataDir, profile.id)).toEqual([]);
    expect((await stateOf(branch.page)).status).toBe('signed-out');
  });

  it('IT’s policy readCache:false wipes every copy at start and opens none', async () => {
    const branch = await desk();
    await branch.signIn(testPasswords.staff);
    dataOf(await branch.page.call('clients:list', firstPage));
    expect((await copyFiles(branch.dataDir)).length).toBeGreaterThan(0);
    const policy = join(branch.dataDir, 'update-policy.json');
    await writeFile(policy, JSON.stringify({ readCache: false }));
    await branch.restart({ policyPaths: [policy] });
    expect(await stateOf(branch.page)).toMatchObject({ status: 'policy', clients: 0 });
    expect(await copyFiles(branch.dataDir)).toEqual([]);
    // Reads go to the server alone, as without a copy.
    dataOf(await branch.page.call('clients:list', firstPage));
    expect(await copyFiles(branch.dataDir)).toEqual([]);
  });

  it('without a keychain there is no copy, the state says why, and a cut link fails as before', async () => {
    const branch = await desk({ box: fakeSecretBox(false) });
    await branch.signIn(testPasswords.staff);
    dataOf(await branch.page.call('clients:list', firstPage));
    expect((await stateOf(branch.page)).status).toBe('no-keychain');
    expect(await copyFiles(branch.dataDir)).toEqual([]);
    branch.cut();
    expect(codeOf(await branch.page.call('clients:list', firstPage))).toBe('NETWORK');
    expect(codeOf(await branch.page.call('clients:list', { ...firstPage, source: 'cache' }))).toBe('NOT_FOUND');
    branch.restore();
  });

  it('the clerk’s "Apagar cópia local" empties the copy and tells the page', async () => {
    const branch = await desk();
    await branch.signIn(testPasswords.staff);
    dataOf(await branch.page.call('clients:list', firstPage));
    expect((await stateOf(branch.page)).clients).toBeGreaterThan(0);
    const wiped = dataOf<CacheState>(await branch.page.call('cache:wipe'));
    expect(wiped).toMatchObject({ status: 'on', clients: 0 });
    await eventually(() =>
      branch.page.events.some(
        (event) => event.event === 'cache:changed' && (event.payload as CacheState).clients === 0,
      ),
    );
  });
});
