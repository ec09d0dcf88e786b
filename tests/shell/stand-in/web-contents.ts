// Stand-in for Electron's WebContents (https://www.electronjs.org/docs/latest/api/web-contents): one
// Chromium page per window, the preload run before the page's scripts, the app's privileged scheme
// served by its protocol handler, navigation and window-open rules asked of the app, permissions
// mapped to Chromium's, and a renderer crash reported and recovered by reload as in Electron.
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import type { CDPSession, Page, Route } from 'playwright-core';
import { preventable } from './app.ts';
import { chromiumContext } from './chromium-host.ts';
import { report } from './control.ts';
import { ipcMain } from './ipc-main.ts';
import { bridgeNames, preloadScript } from './preload-runtime.ts';
import { protocolState } from './protocol.ts';
import { toAppUrl, toChromiumUrl } from './scheme-map.ts';
import { session, type StandInSession } from './session.ts';
import { cloneForIpc } from './structured-clone.ts';
import { frameOf, type StandInWebFrame } from './web-frame.ts';

// Electron permission names and the Chromium permission each governs (the ones a page of ours could ask for).
const permissionMap: [string, string][] = [
  ['clipboard-sanitized-write', 'clipboard-write'],
  ['clipboard-read', 'clipboard-read'],
  ['notifications', 'notifications'],
  ['geolocation', 'geolocation'],
];

/** How long the page may not answer before `unresponsive` (Electron waits for Chromium's hang monitor). */
const hangMs = Number(process.env.STAND_IN_HANG_MS ?? 5_000);

type OpenHandler = (details: { url: string; frameName: string; features: string; disposition: string }) => {
  action: 'allow' | 'deny';
};

let nextId = 1;

/** The stand-in WebContents of one window. */
export class StandInWebContents extends EventEmitter {
  readonly id = nextId++;
  readonly session: StandInSession = session.defaultSession;
  readonly #preload: string | undefined;
  #page: Promise<Page>;
  #url = '';
  #crashed = false;
  #destroyed = false;
  #ownNavigation = false;
  #unresponsive = false;
  #heartbeat: NodeJS.Timeout | undefined;
  #permissionSession: CDPSession | undefined;
  #openHandler: OpenHandler | undefined;

  constructor(preload: string | undefined) {
    super();
    this.#preload = preload;
    this.#page = this.#openPage();
  }

  async #openPage(): Promise<Page> {
    const page = await chromiumContext().newPage();
    this.#mainFrameNow = frameOf(page.mainFrame());
    const eventFor = (frame: Parameters<typeof frameOf>[0]) => ({
      sender: this,
      senderFrame: frameOf(frame),
      processId: 1,
      frameId: 1,
    });
    await page.exposeBinding(bridgeNames.invoke, async ({ frame }, channel: string, args: unknown[]) =>
      ipcMain.invoke(channel, eventFor(frame), args),
    );
    await page.exposeBinding(bridgeNames.send, ({ frame }, channel: string, args: unknown[]) => {
      ipcMain.emit(
        channel,
        {
          ...eventFor(frame),
          returnValue: undefined,
          reply: (name: string, ...rest: unknown[]) => this.send(name, ...rest),
        },
        ...args,
      );
    });
    await page.exposeBinding(bridgeNames.windowOpen, (_source, url: string, frameName: string, features: string) => {
      this.#windowOpen({ url: toAppUrl(url), frameName, features, disposition: 'new-window' });
    });
    if (this.#preload) await page.addInitScript({ content: preloadScript(readFileSync(this.#preload, 'utf8')) });
    await page.route('**/*', (route) => this.#route(page, route));
    page.on('crash', () => {
      this.#crashed = true;
      report({ type: 'app', event: 'render-process-gone', detail: this.id });
      this.emit('render-process-gone', preventable(), { reason: 'crashed', exitCode: 139 });
    });
    page.on('domcontentloaded', () => this.emit('dom-ready', {}));
    page.on('load', () => this.emit('did-finish-load', {}));
    page.on('console', (message) => this.emit('console-message', { level: message.type(), message: message.text() }));
    page.on('popup', (popup) => {
      this.#popup(popup).catch((error: unknown) =>
        report({ type: 'log', line: `stand-in: a popup could not be judged: ${String(error)}` }),
      );
    });
    this.#startHeartbeat(page);
    return page;
  }

