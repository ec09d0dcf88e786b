import type { AppUpdater, UpdateInfo } from 'electron-updater';
import type { Settings, UpdateStatus, UpdateView } from '../../shared/ipc/contract.ts';
import type { CoreLog } from '../core/create-desk-core.ts';
import { ProviderError } from '../provider/provider-error.ts';
import { feedBaseUrl, resolveUpdateConfig, type UpdateConfig } from './update-config.ts';
import { classifyUpdateError, plainNotes, shortUpdateMessage } from './update-error.ts';
import type { PolicyResult } from './update-policy.ts';
import type { InstallAnswer, UpdatePort } from './update-port.ts';

/** The update settings the controller reads. */
export type UpdateSettings = Pick<Settings, 'updateFeedUrl' | 'updateChannel'>;

/** What the controller works with; `updater` is electron-updater's updater with our HTTP executor. */
export interface UpdateControllerOptions {
  updater: AppUpdater;
  policy: PolicyResult;
  settings: () => Promise<UpdateSettings>;
  /** Sends the status to the page (`update:status`). */
  emit: (status: UpdateStatus) => void;
  log: CoreLog;
}

/**
 * Runs electron-updater by the app's rules: the feed and channel come from the settings unless IT's policy
 * pins them or turns updates off; updates download by themselves and install on quit or when the user
 * restarts; a restart is refused while the page has unsaved changes; a failing or lying feed is reported
 * and changes nothing (electron-updater checks every download's sha512 against the feed and deletes a
 * mismatch; downgrades are never allowed).
 */
export class UpdateController implements UpdatePort {
  readonly #updater: AppUpdater;
  readonly #policy: PolicyResult;
  readonly #settings: () => Promise<UpdateSettings>;
  readonly #emit: (status: UpdateStatus) => void;
  readonly #log: CoreLog;
  #config: UpdateConfig | undefined;
  #status: UpdateStatus = { state: 'idle' };
  #dirty = false;
  #downloaded: UpdateInfo | undefined;
  #checking: Promise<UpdateStatus> | undefined;
  #download: Promise<void> = Promise.resolve();

