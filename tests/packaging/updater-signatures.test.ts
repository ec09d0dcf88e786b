import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newFeedKeyPair, signChannelFileForTest, testFeedKey } from './support/feed-keys.ts';
import { channelFile, writeRelease } from './support/update-feed.ts';
import { updaterRig, type UpdaterRig } from './support/updater-rig.ts';

// Updates are code execution for whoever controls the feed: the app trusts only channel files signed with
// the project's Ed25519 key (docs/packaging.md, "Signed feeds"). electron-updater's own NsisUpdater runs
// against real feeds on loopback HTTP and in a folder; every forged feed must be refused before anything
// is downloaded, with a status that says why.

let rig: UpdaterRig;
afterEach(async () => rig.close());

const downloaded = async (): Promise<string[]> => {
  const cache = join(rig.app.baseCachePath, 'provider-desk-updater-test', 'pending');
  return existsSync(cache) ? (await readdir(cache)).filter((name) => !name.endsWith('.json')) : [];
};
/** What the HTTP feed was asked for besides the channel file and its signature. */
const installerRequests = (): string[] => rig.server.requests.filter((path) => !/\.yml(\.sig)?$/.test(path));

describe.each([
  ['an HTTP feed', (r: UpdaterRig) => r.server.url],
  ['a shared-folder (file:) feed', (r: UpdaterRig) => r.fileFeedUrl],
])('signed updates from %s', (_kind, feedOf) => {
  it('accepts a feed signed with the key the app trusts', async () => {
    rig = await updaterRig('1.1.0');
    await writeRelease(rig.feedDir, { version: '1.2.0' });
    const controller = rig.controller({ updateFeedUrl: feedOf(rig) });
    expect(await controller.check()).toMatchObject({ state: 'available', version: '1.2.0' });
    expect(await controller.settled()).toMatchObject({ state: 'downloaded', version: '1.2.0' });
    expect(await downloaded()).toEqual(['Provider-Desk-Setup-1.2.0.exe']);
  });

  it('refuses a channel file changed after it was signed, before downloading anything', async () => {
    rig = await updaterRig('1.1.0');
    await writeRelease(rig.feedDir, { version: '1.2.0' });
    // The attacker's installer replaces the real one, and the channel file is edited to name its sha512.
    const forged = await writeRelease(join(rig.dir, 'attacker'), {
      version: '1.2.0',
      file: 'Provider-Desk-Setup-1.2.0.exe',
      signedBy: null,
    });
    const channel = channelFile('latest');
    await writeFile(join(rig.feedDir, forged), await readFile(join(rig.dir, 'attacker', forged)));
    await writeFile(join(rig.feedDir, channel), await readFile(join(rig.dir, 'attacker', channel)));
    const controller = rig.controller({ updateFeedUrl: feedOf(rig) });
    expect(await controller.check()).toMatchObject({ state: 'error', code: 'feed-signature' });
    expect(await controller.settled()).toMatchObject({ state: 'error', code: 'feed-signature' });
    expect(installerRequests()).toEqual([]);
    expect(await downloaded()).toEqual([]);
    expect(await controller.install()).toEqual({ restarting: false, reason: 'not-downloaded' });
  });

  it('refuses a feed signed again with another key', async () => {
    rig = await updaterRig('1.1.0');
    await writeRelease(rig.feedDir, { version: '1.2.0', signedBy: newFeedKeyPair().privateKey });
    const controller = rig.controller({ updateFeedUrl: feedOf(rig) });
    expect(await controller.check()).toMatchObject({
      state: 'error',
      code: 'feed-signature',
      message: expect.stringMatching(/not trusted/) as unknown,
    });
    expect(installerRequests()).toEqual([]);
    expect(await downloaded()).toEqual([]);
  });

  it('refuses a feed without a signature', async () => {
    rig = await updaterRig('1.1.0');
    await writeRelease(rig.feedDir, { version: '1.2.0', signedBy: null });
    const controller = rig.controller({ updateFeedUrl: feedOf(rig) });
    expect(await controller.check()).toMatchObject({ state: 'error', code: 'feed-unsigned' });
    expect(installerRequests()).toEqual([]);
    expect(await downloaded()).toEqual([]);
  });

  it('refuses a signed channel file served under another name (the beta list as the stable one)', async () => {
    rig = await updaterRig('1.1.0');
    await writeRelease(rig.feedDir, { version: '1.2.0-beta.1', channel: 'beta' });
    const beta = channelFile('beta');
    const stable = channelFile('latest');
    const text = await readFile(join(rig.feedDir, beta));
    await writeFile(join(rig.feedDir, stable), text);
    await signChannelFileForTest(rig.feedDir, stable, text, testFeedKey.privateKey, { nameInSignature: beta });
    const controller = rig.controller({ updateFeedUrl: feedOf(rig) });
    expect(await controller.check()).toMatchObject({
      state: 'error',
      code: 'feed-signature',
      message: expect.stringMatching(new RegExp(beta.replace('.', '\\.'))) as unknown,
    });
    expect(await downloaded()).toEqual([]);
  });

  it('refuses an installer that differs from the signed channel file, and keeps nothing of it', async () => {
    rig = await updaterRig('1.1.0');
    const file = await writeRelease(rig.feedDir, { version: '1.2.0' });
    await writeFile(join(rig.feedDir, file), Buffer.alloc(200_000, 7));
    const controller = rig.controller({ updateFeedUrl: feedOf(rig) });
    expect(await controller.check()).toMatchObject({ state: 'available', version: '1.2.0' });
    expect(await controller.settled()).toMatchObject({ state: 'error', code: 'checksum' });
    expect(await downloaded()).toEqual([]);
    expect(await controller.install()).toEqual({ restarting: false, reason: 'not-downloaded' });
  });

  it('refuses a correctly signed older version and says so', async () => {
    rig = await updaterRig('1.3.0');
    await writeRelease(rig.feedDir, { version: '1.2.0' });
    const controller = rig.controller({ updateFeedUrl: feedOf(rig) });
    expect(await controller.check()).toEqual({ state: 'not-available', code: 'downgrade', version: '1.2.0' });
    expect(await controller.settled()).toEqual({ state: 'not-available', code: 'downgrade', version: '1.2.0' });
    expect(installerRequests()).toEqual([]);
    expect(await downloaded()).toEqual([]);
  });
});

describe('an app without a trusted key', () => {
  it('refuses every feed, signed or not', async () => {
    rig = await updaterRig('1.1.0', { trustedKeys: [] });
    await writeRelease(rig.feedDir, { version: '1.2.0' });
    const controller = rig.controller({ updateFeedUrl: rig.server.url });
    expect(await controller.check()).toMatchObject({
      state: 'error',
      code: 'feed-signature',
      message: expect.stringMatching(/no trusted key/) as unknown,
    });
    expect(installerRequests()).toEqual([]);
  });
});
