// Stand-in for Electron's BrowserWindow (https://www.electronjs.org/docs/latest/api/browser-window):
// a Chromium page with the window's state (shown, focused, minimised, maximised, bounds) kept here,
// since a headless Chromium has no window manager. Closing follows Electron: `close` (preventable),
// then `closed`, then the app hears that the last window went.
import { EventEmitter } from 'node:events';
import { app, openWindows, preventable } from './app.ts';
import { report } from './control.ts';
import { StandInWebContents } from './web-contents.ts';

interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface WindowOptions {
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  show?: boolean;
  title?: string;
  webPreferences?: { preload?: string; sandbox?: boolean; contextIsolation?: boolean; nodeIntegration?: boolean };
}

let nextId = 1;
const all = new Set<BrowserWindow>();

/** The stand-in BrowserWindow. */
export class BrowserWindow extends EventEmitter {
  readonly id = nextId++;
  readonly webContents: StandInWebContents;
  /** The options the app gave (a test checks the security preferences). */
  readonly options: WindowOptions;
  #bounds: Bounds;
  #visible = false;
  #focused = false;
  #minimized = false;
  #maximized = false;
  #destroyed = false;
  #title: string;

  static getAllWindows(): BrowserWindow[] {
    return [...all];
  }
  static fromWebContents(contents: unknown): BrowserWindow | null {
    return [...all].find((window) => window.webContents === contents) ?? null;
  }
  static getFocusedWindow(): BrowserWindow | null {
    return [...all].find((window) => window.#focused) ?? null;
  }

  constructor(options: WindowOptions = {}) {
    super();
    if (!app.isReady()) throw new Error('Cannot create BrowserWindow before app is ready');
    this.options = options;
    this.#bounds = { x: options.x ?? 0, y: options.y ?? 0, width: options.width ?? 800, height: options.height ?? 600 };
    this.#title = options.title ?? app.getName();
    this.webContents = new StandInWebContents(options.webPreferences?.preload);
    // Why: headless Chromium has no window frame; the page gets the window's size as its viewport.
    void this.webContents
      .page()
      .then((page) => page.setViewportSize({ width: this.#bounds.width, height: this.#bounds.height }));
    all.add(this);
    openWindows.add(this);
    app.emit('web-contents-created', preventable(), this.webContents);
    app.emit('browser-window-created', preventable(), this);
    report({ type: 'window', event: 'created', id: this.id });
    this.webContents.once('dom-ready', () => {
      report({ type: 'window', event: 'ready-to-show', id: this.id });
      this.emit('ready-to-show');
    });
    if (options.show !== false) this.show();
  }

  show(): void {
    this.#visible = true;
    this.#minimized = false;
    this.focus();
    report({ type: 'window', event: 'shown', id: this.id });
    this.emit('show');
  }
  hide(): void {
    this.#visible = false;
    this.emit('hide');
  }
  isVisible(): boolean {
    return this.#visible;
  }
  focus(): void {
    this.#focused = true;
    report({ type: 'window', event: 'focused', id: this.id });
    this.emit('focus');
  }
  isFocused(): boolean {
    return this.#focused;
  }
  minimize(): void {
    this.#minimized = true;
    this.#focused = false;
    this.emit('minimize');
  }
  isMinimized(): boolean {
    return this.#minimized;
  }
  restore(): void {
    this.#minimized = false;
    this.emit('restore');
  }
  /**
   * Electron: "This will also show (but not focus) the window if it isn't being displayed already"
   * (https://www.electronjs.org/docs/latest/api/browser-window#winmaximize).
   */
  maximize(): void {
    this.#maximized = true;
    report({ type: 'window', event: 'maximized', id: this.id });
    if (!this.#visible) {
      this.#visible = true;
      report({ type: 'window', event: 'shown', id: this.id });
      this.emit('show');
    }
    this.emit('maximize');
  }
  unmaximize(): void {
    this.#maximized = false;
  }
  isMaximized(): boolean {
    return this.#maximized;
  }
  getBounds(): Bounds {
    return { ...this.#bounds };
  }
  getNormalBounds(): Bounds {
    return { ...this.#bounds };
  }
  setBounds(bounds: Partial<Bounds>): void {
    this.#bounds = { ...this.#bounds, ...bounds };
  }
  setTitle(title: string): void {
    this.#title = title;
  }
  getTitle(): string {
    return this.#title;
  }
  loadURL(url: string): Promise<void> {
    return this.webContents.loadURL(url);
  }
  reload(): void {
    this.webContents.reload();
  }
  isDestroyed(): boolean {
    return this.#destroyed;
  }

  /** Electron: `close` may be prevented by the app; otherwise the window is destroyed. */
  close(): void {
    if (this.#destroyed) return;
    const event = preventable();
    this.emit('close', event);
    if (event.defaultPrevented) return;
    this.destroy();
  }

  /** Electron: destroys without `close`; `closed` follows. */
  destroy(): void {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.webContents.destroy();
    all.delete(this);
    openWindows.delete(this);
    this.emit('closed');
    report({ type: 'window', event: 'closed', id: this.id });
    if (openWindows.size === 0) app.lastWindowClosed();
  }
}
