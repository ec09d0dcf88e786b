import type { Language } from '../../shared/language.ts';
import { shellWords } from './shell-words.ts';

/** The part of a window the watch needs (Electron's BrowserWindow and its webContents). */
export interface WatchedWindow {
  isDestroyed(): boolean;
  webContents: {
    on(
      event: 'render-process-gone',
      listener: (event: unknown, details: { reason: string; exitCode: number }) => void,
    ): unknown;
    on(event: 'unresponsive' | 'responsive', listener: () => void): unknown;
    reload(): void;
    forcefullyCrashRenderer(): void;
  };
}

/** Asks the user a question with buttons (Electron's dialog.showMessageBox); answers the button's index. */
export type AskUser = (options: {
  type: 'warning' | 'error';
  message: string;
  detail: string;
  buttons: string[];
  defaultId: number;
  cancelId: number;
}) => Promise<number>;

/** Crashes within this window count as "again" (a page that crashes at every load must not loop). */
const crashWindowMs = 60_000;
/** Crashes within the window after which the user is asked instead of reloading by itself. */
const maxQuietReloads = 2;

/**
 * Never a silent blank window: a renderer that is gone is logged and reloaded (after repeated crashes
 * the user chooses: reload or close the app), and a page that stops answering is logged and the user
 * offered a reload. Drafts live in storage, so a reload loses no typing older than the draft delay.
 */
export function watchRenderer(
  window: WatchedWindow,
  deps: {
    ask: AskUser;
    quit: () => void;
    language: () => Language;
    log: { warn(message: string): void; error(message: string): void };
    now?: () => number;
  },
): void {
  const now = deps.now ?? Date.now;
  let crashes: number[] = [];
  let asking = false;
  const words = () => shellWords[deps.language()];

  window.webContents.on('render-process-gone', (_event, details) => {
    deps.log.error(`renderer gone: ${details.reason} (exit code ${details.exitCode})`);
    // Why: a clean exit is the window closing; nothing to recover.
    if (details.reason === 'clean-exit' || window.isDestroyed()) return;
    crashes = [...crashes.filter((at) => now() - at < crashWindowMs), now()];
    if (crashes.length <= maxQuietReloads) {
      window.webContents.reload();
      return;
    }
    if (asking) return;
    asking = true;
    const w = words();
    void deps
      .ask({
        type: 'error',
        message: w.crashedAgain,
        detail: w.crashedAgainDetail,
        buttons: [w.reload, w.quit],
        defaultId: 0,
        cancelId: 1,
      })
      .then((answer) => {
        asking = false;
        if (window.isDestroyed()) return;
        if (answer === 0) {
          crashes = [];
          window.webContents.reload();
        } else deps.quit();
      });
  });

  window.webContents.on('unresponsive', () => {
    deps.log.warn('renderer unresponsive');
    if (asking || window.isDestroyed()) return;
    asking = true;
    const w = words();
    void deps
      .ask({
        type: 'warning',
        message: w.unresponsive,
        detail: w.unresponsiveDetail,
        buttons: [w.reload, w.wait],
        defaultId: 0,
        cancelId: 1,
      })
      .then((answer) => {
        asking = false;
        if (answer !== 0 || window.isDestroyed()) return;
        deps.log.warn('renderer unresponsive: reloading at the user’s request');
        // Why crash, not reload: a hung renderer cannot run a reload; `render-process-gone` (killed)
        // follows, and its handler above loads the page in a fresh renderer.
        window.webContents.forcefullyCrashRenderer();
      });
  });
  window.webContents.on('responsive', () => deps.log.warn('renderer responsive again'));
}
