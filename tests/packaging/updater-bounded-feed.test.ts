import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { channelFile, writeRelease } from './support/update-feed.ts';
import { updaterRig, type UpdaterRig } from './support/updater-rig.ts';

// Issue 43, item 7: the channel file and its `.sig` were read whole before the signature was checked, so whoever
// answers for the feed address (or sits in front of it) could make main hold any amount: 400 MiB took it to about
// 1 GiB. Both are now read through a byte cap and refused past it, with a reason the Updates screen puts in words.

let rig: UpdaterRig;
afterEach(async () => rig.close());

const mib = 1024 * 1024;
const hugeSize = 48 * mib;

/** Writes `size` bytes to `path` in 1 MiB steps (a YAML comment, so a parser would take it), without holding them. */
async function writeHuge(path: string, size: number, head = ''): Promise<void> {
  const file = await open(path, 'w');
  try {
    const line = Buffer.from(`# ${'x'.repeat(1022)}\n`);
    const block = Buffer.concat(Array.from({ length: 1024 }, () => line));
    await file.write(head);
    for (let written = 0; written < size; written += block.length) await file.write(block);
  } finally {
    await file.close();
  }
}

/** What the HTTP feed was asked for besides the channel file and its signature. */
const installerRequests = (): string[] => rig.server.requests.filter((path) => !/\.yml(\.sig)?$/.test(path));

describe.each([
  ['an HTTP feed that says its size', (r: UpdaterRig) => r.server.url, false],
  ['an HTTP feed that does not say its size (chunked)', (r: UpdaterRig) => r.server.url, true],
  ['a shared-folder (file:) feed', (r: UpdaterRig) => r.fileFeedUrl, false],
] as const)('the size of what is read from %s', (kind, feedOf, unsized) => {
  const http = !kind.includes('file:');

  it('refuses a channel file far larger than any real one while reading it, and downloads nothing', async () => {
    rig = await updaterRig('1.1.0');
    rig.server.unsized = unsized;
    await writeRelease(rig.feedDir, { version: '1.2.0' });
    await writeHuge(join(rig.feedDir, channelFile('latest')), hugeSize, 'version: 1.2.0\n');
    const controller = rig.controller({ updateFeedUrl: feedOf(rig) });
    expect(await controller.check()).toMatchObject({ state: 'error', code: 'feed-too-large' });
    expect(installerRequests()).toEqual([]);
    // Reading stopped near the cap: the server handed over a small part of the file (socket buffers included).
    if (http) expect(rig.server.bytesSent).toBeLessThan(hugeSize / 4);
  });

  it('refuses a signature file far larger than any real one while reading it', async () => {
    rig = await updaterRig('1.1.0');
    rig.server.unsized = unsized;
    await writeRelease(rig.feedDir, { version: '1.2.0' });
    await writeHuge(join(rig.feedDir, `${channelFile('latest')}.sig`), hugeSize);
    const controller = rig.controller({ updateFeedUrl: feedOf(rig) });
    expect(await controller.check()).toMatchObject({ state: 'error', code: 'feed-too-large' });
    expect(installerRequests()).toEqual([]);
    if (http) expect(rig.server.bytesSent).toBeLessThan(hugeSize / 4);
  });
});
