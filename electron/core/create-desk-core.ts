import { join } from 'node:path';
import type { ClipboardPort } from '../../shared/billing/temporary-clipboard.ts';
import type { OpenExternalPort } from '../operations/share-operations.ts';
import type { SavePdfPort } from '../operations/print-operations.ts';
import { AuditStore } from '../audit/audit-store.ts';
import { AreaCache } from '../cache/area-cache.ts';
import { CacheHost, defaultCacheDays } from '../cache/cache-host.ts';
import type { ConnectionWatch } from '../cache/cached-read.ts';
import { cacheRefresher } from '../cache/cache-refresher.ts';
import { ClerkActivity } from '../cache/clerk-activity.ts';
import { ReconnectProbe } from '../cache/reconnect-probe.ts';
import type { DemoController } from '../demo/demo-controller.ts';
import { ErrorJournal } from '../diagnostics/error-journal.ts';
import { redact } from '../diagnostics/redact.ts';
import { defaultDraftRetentionDays, DraftVault } from '../drafts/draft-vault.ts';
import { createDispatcher, type Dispatcher } from '../ipc/dispatcher.ts';
import { IdleWatch } from '../lock/idle-watch.ts';
import { lockGate } from '../lock/lock-gate.ts';
import { lockMarker } from '../lock/lock-marker.ts';
import { idleSecondsOf, readPinnedIdleMinutes } from '../lock/lock-policy.ts';
import { readPolicyExtraCas } from '../provider/network/extra-cas.ts';
import { readUpdatePolicy } from '../update/update-policy.ts';
import { SessionLock } from '../lock/session-lock.ts';
import { createOperations } from '../operations/create-operations.ts';
import type { AppFacts } from '../operations/app-operations.ts';
import { ProfileStore } from '../profiles/profile-store.ts';
import { HttpTransport, type NetworkOptions, type Timeouts } from '../provider/http-transport.ts';
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
  /** When provider answers are asked for compressed (`auto`, the default: from every server not on this machine). */
  compression?: NetworkOptions['compression'];
  /** The system clipboard main writes for the page (`clipboard:writeTemporary`): Electron's; none in browser mode. */
  clipboard?: ClipboardPort;
  /** Saves the window's page as PDF (`print:savePdf`): Electron's printToPDF and save dialog; none in browser mode. */
  savePdf?: SavePdfPort;
  /** Opens an invoice's WhatsApp or e-mail link (`share:open`): Electron's shell; none in browser mode. */
  openExternal?: OpenExternalPort;
  /** IT's policy files, in the order they are looked for (electron/update/update-policy.ts); none when absent. */
  policyPaths?: readonly string[];
  /** Seconds since the machine's last input (Electron's powerMonitor.getSystemIdleTime); none in browser mode. */
  systemIdleSeconds?: () => number;
  /**
   * Whether an open copy is refreshed in the background (issue 46): the app's hosts say true; tests that do not
   * look at it leave it out, so the requests they count are their own.
   */
  backgroundRefresh?: boolean;
  /** Milliseconds between two probes of the server while it does not answer (5 s when absent; tests give less). */
  reconnectProbeMs?: number;
}

/** The main process without Electron: sessions, operations and the dispatcher both hosts serve. */
export interface DeskCore {
  dispatcher: Dispatcher;
  hub: EventHub;
  workspace: Workspace;
  demo: DemoController;
  settings: SettingsStore;
  /** The idle lock: the shell engages it when the operating system locks or sleeps. */
  lock: SessionLock;
  /** The operators' drafts of forms (electron/drafts). */
  drafts: DraftVault;
  close(): Promise<void>;
}

