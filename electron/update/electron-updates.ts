import { app, net, session } from 'electron';
import updaterModule from 'electron-updater';
import type { CoreLog } from '../core/create-desk-core.ts';
import type { EventHub } from '../core/event-hub.ts';
import type { SettingsStore } from '../settings/settings-store.ts';
import { electronOpenRequest, type NetLike } from './electron-request.ts';
import { FeedHttpExecutor } from './feed-executor.ts';
import { UpdateController } from './update-controller.ts';
import { policyPaths, readUpdatePolicy } from './update-policy.ts';
import { attachUpdatePort } from './update-port.ts';

/** First check this long after the start (the window and the demo service come first). */
const firstCheckMs = 30_000;
/** Then every four hours while the app runs. */
const checkEveryMs = 4 * 60 * 60 * 1000;

/** Starts the app's updates (Electron only): IT's policy, the feed from the settings, periodic checks. Answers the stop function. */
export async function startUpdates(options: { settings: SettingsStore; hub: EventHub; log: CoreLog }): Promise<() => void> {
  try {
    return await runUpdates(options);
  } catch (error) {
    // Why caught: updates are a convenience; a broken updater must never keep the app from starting.
    options.log.error('updates could not start', error);
    return () => undefined;
  }
}

async function runUpdates(options: { settings: SettingsStore; hub: EventHub; log: CoreLog }): Promise<() => void> {
  if (process.env.PORTABLE_EXECUTABLE_FILE) {
    // Why: the portable .exe has no installation to update (the updater would install a second copy);
    // IT replaces the file. The page then shows the copy as not self-updating.
    options.log.info('portable build: updates are left to whoever replaces the file');
    return () => undefined;
  }
  const updater = updaterModule.autoUpdater;
  // Why our executor: it reads file:// feeds (shared folders) as well; http(s) still goes through Electron's net.
  const netSession = session.fromPartition('electron-updater', { cache: false });
  Object.assign(updater, { httpExecutor: new FeedHttpExecutor(electronOpenRequest(net as unknown as NetLike, netSession)) });
  const policy = await readUpdatePolicy(policyPaths({ platform: process.platform, execPath: process.execPath, env: process.env }));
  const controller = new UpdateController({ updater, policy, settings: () => options.settings.get(), emit: (status) => options.hub.emit('update:status', status), log: options.log });
  await controller.configure();
  const detach = attachUpdatePort(controller);
  const unsubscribe = options.settings.onChange(() => void controller.configure());
  // Why only packaged: a development run has no installer to update (electron-updater would skip anyway).
  const first = app.isPackaged ? setTimeout(() => void controller.check(), firstCheckMs) : undefined;
  const every = app.isPackaged ? setInterval(() => void controller.check(), checkEveryMs) : undefined;
  return () => {
    clearTimeout(first);
    clearInterval(every);
    unsubscribe();
    detach();
  };
}
