// The operating system's events, as Electron 45 delivers them, on the platform the host models (`STAND_IN_PLATFORM`,
// the real one by default). What is modelled, from Electron's documentation (electron.d.ts of 45 says the same):
// - powerMonitor `lock-screen` and `unlock-screen`: macOS and Windows only
//   (https://www.electronjs.org/docs/latest/api/power-monitor#event-lock-screen-macos-windows). On Linux nothing is
//   emitted; the screen's lock shows only in `getSystemIdleState()` answering `locked` (`locked` "is available on
//   supported systems only": https://www.electronjs.org/docs/latest/api/power-monitor#powermonitorgetsystemidlestateidlethreshold).
// - powerMonitor `suspend` and `resume`: every platform.
// - powerMonitor `shutdown`: Linux and macOS only; "If the event handler invokes e.preventDefault(), Electron will
//   attempt to delay system shutdown in order for the app to exit cleanly … the app should exit as soon as possible"
//   (https://www.electronjs.org/docs/latest/api/power-monitor#event-shutdown-linux-macos). Modelled: prevented, the
//   system waits for the app's exit up to systemd-logind's InhibitDelayMaxSec (5 s by default), then ends it; not
//   prevented, the system ends the process at once.
// - BrowserWindow `session-end`: Windows only, emitted on each window when the session ends by shutdown, restart or
//   log-off; "Once this event fires, there is no way to prevent the session from ending"
//   (https://www.electronjs.org/docs/latest/api/base-window#event-session-end-windows). No `before-quit` follows
//   (https://www.electronjs.org/docs/latest/api/app#event-before-quit: "on Windows, this event will not be emitted if
//   the app is closed due to a shutdown/restart of the system or a user logout"). Modelled: Windows ends the process
//   5 s later (its default WaitToKillAppTimeout), whatever the app is doing.
// Where the model cannot be faithful: a real system may end the process sooner (Windows gives no promise after
// `session-end`) and ends every process of the session at once; here only the app's process and its utility
// processes end, killed, and the test sees it as the process exiting with no code.
import { preventable } from './app.ts';
import { BrowserWindow } from './browser-window.ts';
import { report } from './control.ts';
import { powerMonitor } from './power-monitor.ts';
import { endUtilityProcesses } from './utility-process.ts';

/** The events the test may raise. */
export type SystemEventName = 'lock-screen' | 'unlock-screen' | 'suspend' | 'resume' | 'shutdown' | 'session-end';

/** On which platforms Electron emits each event. */
const emittedOn: Record<SystemEventName, readonly NodeJS.Platform[]> = {
  'lock-screen': ['darwin', 'win32'],
  'unlock-screen': ['darwin', 'win32'],
  suspend: ['darwin', 'win32', 'linux'],
  resume: ['darwin', 'win32', 'linux'],
  shutdown: ['darwin', 'linux'],
  'session-end': ['win32'],
};

/** How long the system waits for the app once the session ends or a shutdown was delayed (both 5 s by default). */
const systemGraceMs = Number(process.env.STAND_IN_SYSTEM_GRACE_MS ?? 5_000);

/** The platform whose events the host plays. */
export const modelledPlatform = (process.env.STAND_IN_PLATFORM ?? process.platform) as NodeJS.Platform;

/** The system ends the app's process (and its utility processes), as a shutdown or log-off does. */
function endedBySystem(): void {
  report({ type: 'app', event: 'ended-by-system' });
  void endUtilityProcesses().finally(() => process.kill(process.pid, 'SIGKILL'));
}

/** Raises one of the operating system's events, as Electron would on the modelled platform. */
export function raiseSystemEvent(name: SystemEventName): void {
  if (!emittedOn[name].includes(modelledPlatform)) {
    report({ type: 'app', event: 'system-event-not-emitted', detail: { name, platform: modelledPlatform } });
    return;
  }
  report({ type: 'app', event: 'system-event', detail: { name, platform: modelledPlatform } });
  if (name === 'session-end') {
    for (const window of BrowserWindow.getAllWindows())
      window.emit('session-end', Object.assign(preventable(), { reasons: ['logoff'] }));
    setTimeout(endedBySystem, systemGraceMs).unref();
    return;
  }
  if (name === 'shutdown') {
    const event = preventable();
    powerMonitor.emit('shutdown', event);
    if (!event.defaultPrevented) endedBySystem();
    else setTimeout(endedBySystem, systemGraceMs).unref();
    return;
  }
  powerMonitor.emit(name);
}
