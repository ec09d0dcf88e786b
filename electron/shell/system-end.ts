import { quitBoundMs } from './bounded-quit.ts';

/** What closing at the system's end needs from Electron and the app. */
export interface SystemEndDeps {
  /** Electron's powerMonitor: `shutdown` (Linux and macOS), whose preventDefault asks the system for time. */
  monitor: { on(event: 'shutdown', listener: () => void): unknown };
  /** The main window: `session-end` (Windows). */
  window: { on(event: 'session-end', listener: () => void): unknown };
  /** Closes the demo database, the audit journals and requests in flight (the same close as a quit's). */
  close: () => Promise<void>;
  exit: (code: number) => void;
  log: { info(message: string): void; warn(message: string): void };
  boundMs?: number;
}

/**
 * Closes the app cleanly when the system shuts down or the user logs off, where no `before-quit` comes: Windows
 * sends none at log-off, restart or shutdown (https://www.electronjs.org/docs/latest/api/app#event-before-quit), only
 * the window's `session-end`, after which the session ends whatever the app does
 * (https://www.electronjs.org/docs/latest/api/base-window#event-session-end-windows), so closing starts at once.
 * On Linux and macOS powerMonitor's `shutdown` comes first; its preventDefault makes Electron delay the shutdown,
 * and the app must then exit as soon as it can (https://www.electronjs.org/docs/latest/api/power-monitor#event-shutdown-linux-macos).
 * Either way: close (bounded, as a quit is), then exit without asking anything (no dialog may hold a shutdown).
 */
export function closeAtSystemEnd(deps: SystemEndDeps): void {
  let ending = false;
  const end = (why: string): void => {
    if (ending) return;
    ending = true;
    deps.log.info(`${why}: closing before the system ends the app`);
    const deadline = setTimeout(() => {
      deps.log.warn(`${why}: closing took over ${deps.boundMs ?? quitBoundMs} ms; exiting now`);
      deps.exit(0);
    }, deps.boundMs ?? quitBoundMs);
    void deps
      .close()
      .catch((error: unknown) =>
        deps.log.warn(`${why}: closing failed: ${error instanceof Error ? error.name : 'error'}`),
      )
      .finally(() => {
        clearTimeout(deadline);
        deps.exit(0);
      });
  };
  // Why the event is read from the arguments: Electron's typings give this listener none, but Electron passes its
  // Event, whose preventDefault delays the shutdown (the documentation above).
  deps.monitor.on('shutdown', (...args: unknown[]) => {
    (args[0] as { preventDefault?: () => void } | undefined)?.preventDefault?.();
    end('system shutdown');
  });
  deps.window.on('session-end', () => end('session end'));
}