  // Electron asks the app before any navigation the page starts itself (not loadURL or reload).
  async #route(page: Page, route: Route): Promise<void> {
    const request = route.request();
    const appUrl = toAppUrl(request.url());
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      if (this.#ownNavigation) this.#ownNavigation = false;
      else {
        const event = preventable();
        this.emit('will-navigate', event, appUrl);
        if (event.defaultPrevented) return route.abort('aborted');
      }
    }
    const scheme = new URL(appUrl).protocol.slice(0, -1);
    const handler = protocolState.handlers.get(scheme);
    if (appUrl === request.url() || !handler) return route.continue();
    try {
      const response = await handler(new Request(appUrl, { method: request.method(), headers: request.headers() }));
      const body = Buffer.from(await response.arrayBuffer());
      await route.fulfill({ status: response.status, headers: Object.fromEntries(response.headers), body });
    } catch {
      await route.abort('failed');
    }
  }

  async #popup(popup: Page): Promise<void> {
    // Why the navigation history: a popup may already show Chromium's error page (no network here) by the
    // time it is seen; its history still holds the address the page asked for, which Electron's handler gets.
    const history = await popup
      .context()
      .newCDPSession(popup)
      .then(async (cdp) => {
        const entries = await cdp.send('Page.getNavigationHistory');
        await cdp.detach().catch(() => undefined);
        return entries;
      })
      .catch(() => undefined);
    const target = history?.entries[history.currentIndex]?.url ?? popup.url();
    const decision = this.#windowOpen({
      url: toAppUrl(target),
      frameName: '',
      features: '',
      disposition: 'new-window',
    });
    if (decision.action === 'deny') await popup.close();
  }

  /** Asks the app's window-open handler (Electron: setWindowOpenHandler) about a window the page wants. */
  #windowOpen(details: { url: string; frameName: string; features: string; disposition: string }): {
    action: 'allow' | 'deny';
  } {
    const decision = this.#openHandler?.(details) ?? { action: 'allow' };
    report({ type: 'app', event: 'window-open', detail: { url: details.url, action: decision.action } });
    return decision;
  }

  // Why a heartbeat: Chromium tells Electron of a hung renderer; here the host asks the page itself.
  #startHeartbeat(page: Page): void {
    clearInterval(this.#heartbeat);
    this.#heartbeat = setInterval(() => {
      if (this.#crashed || page.isClosed()) return;
      let answered = false;
      void page.evaluate('1').then(
        () => {
          answered = true;
          if (this.#unresponsive) {
            this.#unresponsive = false;
            this.emit('responsive');
          }
        },
        () => undefined,
      );
      setTimeout(() => {
        if (!answered && !this.#unresponsive && !page.isClosed() && !this.#crashed) {
          this.#unresponsive = true;
          report({ type: 'app', event: 'unresponsive', detail: this.id });
          this.emit('unresponsive');
        }
      }, hangMs).unref();
    }, 1_000);
    this.#heartbeat.unref();
  }

  /** The Chromium page (for the host and its windows). */
  page(): Promise<Page> {
    return this.#page;
  }

  /** Applies the session's permission decisions to the page, as Chromium would ask Electron. */
  async applyPermissions(): Promise<void> {
    const page = await this.#page;
    // Why kept open: Chromium drops a DevTools session's permission overrides when the session detaches.
    this.#permissionSession ??= await page.context().newCDPSession(page);
    const cdp = this.#permissionSession;
    const origin = new URL(toChromiumUrl(this.#url || 'app://desk/', protocolState.privileged)).origin;
    const appOrigin = (() => {
      const url = new URL(toAppUrl(origin + '/'));
      return `${url.protocol}//${url.host}`;
    })();
    for (const [electronName, chromiumName] of permissionMap) {
      const allowed = await this.session.allows(this, electronName, appOrigin);
      await cdp.send('Browser.setPermission', {
        permission: { name: chromiumName },
        setting: allowed ? 'granted' : 'denied',
        origin,
      });
    }
  }

  async loadURL(url: string): Promise<void> {
    this.#url = url;
    const page = await this.#page;
    await this.applyPermissions();
    this.#ownNavigation = true;
    try {
      await page.goto(toChromiumUrl(url, protocolState.privileged), { waitUntil: 'load', timeout: 60_000 });
    } catch (error) {
      // Electron rejects loadURL with the failure's text (did-fail-load).
      throw new Error(`ERR_FAILED (-2) loading '${url}'`, { cause: error });
    }
  }

  getURL(): string {
    return this.#url;
  }

  /** Electron reloads a crashed renderer in a new renderer process: here a new page in the same window. */
  reload(): void {
    report({ type: 'window', event: 'reloaded', id: this.id });
    if (this.#crashed) {
      const old = this.#page;
      this.#crashed = false;
      this.#permissionSession = undefined;
      this.#page = this.#openPage();
      void old.then((page) => page.close().catch(() => undefined));
      void this.loadURL(this.#url).catch(() => undefined);
      return;
    }
    void this.#page.then((page) => {
      this.#ownNavigation = true;
      return page.reload().catch(() => undefined);
    });
  }

  /** Electron: kills the renderer (a hung one too); `render-process-gone` follows. */
  forcefullyCrashRenderer(): void {
    void this.#page.then(async (page) => {
      this.#crashed = true;
      await page.close({ runBeforeUnload: false }).catch(() => undefined);
      this.emit('render-process-gone', preventable(), { reason: 'killed', exitCode: 9 });
    });
  }

  isCrashed(): boolean {
    return this.#crashed;
  }

  get mainFrame(): StandInWebFrame | undefined {
    return this.#mainFrameNow;
  }
  #mainFrameNow: StandInWebFrame | undefined;

  /**
   * Electron's webContents.send: a message to the page's ipcRenderer listeners. The values are copied at
   * once by structured clone, so one that cannot cross throws here, in main, as in Electron; a listener
   * that throws is an uncaught error of the page (preload-runtime.ts). Only a page that is gone drops it.
   */
  send(channel: string, ...args: unknown[]): void {
    if (this.#destroyed) throw new Error('Object has been destroyed');
    const values = cloneForIpc(args);
    void this.#page.then((page) =>
      page
        .evaluate(
          ([name, channelName, copied]) =>
            (window as unknown as Record<string, (c: string, a: unknown[]) => void>)[name]?.(channelName, copied),
          [bridgeNames.deliver, channel, values] as const,
        )
        .catch((error: unknown) => {
          if (!page.isClosed() && !this.#destroyed)
            report({ type: 'log', line: `stand-in: webContents.send('${channel}') failed: ${String(error)}` });
        }),
    );
  }

  setWindowOpenHandler(handler: OpenHandler): void {
    this.#openHandler = handler;
  }

  openDevTools(): void {
    report({ type: 'app', event: 'open-devtools', detail: this.id });
  }

  isDestroyed(): boolean {
    return this.#destroyed;
  }

  /** Closes the page (the window was destroyed). */
  destroy(): void {
    this.#destroyed = true;
    clearInterval(this.#heartbeat);
    void this.#page.then((page) => page.close().catch(() => undefined));
    this.emit('destroyed');
  }
}