/** Assembles the core; restores a kept session of the active profile. */
export async function createDeskCore(options: DeskCoreOptions): Promise<DeskCore> {
  const hub = new EventHub((error) => options.log.error(`an event listener failed: ${redact(error)}`));
  const extraCas = await readPolicyExtraCas(options.policyPaths ?? [], (line) => options.log.warn(line));
  const transport = new HttpTransport(options.timeouts, {
    resolveProxy: options.resolveProxy,
    trustedCas: options.trustedCas,
    extraCas,
    compression: options.compression,
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
    language: () => settings.language(),
  });
  const owner = () => {
    const state = workspace.state();
    return state.signedIn && state.profileId && state.username
      ? { profileId: state.profileId, username: state.username }
      : undefined;
  };
  const marker = lockMarker(options.dataDir, (line) => options.log.warn(line));
  const lock = new SessionLock(
    {
      operator: owner,
      login: async (password, signal) => {
        await workspace.resume(password, signal);
      },
    },
    (reason) => hub.emit('lock:engaged', { reason }),
    Date.now,
    (reason) => marker.follow(reason),
  );
  const pinnedIdleMinutes = await readPinnedIdleMinutes(options.policyPaths ?? []);
  // Why main counts too: the page's idle timer is only a hint (a page that hangs or lies would never lock).
  const idle = new IdleWatch({
    counting: () => !lock.locked && owner() !== undefined,
    idleSeconds: async () => idleSecondsOf(await settings.get(), pinnedIdleMinutes),
    systemIdleSeconds: options.systemIdleSeconds,
    onIdle: () => {
      lock.engage('idle');
      if (lock.locked) hub.emit('lock:engaged', { reason: 'idle' });
    },
  });
  idle.start();
  const vault = new DraftVault(
    new SecretFiles(join(options.dataDir, 'drafts'), options.secretBox),
    join(options.dataDir, 'drafts'),
    async () => (await settings.get()).draftRetentionDays ?? defaultDraftRetentionDays,
  );
  void vault.sweep().catch((error: unknown) => options.log.warn(`could not sweep expired drafts: ${redact(error)}`));
  const auditStore = new AuditStore({
    dir: join(options.dataDir, 'audit'),
    // Why apart from the audit folder: deleting that folder whole must not take the journals' marks with it.
    marksFile: join(options.dataDir, 'audit-marks.json'),
    box: options.secretBox,
  });
  const policy = await readUpdatePolicy(options.policyPaths ?? []);
  // Why kept: the refresh asks for the recent clients synchronously; the host reads the setting at each open.
  let cacheDays = (await settings.get()).cacheDays ?? defaultCacheDays;
  const activity = new ClerkActivity();
  const cache: CacheHost = new CacheHost({
    dataDir: options.dataDir,
    box: options.secretBox,
    cacheDays: async () => (cacheDays = (await settings.get()).cacheDays ?? defaultCacheDays),
    ...(options.backgroundRefresh
      ? {
          refresher: cacheRefresher({
            workspace,
            activity,
            host: () => cache,
            cacheDays: () => cacheDays,
            warn: (line) => options.log.warn(line),
          }),
        }
      : {}),
    // Why an invalid policy file does not turn the copy off: the update settings report it, as for the idle lock.
    policyOff: policy.kind === 'policy' && policy.policy.readCache === false,
    emit: (state) => hub.emit('cache:changed', state),
    openArea: (file, key) => AreaCache.open(file, key),
    warn: (line) => options.log.warn(line),
  });
  const connection: ConnectionWatch = {
    state: () => workspace.state().connection,
    unreachable: () => workspace.unreachable(),
    subscribe: (listener) =>
      hub.subscribe((event, payload) => {
        if (event === 'connection:changed')
          listener((payload as { state: ReturnType<ConnectionWatch['state']> }).state);
      }),
    retries: (listener) => workspace.onRetry(listener),
  };
  const probe = new ReconnectProbe({
    connection,
    // Why only with a copy open: without one, main behaves as before the copy existed (a read finds out itself).
    signedIn: () => cache.clients !== undefined && owner() !== undefined && !workspace.state().expired,
    // Why one client row: the cheapest read that needs the session; its row is not kept (nobody asked for it).
    probe: async () => {
      await workspace.admin('read', (api) => api.listClients({ start: 0, limit: 1, where: [] }));
    },
    ...(options.reconnectProbeMs !== undefined ? { intervalMs: options.reconnectProbeMs } : {}),
  });
  const cacheStarted = cache
    .start()
    .catch((error: unknown) => options.log.warn(`could not sweep the local copies: ${redact(error)}`));
  const operations = createOperations(
    {
      facts: options.facts,
      workspace,
      profiles,
      settings,
      secrets,
      demo,
      journal,
      extraCas,
      cache: { host: cache, connection, warn: (line) => options.log.warn(line) },
      activity,
      // The audit journal holds personal data (before/after values): sealed through safeStorage where available.
      audit: {
        store: auditStore,
        warn: (line) => options.log.warn(line),
      },
    },
    { lock, settings, vault, pinnedIdleMinutes: () => pinnedIdleMinutes, owner, idle },
    {
      clipboard: options.clipboard,
      onClipboardError: (error) => options.log.warn(`could not clear the clipboard: ${redact(error)}`),
      savePdf: options.savePdf,
      openExternal: options.openExternal,
    },
  );
  // Why not awaited here: restoring the demo profile's session starts the demo service, and the window
  // must be able to show that start; calls that need the session wait for it instead.
  const restored = workspace
    .restore()
    .then(() => undefined)
    .catch((error: unknown) => options.log.warn(`could not restore the session: ${redact(error)}`))
    // Why here: a restored session is a sign-in too; its copy opens before the first call that needs it.
    .then(async () => {
      await cacheStarted;
      await cache.follow(owner());
    })
    .catch((error: unknown) => options.log.warn(`could not open the local copy: ${redact(error)}`))
    // Why: an app quit while locked, whose session comes back, starts locked (electron/lock/lock-marker.ts).
    .then(async () => {
      const reason = await marker.read();
      if (reason && owner()) lock.engage(reason);
      else if (reason) marker.follow(null);
    });
  const independent = new Set([
    'app:info',
    'app:diagnostics',
    'settings:get',
    'settings:set',
    'demo:status',
    'demo:prepare',
    'app:setDirty',
    'update:state',
    'update:check',
    'update:install',
    'profiles:test',
    'lock:activity',
  ]);
  const dispatcher = createDispatcher({
    operations,
    language: () => settings.language(),
    journal,
    log: options.log,
    ready: async (channel) => {
      if (!independent.has(channel)) await restored;
    },
    // Why main refuses while locked, and holds back answers of calls begun before: the page's screens would fetch
    // the operator's data again under the lock, and a script in the page could change what protects it.
    gate: lockGate(lock, () => settings.language()),
  });
  return {
    dispatcher,
    hub,
    workspace,
    demo,
    settings,
    lock,
    drafts: vault,
    async close() {
      // Why together: the quit is bounded (electron/shell/bounded-quit.ts); requests in flight are
      // aborted while the demo service closes its database.
      // The lock's marker is awaited too: a write still under way after close() would land in a data folder the
      // caller may be removing (a test's clean-up met ENOTEMPTY) or leave a quit without its marker.
      // The audit journals too: an entry's head is written after its answer (audit-journal.ts), and flush also
      // closes each journal's open file.
      idle.stop();
      probe.stop();
      await Promise.all([transport.close(), demo.stop(), marker.settled(), auditStore.flush(), cache.close()]);
    },
  };
}
