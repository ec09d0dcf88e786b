import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCorruptFeed, writeRelease } from './support/update-feed.ts';
import { updaterRig, type UpdaterRig } from './support/updater-rig.ts';

let rig: UpdaterRig;
afterEach(async () => rig.close());

const cacheFiles = async (): Promise<string[]> => {
  const cache = join(rig.app.baseCachePath, 'provider-desk-updater-test', 'pending');
  return existsSync(cache) ? (await readdir(cache)).filter((name) => name.endsWith('.exe')) : [];
};

describe.each([
  ['an HTTP feed', (r: UpdaterRig) => r.server.url],
  ['a shared-folder (file:) feed', (r: UpdaterRig) => r.fileFeedUrl],
])('updates from %s', (_kind, feedOf) => {
  it('finds a newer version, shows its notes and progress, downloads it and restarts into it on request', async () => {
    rig = await updaterRig('1.1.0');
    await writeRelease(rig.feedDir, { version: '1.2.0', notes: '<p>Nova tela de <b>atualizações</b></p>' });
    const controller = rig.controller({ updateFeedUrl: feedOf(rig) });
    const quitAndInstall = vi.spyOn(rig.updater, 'quitAndInstall').mockImplementation(() => undefined);

    expect(await controller.check()).toMatchObject({ state: 'available', version: '1.2.0' });
    expect(await controller.settled()).toEqual({
      state: 'downloaded',
      version: '1.2.0',
      notes: 'Nova tela de atualizações',
    });
    const states = rig.statuses.map((status) => status.state);
    expect(states[0]).toBe('idle');
    expect(states.slice(1, 3)).toEqual(['checking', 'available']);
    expect(states).toContain('downloading');
    expect(states.at(-1)).toBe('downloaded');
    expect(await cacheFiles()).toEqual(['Provider-Desk-Setup-1.2.0.exe']);

    controller.setDirty(true);
    expect(await controller.install()).toEqual({ restarting: false, reason: 'unsaved' });
    expect(quitAndInstall).not.toHaveBeenCalled();
    controller.setDirty(false);
    expect(await controller.install()).toEqual({ restarting: true });
    expect(quitAndInstall).toHaveBeenCalledWith(false, true);
    // Installs on quit as well when the user never restarts.
    expect(rig.updater.autoInstallOnAppQuit).toBe(true);
  });

  it('reports the same version as up to date', async () => {
    rig = await updaterRig('1.2.0');
    await writeRelease(rig.feedDir, { version: '1.2.0' });
    const controller = rig.controller({ updateFeedUrl: feedOf(rig) });
    expect(await controller.check()).toEqual({ state: 'not-available' });
    expect(await controller.settled()).toEqual({ state: 'not-available' });
    expect(await cacheFiles()).toEqual([]);
  });

  it('never goes back to an older version, not even on the beta channel', async () => {
    rig = await updaterRig('1.3.0');
    await writeRelease(rig.feedDir, { version: '1.2.0' });
    await writeRelease(rig.feedDir, { version: '1.2.5', channel: 'beta' });
    expect(await rig.controller({ updateFeedUrl: feedOf(rig) }).check()).toEqual({
      state: 'not-available',
      code: 'downgrade',
      version: '1.2.0',
    });
    expect(await rig.controller({ updateFeedUrl: feedOf(rig), updateChannel: 'beta' }).check()).toEqual({
      state: 'not-available',
      code: 'downgrade',
      version: '1.2.5',
    });
    expect(await cacheFiles()).toEqual([]);
  });

  it('reports a corrupt feed and changes nothing', async () => {
    rig = await updaterRig('1.1.0');
    await writeCorruptFeed(rig.feedDir);
    const controller = rig.controller({ updateFeedUrl: feedOf(rig) });
    expect(await controller.check()).toMatchObject({ state: 'error', code: 'feed-invalid' });
    expect(await controller.install()).toEqual({ restarting: false, reason: 'not-downloaded' });
    expect(await cacheFiles()).toEqual([]);
  });

  it("reports a proxy's error page in place of the feed as unsigned", async () => {
    rig = await updaterRig('1.1.0');
    await writeCorruptFeed(rig.feedDir, null);
    expect(await rig.controller({ updateFeedUrl: feedOf(rig) }).check()).toMatchObject({
      state: 'error',
      code: 'feed-unsigned',
    });
  });

  it('refuses a download whose sha512 differs from the feed, and keeps nothing of it', async () => {
    rig = await updaterRig('1.1.0');
    await writeRelease(rig.feedDir, { version: '1.2.0', wrongSha512: true });
    const controller = rig.controller({ updateFeedUrl: feedOf(rig) });
    await controller.check();
    expect(await controller.settled()).toMatchObject({ state: 'error', code: 'checksum' });
    expect(await controller.install()).toEqual({ restarting: false, reason: 'not-downloaded' });
    expect(await cacheFiles()).toEqual([]);
  });

  it('reports a feed that has no release for this OS', async () => {
    rig = await updaterRig('1.1.0');
    const controller = rig.controller({ updateFeedUrl: feedOf(rig) });
    expect(await controller.check()).toMatchObject({ state: 'error', code: 'feed-unreachable' });
  });
});

