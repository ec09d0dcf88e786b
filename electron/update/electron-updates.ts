import { join } from 'node:path';
import { app, BrowserWindow, dialog, net, session } from 'electron';
import updaterModule from 'electron-updater';
import type { CoreLog } from '../core/create-desk-core.ts';
import type { EventHub } from '../core/event-hub.ts';
import type { SettingsStore } from '../settings/settings-store.ts';
import { electronOpenRequest, type NetLike } from './electron-request.ts';
import type { ConfirmFeed } from './feed-confirmation.ts';
import { dialogFeedConfirmation, type ShowMessageBox } from './feed-dialog.ts';
import { FeedHttpExecutor } from './feed-executor.ts';
import { manualPackageOf } from './install-mode.ts';
import { readTrustedKeys, trustedKeysFile } from './trusted-keys.ts';
import { UpdateController } from './update-controller.ts';
import { policyPaths, readUpdatePolicy } from './update-policy.ts';
import { attachUpdatePort } from './update-port.ts';

/** First check this long after the start (the window and the demo service come first). */
const firstCheckMs = 30_000;
/** Then every four hours while the app runs. */
const checkEveryMs = 4 * 60 * 60 * 1000;

/** What startUpdates works with; the last two have defaults for the packaged app. */
export interface StartUpdatesOptions {
  settings: SettingsStore;
  hub: EventHub;
  log: CoreLog;
  /** Confirms a new feed address from the page; default: main's own dialog (Electron's dialog.showMessageBox) on the focused window. */
  confirmFeed?: ConfirmFeed;
  /** The PEM file of the public keys update feeds must be signed with; default: build/update-public-key.pem in the app. */
  trustedKeysPath?: string;
}

/** Starts the app's updates (Electron only): IT's policy, the feed from the settings, periodic checks. Answers the stop function. */
export async function startUpdates(options: StartUpdatesOptions): Promise<() => void> {
  try {
    return await runUpdates(options);
  } catch (error) {
    // Why caught: updates are a convenience; a broken updater must never keep the app from starting.
    options.log.error('updates could not start', error);
    return () => undefined;
  }
}

/** Main's own dialog, modal to the window the user is in (the one that asked), or on its own if none has the focus. */
const showMessageBox: ShowMessageBox = (box) => {
  const window = BrowserWindow.getFocusedWindow();
  return window ? dialog.showMessageBox(window, box) : dialog.showMessageBox(box);
};

async function runUpdates(options: StartUpdatesOptions): Promise<() => void> {
  if (process.env.PORTABLE_EXECUTABLE_FILE) {
    // Why: the portable .exe has no installation to update (the updater would install a second copy);
    // IT replaces the file. The page then shows the copy as not self-updating.
    options.log.info('portable build: updates are left to whoever replaces the file');
    return () => undefined;
  }
  const updater = updaterModule.autoUpdater;
  // Why our executor: it reads file:// feeds (shared folders) as well; http(s) still goes through Electron's net.
  const netSession = session.fromPartition('electron-updater', { cache: false });
  const trusted = await readTrustedKeys(
    options.trustedKeysPath ?? join(app.getAppPath(), trustedKeysFile),
    options.log,
  );
  Object.assign(updater, {
    httpExecutor: new FeedHttpExecutor(electronOpenRequest(net as unknown as NetLike, netSession), trusted),
  });
  const policy = await readUpdatePolicy(
    policyPaths({ platform: process.platform, execPath: process.execPath, env: process.env }),
  );
  const controller = new UpdateController({
    updater,
    policy,
    settings: () => options.settings.get(),
    emit: (status) => options.hub.emit('update:status', status),
    log: options.log,
    confirmFeed: options.confirmFeed ?? dialogFeedConfirmation(showMessageBox, () => options.settings.language()),
    manualPackage: manualPackageOf(updater),
  });
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
