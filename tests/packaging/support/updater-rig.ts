import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { KeyObject } from 'node:crypto';
import { DebUpdater, NsisUpdater, type AppUpdater } from 'electron-updater';
import type { UpdateStatus } from '../../../shared/ipc/contract.ts';
import { FeedHttpExecutor } from '../../../electron/update/feed-executor.ts';
import { nodeOpenRequest } from '../../../electron/update/node-request.ts';
import {
  UpdateController,
  type UpdateControllerOptions,
  type UpdateSettings,
} from '../../../electron/update/update-controller.ts';
import type { PolicyResult } from '../../../electron/update/update-policy.ts';
import { testFeedKey } from './feed-keys.ts';
import { serveFeed, testApp, type FeedServer } from './update-feed.ts';

/** One updater under test: electron-updater's own NsisUpdater (or DebUpdater) with our executor, a controller, a feed folder and its HTTP server. */
export interface UpdaterRig {
  dir: string;
  feedDir: string;
  server: FeedServer;
  fileFeedUrl: string;
  statuses: UpdateStatus[];
  updater: AppUpdater;
  app: Awaited<ReturnType<typeof testApp>>;
  /** A controller over the updater; `extra` adds or replaces options (confirmation, install mode). */
  controller(
    settings: UpdateSettings,
    policy?: PolicyResult,
    extra?: Partial<UpdateControllerOptions>,
  ): UpdateController;
  close(): Promise<void>;
}

/** How a rig is set up: which of electron-updater's updaters, and the public keys its app trusts (default: the test key). */
export interface RigOptions {
  kind?: 'nsis' | 'deb';
  trustedKeys?: KeyObject[];
}

/** Sets up a rig for an installed app of `version`. */
export async function updaterRig(version: string, options: RigOptions = {}): Promise<UpdaterRig> {
  const dir = await mkdtemp(join(tmpdir(), 'desk-update-'));
  const feedDir = join(dir, 'feed');
  const server = await serveFeed(feedDir);
  const app = await testApp(join(dir, 'app'), version);
  // Why NsisUpdater: the Windows installer's updater is the one most offices run; its download, sha512 and
  // signature steps are plain Node, and `app` stands in for Electron's app (electron-updater's AppAdapter).
  // DebUpdater: a deb install's updater (it would install with pkexec/sudo at quit; see the deb tests).
  const updater = options.kind === 'deb' ? new DebUpdater(null, app) : new NsisUpdater(null, app);
  Object.assign(updater, {
    httpExecutor: new FeedHttpExecutor(nodeOpenRequest, options.trustedKeys ?? [testFeedKey.publicKey]),
  });
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
    controller: (settings, policy = { kind: 'none' }, extra = {}) =>
      new UpdateController({
        updater,
        policy,
        settings: async () => settings,
        emit: (status) => statuses.push(status),
        log,
        ...extra,
      }),
    async close() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