  constructor(options: UpdateControllerOptions) {
    this.#updater = options.updater;
    this.#policy = options.policy;
    this.#settings = options.settings;
    this.#emit = options.emit;
    this.#log = options.log;
    const updater = this.#updater;
    updater.autoDownload = true;
    updater.autoInstallOnAppQuit = true;
    updater.autoRunAppAfterInstall = true;
    updater.logger = { info: (message: unknown) => this.#log.info(`updater: ${String(message)}`), warn: (message: unknown) => this.#log.warn(`updater: ${String(message)}`), error: (message: unknown) => this.#log.warn(`updater: ${String(message)}`) };
    updater.on('checking-for-update', () => this.#set({ state: 'checking' }));
    updater.on('update-not-available', () => this.#set(this.#downloaded ? this.#downloadedStatus(this.#downloaded) : { state: 'not-available' }));
    updater.on('update-available', (info) => this.#set({ state: 'available', version: info.version, notes: plainNotes(info.releaseNotes) }));
    updater.on('download-progress', (progress) => this.#set({ ...this.#status, state: 'downloading', percent: Math.max(0, Math.min(100, Math.round(progress.percent))) }));
    updater.on('update-downloaded', (info) => {
      this.#downloaded = info;
      this.#set(this.#downloadedStatus(info));
    });
    updater.on('error', (error) => this.#fail(error));
    if (options.policy.kind === 'invalid') this.#log.warn(`update policy ${options.policy.source} is invalid (${options.policy.problem}): updates are off`);
  }

  /** Reads the settings and points the updater at the feed they and the policy give. */
  async configure(): Promise<UpdateConfig> {
    const config = resolveUpdateConfig(await this.#settings(), this.#policy);
    this.#config = config;
    if (config.enabled && config.feedUrl) {
      const url = feedBaseUrl(config.feedUrl);
      this.#updater.setFeedURL({ provider: 'generic', url, channel: config.channel === 'beta' ? 'beta' : 'latest' });
      this.#updater.channel = config.channel === 'beta' ? 'beta' : 'latest';
      // Why after the channel: setting a channel turns downgrades on in electron-updater; never here.
      this.#updater.allowDowngrade = false;
      this.#updater.allowPrerelease = config.channel === 'beta';
      // Why: a shared folder cannot answer the range requests a differential download needs.
      this.#updater.disableDifferentialDownload = url.startsWith('file:');
    }
    if (!this.#downloaded && !this.#busy()) this.#set(this.#idleStatus(config));
    return config;
  }

  /** The setup and status for the page. */
  async view(): Promise<Omit<UpdateView, 'currentVersion'>> {
    const config = this.#config ?? (await this.configure());
    return { managed: true, ...config, status: this.#status };
  }

  /** Checks the feed (once at a time); the download that follows goes on in the background. */
  async check(): Promise<UpdateStatus> {
    if (this.#checking) return this.#checking;
    if (this.#busy()) return this.#status;
    this.#checking = this.#runCheck().finally(() => (this.#checking = undefined));
    return this.#checking;
  }

  /** Resolves once the current check and download are over, with the status they left. */
  async settled(): Promise<UpdateStatus> {
    await this.#checking;
    await this.#download;
    return this.#status;
  }

  /** Restarts into the downloaded update, unless a form has unsaved changes. */
  async install(): Promise<InstallAnswer> {
    if (!this.#downloaded) return { restarting: false, reason: 'not-downloaded' };
    if (this.#dirty) return { restarting: false, reason: 'unsaved' };
    this.#log.info(`restarting to install ${this.#downloaded.version}`);
    this.#updater.quitAndInstall(false, true);
    return { restarting: true };
  }

  /** The page has (or no longer has) unsaved changes. */
  setDirty(dirty: boolean): void {
    this.#dirty = dirty;
  }

  /** Refuses a settings change of what the policy pins (the page shows those fields read-only). */
  async guardSettings(change: Partial<Settings>): Promise<void> {
    const config = this.#config ?? (await this.configure());
    const pinned = [...(config.feedPinned && change.updateFeedUrl !== undefined ? ['updateFeedUrl'] : []), ...(config.channelPinned && change.updateChannel !== undefined ? ['updateChannel'] : [])];
    if (pinned.length > 0) {
      throw new ProviderError('VALIDATION', 'set by the administrator', { fieldErrors: pinned.map((field) => ({ field, message: 'is set by the administrator' })) });
    }
  }

  async #runCheck(): Promise<UpdateStatus> {
    const config = await this.configure();
    if (!config.enabled || !config.feedUrl) return this.#status;
    try {
      const result = await this.#updater.checkForUpdates();
      if (!result) {
        this.#set({ state: 'error', code: 'other', message: 'the updater is not active in this build' });
      } else if (result.downloadPromise) {
        this.#download = result.downloadPromise.then(
          () => undefined,
          (error: unknown) => this.#fail(error),
        );
      } else if (!result.isUpdateAvailable && this.#status.state === 'checking') {
        this.#set({ state: 'not-available' });
      }
    } catch (error) {
      this.#fail(error);
    }
    return this.#status;
  }

  #busy(): boolean {
    return this.#status.state === 'checking' || this.#status.state === 'downloading' || (this.#status.state === 'available' && this.#checking !== undefined);
  }

  #idleStatus(config: UpdateConfig): UpdateStatus {
    if (!config.enabled) return { state: 'disabled' };
    if (!config.feedUrl) return { state: 'unconfigured' };
    return this.#status.state === 'disabled' || this.#status.state === 'unconfigured' ? { state: 'idle' } : this.#status;
  }

  #downloadedStatus(info: UpdateInfo): UpdateStatus {
    return { state: 'downloaded', version: info.version, notes: plainNotes(info.releaseNotes) };
  }

  #fail(error: unknown): void {
    const code = classifyUpdateError(error);
    const message = shortUpdateMessage(error);
    if (this.#status.state === 'error' && this.#status.message === message) return;
    this.#log.warn(`update failed (${code}): ${message}`);
    this.#set({ state: 'error', code, message });
  }

  #set(status: UpdateStatus): void {
    this.#status = status;
    this.#emit(status);
  }
}
