import type { AppUpdater, UpdateInfo } from 'electron-updater';
import {
  feedUrlProblem,
  feedUrlProblemMessages,
  type Settings,
  type UpdateStatus,
  type UpdateView,
} from '../../shared/ipc/contract.ts';
import type { CoreLog } from '../core/create-desk-core.ts';
import { ProviderError } from '../provider/provider-error.ts';
import { oneQuestionAtATime, refuseFeedChanges, type ConfirmFeed } from './feed-confirmation.ts';
import type { ManualPackage } from './install-mode.ts';
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
  /** Asks the person at the keyboard to confirm a new feed (main's own dialog); default: every change is refused. */
  confirmFeed?: ConfirmFeed;
  /** A system package (deb) the package manager installs: the controller only says a version is available, and where. */
  manualPackage?: ManualPackage | undefined;
}

/**
 * Runs electron-updater by the app's rules: the feed and channel come from the settings unless IT's policy
 * pins them or turns updates off; updates download by themselves and install on quit or when the user
 * restarts; a restart is refused while the page has unsaved changes; a failing or lying feed is reported
 * and changes nothing (only channel files signed by the project are read, see feed-executor.ts;
 * electron-updater checks every download's sha512 against the signed file and deletes a mismatch;
 * downgrades are never allowed). Only main's own confirmation lets the page change the feed, and a
 * system package (deb) is never downloaded or installed: the page is told where to get it.
 */
export class UpdateController implements UpdatePort {
  readonly #updater: AppUpdater;
  readonly #policy: PolicyResult;
  readonly #settings: () => Promise<UpdateSettings>;
  readonly #emit: (status: UpdateStatus) => void;
  readonly #log: CoreLog;
  readonly #confirmFeed: ConfirmFeed;
  readonly #manualPackage: ManualPackage | undefined;
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
    this.#confirmFeed = oneQuestionAtATime(options.confirmFeed ?? refuseFeedChanges);
    this.#manualPackage = options.manualPackage;
    const updater = this.#updater;
    // Why off for a system package: DebUpdater would install it at quit through pkexec/sudo (a root
    // password prompt nobody asked for, or a silent root install where sudo needs none).
    updater.autoDownload = !this.#manualPackage;
    updater.autoInstallOnAppQuit = !this.#manualPackage;
    updater.autoRunAppAfterInstall = true;
    updater.logger = {
      info: (message: unknown) => this.#log.info(`updater: ${String(message)}`),
      warn: (message: unknown) => this.#log.warn(`updater: ${String(message)}`),
      error: (message: unknown) => this.#log.warn(`updater: ${String(message)}`),
    };
    updater.on('checking-for-update', () => this.#set({ state: 'checking' }));
    updater.on('update-not-available', (info) =>
      this.#set(this.#downloaded ? this.#downloadedStatus(this.#downloaded) : this.#notAvailableStatus(info)),
    );
    updater.on('update-available', (info) =>
      this.#set({
        state: 'available',
        version: info.version,
        notes: plainNotes(info.releaseNotes),
        ...this.#manualUrl(info),
      }),
    );
    updater.on('download-progress', (progress) =>
      this.#set({
        ...this.#status,
        state: 'downloading',
        percent: Math.max(0, Math.min(100, Math.round(progress.percent))),
      }),
    );
    updater.on('update-downloaded', (info) => {
      this.#downloaded = info;
      this.#set(this.#downloadedStatus(info));
    });
    updater.on('error', (error) => this.#fail(error));
    if (options.policy.kind === 'invalid')
      this.#log.warn(`update policy ${options.policy.source} is invalid (${options.policy.problem}): updates are off`);
  }

  /** Reads the settings and points the updater at the feed they and the policy give. */
  async configure(): Promise<UpdateConfig> {
    const config = resolveUpdateConfig(await this.#settings(), this.#policy);
    this.#config = config;
    if (config.enabled && config.feedUrl && !feedUrlProblem(config.feedUrl)) {
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
    return { managed: true, ...config, manualInstall: this.#manualPackage !== undefined, status: this.#status };
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
    if (this.#manualPackage) return { restarting: false, reason: 'manual' };
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

  /**
   * Refuses a settings change of what the policy pins (the page shows those fields read-only), and a new
   * feed the person at the keyboard did not confirm in main's own dialog. Why ask here: settings:set comes
   * from the page, and any script in the page can call it; the feed decides what code this app runs next.
   */
  async guardSettings(change: Partial<Settings>): Promise<void> {
    const config = this.#config ?? (await this.configure());
    const pinned = [
      ...(config.feedPinned && change.updateFeedUrl !== undefined ? ['updateFeedUrl'] : []),
      ...(config.channelPinned && change.updateChannel !== undefined ? ['updateChannel'] : []),
    ];
    if (pinned.length > 0) {
      throw new ProviderError('VALIDATION', 'set by the administrator', {
        fieldErrors: pinned.map((field) => ({ field, message: 'is set by the administrator' })),
      });
    }
    if (change.updateFeedUrl === undefined || change.updateFeedUrl === ((await this.#settings()).updateFeedUrl ?? ''))
      return;
    if (!(await this.#confirmFeed(change.updateFeedUrl))) {
      this.#log.info('a change of the update address was not confirmed');
      throw new ProviderError('CANCELLED', 'the new update address was not confirmed in the app’s dialog', {
        fieldErrors: [{ field: 'updateFeedUrl', message: 'was not confirmed' }],
      });
    }
    this.#log.info('the update address was changed, confirmed by the user');
  }

  async #runCheck(): Promise<UpdateStatus> {
    const config = await this.configure();
    if (!config.enabled || !config.feedUrl || feedUrlProblem(config.feedUrl)) return this.#status;
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
    return (
      this.#status.state === 'checking' ||
      this.#status.state === 'downloading' ||
      (this.#status.state === 'available' && this.#checking !== undefined)
    );
  }

  #idleStatus(config: UpdateConfig): UpdateStatus {
    if (!config.enabled) return { state: 'disabled' };
    if (!config.feedUrl) return { state: 'unconfigured' };
    const problem = feedUrlProblem(config.feedUrl);
    // Why a kept address can be refused: an older version accepted http:// to the LAN; it is never used now.
    if (problem)
      return { state: 'error', code: 'feed-refused', message: `the update address ${feedUrlProblemMessages[problem]}` };
    return this.#status.state === 'disabled' ||
      this.#status.state === 'unconfigured' ||
      this.#status.code === 'feed-refused'
      ? { state: 'idle' }
      : this.#status;
  }

  /** Up to date, or (with the version) a feed that offers an older one, which is never installed. */
  #notAvailableStatus(info: UpdateInfo | undefined): UpdateStatus {
    // Why the cast: currentVersion is semver's SemVer, whose types this project does not install.
    const current = this.#updater.currentVersion as unknown as { compare(other: string): number };
    const older = info?.version !== undefined && current.compare(info.version) > 0;
    return older ? { state: 'not-available', code: 'downgrade', version: info.version } : { state: 'not-available' };
  }

  /** For a system package: the address of the package in the (signed) channel file, else the feed's. */
  #manualUrl(info: UpdateInfo): Pick<UpdateStatus, 'manualUrl'> {
    const feed = this.#config?.feedUrl;
    if (!this.#manualPackage || !feed) return {};
    const file = info.files.find((entry) => entry.url.toLowerCase().endsWith(`.${this.#manualPackage ?? ''}`));
    const base = feedBaseUrl(feed);
    return { manualUrl: file && URL.canParse(file.url, base) ? new URL(file.url, base).href : base };
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
