/** The part of Electron's powerMonitor the system lock needs. */
export interface SystemLockMonitor {
  on(event: 'lock-screen' | 'suspend', listener: () => void): unknown;
  getSystemIdleState(idleThreshold: number): 'active' | 'idle' | 'locked' | 'unknown';
}

/** How often the screen's lock is asked for where no event tells it (Linux). */
export const systemLockPollMs = 2_000;

/**
 * Locks the app when the operating system locks the screen or sleeps. Electron emits `lock-screen` on macOS and
 * Windows only (https://www.electronjs.org/docs/latest/api/power-monitor#event-lock-screen-macos-windows), so on
 * Linux main asks `getSystemIdleState` every few seconds and locks when it turns `locked` (Chromium reads the
 * desktop's screensaver service; where the desktop tells nothing, the answer stays `active` or `idle`, and the
 * app's own idle timer is what locks it). `suspend` is emitted everywhere. Answers a function that stops the poll.
 */
export function watchSystemLock(
  monitor: SystemLockMonitor,
  platform: NodeJS.Platform,
  engage: () => void,
  everyMs = systemLockPollMs,
): () => void {
  monitor.on('lock-screen', engage);
  monitor.on('suspend', engage);
  if (platform !== 'linux') return () => undefined;
  let wasLocked = false;
  const timer = setInterval(() => {
    // Why on the change only: the screen stays locked for many polls, and each engage would tell the page again.
    const locked = monitor.getSystemIdleState(60) === 'locked';
    if (locked && !wasLocked) engage();
    wasLocked = locked;
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
