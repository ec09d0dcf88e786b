// The stand-in host's line to the test that started it: what the app did that a test may check
// (dialogs, external links, clipboard, exits), and the test's commands (close a window, quit).
import { EventEmitter } from 'node:events';

/** A record the host sends to the test: something the app did, as Electron would have done it. */
export type HostReport =
  | { type: 'cdp'; endpoint: string }
  | { type: 'dialog'; kind: string; title?: string; message: string; detail?: string }
  | { type: 'open-external'; url: string }
  | { type: 'clipboard'; text: string }
  | {
      type: 'window';
      event: 'created' | 'closed' | 'shown' | 'focused' | 'reloaded' | 'ready-to-show' | 'maximized';
      id: number;
    }
  | { type: 'app'; event: string; detail?: unknown }
  | {
      type: 'utility';
      event: 'spawned' | 'exit' | 'killed' | 'message';
      pid?: number;
      code?: number | null;
      detail?: unknown;
    }
  | { type: 'ipc-channels'; handles: string[]; listens: string[]; preloads: string[] }
  | { type: 'log'; line: string };

/** A command the test sends to the host. */
export type HostCommand =
  | { type: 'close-window'; id?: number }
  | { type: 'quit' }
  | { type: 'report-ipc' }
  | {
      type: 'system-event';
      name: 'lock-screen' | 'unlock-screen' | 'suspend' | 'resume' | 'shutdown' | 'session-end';
    }
  /** What powerMonitor's getSystemIdleState and getSystemIdleTime answer from now on. */
  | { type: 'system-idle'; state: 'active' | 'idle' | 'locked' | 'unknown'; seconds?: number };

/** Commands from the test, as events (`command`). */
export const commands = new EventEmitter();

process.on('message', (message: HostCommand) => commands.emit('command', message));

/** Sends one report to the test (nothing when the host was started without a channel). */
export function report(message: HostReport): void {
  if (process.send && process.connected) process.send(message);
}
