// Stand-in for Electron's `app` (https://www.electronjs.org/docs/latest/api/app): the lifecycle the
// shell relies on, with Electron's order of events on quit and exit.
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { report } from './control.ts';
import { hostConfig } from './host-config.ts';
import { singleInstance } from './single-instance.ts';

/** Things that must happen before the process ends (Chromium closed, utility processes ended). */
const exitTasks: (() => Promise<void>)[] = [];
/** Windows, as the app module needs them for quit (filled by browser-window.ts). */
export const openWindows = new Set<{ close(): void; isDestroyed(): boolean; destroy(): void }>();

const pkg = JSON.parse(readFileSync(join(hostConfig.appDir, 'package.json'), 'utf8')) as {
  name: string;
  productName?: string;
  version: string;
};

/** The stand-in `app`. */
class StandInApp extends EventEmitter {
  /** Electron: true when the app runs from its packaged executable (the stand-in's packed mode). */
  readonly isPackaged = hostConfig.packedDir !== '';
  /** Chromium's switches: the test's user data folder is `--user-data-dir` (Electron then keeps userData there). */
  readonly commandLine = {
    appendSwitch: () => undefined,
    hasSwitch: (name: string) => name === 'user-data-dir' && hostConfig.userData !== '',
    getSwitchValue: (name: string) => (name === 'user-data-dir' ? hostConfig.userData : ''),
  };
  #ready = false;
  #readyPromise: Promise<void>;
  #resolveReady!: () => void;
  #quitting = false;
  #exiting = false;
  #exitRequested = false;
  readonly #paths = new Map<string, string>();
  appUserModelId: string | undefined;

  constructor() {
    super();
    this.#readyPromise = new Promise((resolve) => (this.#resolveReady = resolve));
    this.#paths.set('userData', hostConfig.userData || join(homedir(), '.config', pkg.productName ?? pkg.name));
    this.#paths.set('logs', join(this.#paths.get('userData') ?? '', 'logs'));
    this.#paths.set('temp', tmpdir());
    this.#paths.set('home', homedir());
    this.#paths.set('appData', join(homedir(), '.config'));
    this.#paths.set('exe', hostConfig.packedDir ? join(hostConfig.packedDir, pkg.name) : process.execPath);
  }

  /** Marks Electron ready (called by the host after the main script's first turn, as Electron does). */
  markReady(): void {
    this.#ready = true;
    this.#resolveReady();
    this.emit('ready', {}, {});
    report({ type: 'app', event: 'ready' });
  }

  /** Adds work the host does before the process ends. */
  onExitTask(task: () => Promise<void>): void {
    exitTasks.push(task);
  }

  whenReady(): Promise<void> {
    return this.#readyPromise;
  }
  isReady(): boolean {
    return this.#ready;
  }
  getAppPath(): string {
    return hostConfig.appDir;
  }
  getVersion(): string {
    return pkg.version;
  }
  getName(): string {
    return pkg.productName ?? pkg.name;
  }
  getLocale(): string {
    return 'pt-BR';
  }
  getPath(name: string): string {
    const path = this.#paths.get(name);
    // Electron throws for an unknown name ("Failed to get 'x' path").
    if (!path) throw new Error(`Failed to get '${name}' path`);
    return path;
  }
  setPath(name: string, path: string): void {
    this.#paths.set(name, path);
  }
  setAppUserModelId(id: string): void {
    this.appUserModelId = id;
    report({ type: 'app', event: 'set-app-user-model-id', detail: id });
  }
  focus(): void {
    report({ type: 'app', event: 'focus' });
  }

  /** Electron: the first instance gets true and hears `second-instance`; a later one gets false. */
  requestSingleInstanceLock(additionalData?: unknown): boolean {
    const got = singleInstance.request(this.#paths.get('userData') ?? '', additionalData, (argv, cwd, data) =>
      this.emit('second-instance', {}, argv, cwd, data),
    );
    report({ type: 'app', event: 'single-instance-lock', detail: got });
    return got;
  }
  hasSingleInstanceLock(): boolean {
    return singleInstance.held();
  }
  releaseSingleInstanceLock(): void {
    singleInstance.release();
  }

  /**
   * Electron's quit: `before-quit` (preventable), then every window is asked to close (each may refuse),
   * then `will-quit` (preventable), then `quit` and the process ends with code 0.
   * https://www.electronjs.org/docs/latest/api/app#appquit
   */
  quit(): void {
    if (this.#exiting || this.#quitting) return;
    const event = preventable();
    this.emit('before-quit', event);
    report({ type: 'app', event: 'before-quit', detail: { prevented: event.defaultPrevented } });
    if (event.defaultPrevented) return;
    this.#quitting = true;
    if (openWindows.size === 0) {
      this.#finishQuit();
      return;
    }
    // The last window to close calls lastWindowClosed, which finishes the quit.
    for (const window of [...openWindows]) window.close();
    if (openWindows.size > 0) this.#quitting = false;
  }

  /** Whether the app is ending (the host then starts nothing more). */
  isExiting(): boolean {
    return this.#exiting;
  }

  /** Whether a quit is under way (the windows' closing is part of it). */
  isQuitting(): boolean {
    return this.#quitting;
  }

  #finishQuit(): void {
    this.#quitting = false;
    const willQuit = preventable();
    this.emit('will-quit', willQuit);
    if (willQuit.defaultPrevented) return;
    this.emit('quit', {}, 0);
    void this.#end(0);
  }

  /** Electron's exit: windows close at once without asking; neither `before-quit` nor `will-quit` is emitted. */
  exit(code = 0): void {
    if (this.#exiting) return;
    // Why marked first: Electron's exit sets the browser exiting before it destroys the windows, so their going
    // brings no window-all-closed (and so no quit, no before-quit): "the before-quit and will-quit events will not
    // be emitted" (https://www.electronjs.org/docs/latest/api/app#appexitexitcode).
    this.#exitRequested = true;
    for (const window of [...openWindows]) window.destroy();
    void this.#end(code);
  }

  /** Called by the windows when the last one closed: Electron quits unless the app listens to `window-all-closed`. */
  lastWindowClosed(): void {
    if (this.#exitRequested) return;
    if (this.#quitting) {
      this.#finishQuit();
      return;
    }
    if (this.listenerCount('window-all-closed') > 0) this.emit('window-all-closed');
    else this.quit();
  }

  async #end(code: number): Promise<void> {
    if (this.#exiting) return;
    this.#exiting = true;
    report({ type: 'app', event: 'exit', detail: code });
    await Promise.allSettled(exitTasks.map((task) => task()));
    singleInstance.release();
    process.exit(code);
  }
}

/** An event object with Electron's preventDefault. */
export function preventable(): { defaultPrevented: boolean; preventDefault(): void } {
  const event = {
    defaultPrevented: false,
    preventDefault() {
      event.defaultPrevented = true;
    },
  };
  return event;
}

/** The one `app` of this host. */
export const app = new StandInApp();
