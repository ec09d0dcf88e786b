import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { NsisUpdater } from 'electron-updater';
import type { UpdateStatus } from '../../../shared/ipc/contract.ts';
import { FeedHttpExecutor } from '../../../electron/update/feed-executor.ts';
import { nodeOpenRequest } from '../../../electron/update/node-request.ts';
import { UpdateController, type UpdateSettings } from '../../../electron/update/update-controller.ts';
import type { PolicyResult } from '../../../electron/update/update-policy.ts';
import { serveFeed, testApp, type FeedServer } from './update-feed.ts';

/** One updater under test: electron-updater's own NsisUpdater with our executor, a controller, a feed folder and its HTTP server. */
export interface UpdaterRig {
  dir: string;
  feedDir: string;
  server: FeedServer;
  fileFeedUrl: string;
  statuses: UpdateStatus[];
  updater: NsisUpdater;
  app: Awaited<ReturnType<typeof testApp>>;
  controller(settings: UpdateSettings, policy?: PolicyResult): UpdateController;
  close(): Promise<void>;
}

/** Sets up a rig for an installed app of `version`. */
export async function updaterRig(version: string): Promise<UpdaterRig> {
  const dir = await mkdtemp(join(tmpdir(), 'desk-update-'));
  const feedDir = join(dir, 'feed');
  const server = await serveFeed(feedDir);
  const app = await testApp(join(dir, 'app'), version);
  // Why NsisUpdater: the Windows installer's updater is the one most offices run; its download, sha512 and
  // signature steps are plain Node, and `app` stands in for Electron's app (electron-updater's AppAdapter).
  const updater = new NsisUpdater(null, app);
  Object.assign(updater, { httpExecutor: new FeedHttpExecutor(nodeOpenRequest) });
  const statuses: UpdateStatus[] = [];
  const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
  return {
    dir,
    feedDir,
    server,
    fileFeedUrl: pathToFileURL(feedDir).href,
    statuses,
    updater,
    app,
    controller: (settings, policy = { kind: 'none' }) => new UpdateController({ updater, policy, settings: async () => settings, emit: (status) => statuses.push(status), log }),
    async close() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
