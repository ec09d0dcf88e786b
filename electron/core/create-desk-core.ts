import { join } from 'node:path';
import type { DemoController } from '../demo/demo-controller.ts';
import { ErrorJournal } from '../diagnostics/error-journal.ts';
import { redact } from '../diagnostics/redact.ts';
import { createDispatcher, type Dispatcher } from '../ipc/dispatcher.ts';
import { createOperations } from '../operations/create-operations.ts';
import type { AppFacts } from '../operations/app-operations.ts';
import { ProfileStore } from '../profiles/profile-store.ts';
import { HttpTransport, type Timeouts } from '../provider/http-transport.ts';
import type { ProxyResolver } from '../provider/network/proxy-router.ts';
import { reportOncePerField } from '../provider/record-parser.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { SecretFiles } from '../secrets/secret-files.ts';
import { Workspace } from '../session/workspace.ts';
import { SettingsStore } from '../settings/settings-store.ts';
import { EventHub } from './event-hub.ts';

/** A log the core writes to (electron-log in the app, the console in browser mode and tests); lines are built with `redact`. */
export interface CoreLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/** What the core of the main process needs from its host. */
export interface DeskCoreOptions {
  dataDir: string;
  secretBox: SecretBox;
  facts: AppFacts;
  /** Builds the demo controller; gets the hub to report the demo's status to the page. */
  demo: (hub: EventHub) => DemoController;
  log: CoreLog;
  timeouts?: Timeouts;
  /**
   * The system proxy for a provider URL, in Chromium's PAC syntax: Electron's
   * `(url) => session.defaultSession.resolveProxy(url)`, or browser mode's from HTTP(S)_PROXY/NO_PROXY.
   * Provider traffic goes direct when absent.
   */
  resolveProxy?: ProxyResolver;
  /** The CAs provider traffic trusts (PEM); Node's bundled ones and the operating system's store when absent (tests give their own). */
  trustedCas?: readonly string[];
}

/** The main process without Electron: sessions, operations and the dispatcher both hosts serve. */
export interface DeskCore {
  dispatcher: Dispatcher;
  hub: EventHub;
  workspace: Workspace;
  demo: DemoController;
  settings: SettingsStore;
  close(): Promise<void>;
}

/** Assembles the core; restores a kept session of the active profile. */
export async function createDeskCore(options: DeskCoreOptions): Promise<DeskCore> {
  const hub = new EventHub((error) => options.log.error(`an event listener failed: ${redact(error)}`));
  const transport = new HttpTransport(options.timeouts, {
    resolveProxy: options.resolveProxy,
    trustedCas: options.trustedCas,
    warn: (line) => options.log.warn(line),
  });
  const profiles = new ProfileStore(options.dataDir);
  const settings = new SettingsStore(options.dataDir);
  await settings.get();
  const secrets = new SecretFiles(join(options.dataDir, 'secrets'), options.secretBox);
  const demo = options.demo(hub);
  const journal = new ErrorJournal();
  const workspace = new Workspace({
    profiles,
    secrets,
    transport,
    demo,
    report: reportOncePerField((message) => options.log.warn(message)),
    emit: (event, payload) => hub.emit(event, payload),
    userAgent: `ProviderDesk/${options.facts.version}`,
  });
  const operations = createOperations({ facts: options.facts, workspace, profiles, settings, secrets, demo, journal });
  // Why not awaited here: restoring the demo profile's session starts the demo service, and the window
  // must be able to show that start; calls that need the session wait for it instead.
  const restored = workspace
    .restore()
    .then(() => undefined)
    .catch((error: unknown) => options.log.warn(`could not restore the session: ${redact(error)}`));
  const independent = new Set([
    'app:info',
    'app:diagnostics',
    'settings:get',
    'settings:set',
    'demo:status',
    'app:setDirty',
    'update:state',
    'update:check',
    'update:install',
    'profiles:test',
  ]);
  const dispatcher = createDispatcher({
    operations,
    language: () => settings.language(),
    journal,
    log: options.log,
    ready: (channel) => (independent.has(channel) ? Promise.resolve() : restored),
  });
  return {
    dispatcher,
    hub,
    workspace,
    demo,
    settings,
    async close() {
      // Why together: the quit is bounded (electron/shell/bounded-quit.ts); requests in flight are
      // aborted while the demo service closes its database.
      await Promise.all([transport.close(), demo.stop()]);
    },
  };
}
