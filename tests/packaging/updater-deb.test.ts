import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { AppImageUpdater, DebUpdater, NsisUpdater, PacmanUpdater, RpmUpdater } from 'electron-updater';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manualPackageOf } from '../../electron/update/install-mode.ts';
import { writeRelease } from './support/update-feed.ts';
import { updaterRig, type UpdaterRig } from './support/updater-rig.ts';

// A deb install is the system's package: electron-updater's DebUpdater would download the new .deb and, at
// quit, run `pkexec`/`sudo dpkg -i` (a root password prompt at quit, or a silent root install where sudo
// needs none). The app never does that: a deb install says that a new version is available and where to
// get it, and IT (or the user, knowingly) installs it with the package manager.

let rig: UpdaterRig;
afterEach(async () => rig.close());

describe('updates of a deb install', () => {
  it('says a new version is available and where to get it, and downloads and installs nothing', async () => {
    rig = await updaterRig('1.1.0', { kind: 'deb' });
    expect(rig.updater).toBeInstanceOf(DebUpdater);
    await writeRelease(rig.feedDir, { version: '1.2.0', file: 'provider-desk_1.2.0_amd64.deb', notes: 'Correções' });
    const install = vi.spyOn(rig.updater, 'quitAndInstall').mockImplementation(() => undefined);
    const controller = rig.controller({ updateFeedUrl: rig.server.url }, undefined, {
      manualPackage: manualPackageOf(rig.updater),
    });

    const expected = {
      state: 'available',
      version: '1.2.0',
      notes: 'Correções',
      manualUrl: `${rig.server.url}provider-desk_1.2.0_amd64.deb`,
    };
    expect(await controller.check()).toEqual(expected);
    expect(await controller.settled()).toEqual(expected);
    expect(rig.statuses.map((status) => status.state)).not.toContain('downloading');
    expect(rig.server.requests.filter((path) => path.endsWith('.deb'))).toEqual([]);
    const cache = join(rig.app.baseCachePath, 'provider-desk-updater-test', 'pending');
    expect(existsSync(cache) ? await readdir(cache) : []).toEqual([]);

    // Nothing to install at quit, and "restart to update" is refused with the reason.
    expect(rig.updater.autoDownload).toBe(false);
    expect(rig.updater.autoInstallOnAppQuit).toBe(false);
    expect(await controller.install()).toEqual({ restarting: false, reason: 'manual' });
    expect(await controller.view()).toMatchObject({ manualInstall: true });
    expect(install).not.toHaveBeenCalled();
  });

  it('still refuses a feed that is not signed', async () => {
    rig = await updaterRig('1.1.0', { kind: 'deb' });
    await writeRelease(rig.feedDir, { version: '1.2.0', file: 'provider-desk_1.2.0_amd64.deb', signedBy: null });
    const controller = rig.controller({ updateFeedUrl: rig.server.url }, undefined, { manualPackage: 'deb' });
    expect(await controller.check()).toMatchObject({ state: 'error', code: 'feed-unsigned' });
  });

  it('knows which installs are left to the package manager', () => {
    const app = {
      version: '1.0.0',
      name: 'x',
      isPackaged: true,
      appUpdateConfigPath: '/none',
      userDataPath: '/none',
      baseCachePath: '/none',
      whenReady: async () => undefined,
      relaunch: () => undefined,
      quit: () => undefined,
      onQuit: () => undefined,
    };
    expect(manualPackageOf(new DebUpdater(null, app))).toBe('deb');
    expect(manualPackageOf(new RpmUpdater(null, app))).toBe('rpm');
    expect(manualPackageOf(new PacmanUpdater(null, app))).toBe('pacman');
    expect(manualPackageOf(new AppImageUpdater(null, app))).toBeUndefined();
    expect(manualPackageOf(new NsisUpdater(null, app))).toBeUndefined();
  });
});