describe('update channels and settings', () => {
  it('takes betas on the beta channel only', async () => {
    rig = await updaterRig('1.1.0');
    await writeRelease(rig.feedDir, { version: '1.1.0' });
    await writeRelease(rig.feedDir, { version: '1.2.0-beta.1', channel: 'beta', notes: 'Beta' });
    expect(await rig.controller({ updateFeedUrl: rig.server.url }).check()).toEqual({ state: 'not-available' });
    const beta = rig.controller({ updateFeedUrl: rig.server.url, updateChannel: 'beta' });
    expect(await beta.check()).toMatchObject({ state: 'available', version: '1.2.0-beta.1' });
    expect(rig.server.requests.filter((path) => path.endsWith('.yml'))).toEqual([
      expect.stringMatching(/^\/latest/),
      expect.stringMatching(/^\/beta/),
    ]);
    await beta.settled();
  });

  it('does nothing without a feed address', async () => {
    rig = await updaterRig('1.1.0');
    const controller = rig.controller({ updateFeedUrl: '' });
    expect(await controller.check()).toEqual({ state: 'unconfigured' });
    expect(rig.server.requests).toEqual([]);
  });

  it('reports an unreachable server', async () => {
    rig = await updaterRig('1.1.0');
    await rig.server.close();
    const url = rig.server.url;
    rig.server.close = async () => undefined;
    expect(await rig.controller({ updateFeedUrl: url }).check()).toMatchObject({
      state: 'error',
      code: 'feed-unreachable',
    });
  });
});

describe("IT's policy", () => {
  it('turned off: no request is made and the user cannot turn it back on', async () => {
    rig = await updaterRig('1.1.0');
    await writeRelease(rig.feedDir, { version: '1.2.0' });
    const controller = rig.controller(
      { updateFeedUrl: rig.server.url },
      { kind: 'policy', source: '/etc/provider-desk/update-policy.json', policy: { enabled: false } },
    );
    expect(await controller.check()).toEqual({ state: 'disabled' });
    expect(rig.server.requests).toEqual([]);
    expect(await controller.view()).toMatchObject({
      enabled: false,
      feedPinned: true,
      channelPinned: true,
      policySource: '/etc/provider-desk/update-policy.json',
    });
    await expect(controller.guardSettings({ updateFeedUrl: rig.server.url })).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });

  it('pinned feed: the policy feed is used and the user feed is ignored', async () => {
    rig = await updaterRig('1.1.0');
    await writeRelease(rig.feedDir, { version: '1.2.0' });
    const userFeed = await updaterRig('1.1.0');
    try {
      await writeRelease(userFeed.feedDir, { version: '9.0.0' });
      const controller = rig.controller(
        { updateFeedUrl: userFeed.server.url },
        {
          kind: 'policy',
          source: 'C:\\ProgramData\\Provider Desk\\update-policy.json',
          policy: { enabled: true, feedUrl: rig.server.url },
        },
      );
      expect(await controller.check()).toMatchObject({ state: 'available', version: '1.2.0' });
      await controller.settled();
      expect(userFeed.server.requests).toEqual([]);
      expect(await controller.view()).toMatchObject({
        feedUrl: rig.server.url,
        feedPinned: true,
        channelPinned: false,
      });
      await expect(controller.guardSettings({ updateFeedUrl: userFeed.server.url })).rejects.toMatchObject({
        code: 'VALIDATION',
      });
      await expect(controller.guardSettings({ updateChannel: 'beta' })).resolves.toBeUndefined();
    } finally {
      await userFeed.close();
    }
  });

  it('an invalid policy file turns updates off', async () => {
    rig = await updaterRig('1.1.0');
    await writeRelease(rig.feedDir, { version: '1.2.0' });
    const controller = rig.controller(
      { updateFeedUrl: rig.server.url },
      { kind: 'invalid', source: '/etc/provider-desk/update-policy.json', problem: 'enabeld: unknown key' },
    );
    expect(await controller.check()).toEqual({ state: 'disabled' });
    expect(await controller.view()).toMatchObject({ enabled: false, policyInvalid: true });
    expect(rig.server.requests).toEqual([]);
  });
});
