// Stand-in for Electron's ipcMain (https://www.electronjs.org/docs/latest/api/ipc-main), with the
// rules the app depends on: one handler per channel (a second `handle` throws), and an `invoke` that
// finds no handler is rejected at once with Electron's message (lib/browser/api/web-contents.ts:
// "No handler registered for '<channel>'"), never queued until a handler appears. The handler's answer
// crosses by structured clone (structured-clone.ts): one that cannot (a URL, a Symbol) rejects the invoke
// with Electron's error, and main prints "Error occurred in handler for '<channel>'".
import { EventEmitter } from 'node:events';
import { report } from './control.ts';
import { hostConfig } from './host-config.ts';
import { cloneForIpc } from './structured-clone.ts';

type Handler = (event: unknown, ...args: unknown[]) => unknown;

/** The stand-in ipcMain. */
class StandInIpcMain extends EventEmitter {
  readonly handlers = new Map<string, Handler>();

  handle(channel: string, handler: Handler): void {
    if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
    if (hostConfig.faults.has(`drop:${channel}`)) return;
    this.handlers.set(channel, handler);
  }
  handleOnce(channel: string, handler: Handler): void {
    this.handle(channel, (event, ...args) => {
      this.handlers.delete(channel);
      return handler(event, ...args);
    });
  }
  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }

  /** An invoke from a page: the handler's value, or Electron's error text for the renderer's rejection. */
  async invoke(
    channel: string,
    event: unknown,
    args: unknown[],
  ): Promise<{ ok: true; value: unknown } | { ok: false; error: string }> {
    const handler = this.handlers.get(channel);
    if (!handler) return { ok: false, error: `Error: No handler registered for '${channel}'` };
    try {
      return { ok: true, value: cloneForIpc(await handler(event, ...args)) };
    } catch (error) {
      report({ type: 'log', line: `Error occurred in handler for '${channel}': ${String(error)}` });
      return { ok: false, error: String(error) };
    }
  }

  /** The channels something listens on or handles (the test checks no library added its own). */
  channels(): { handles: string[]; listens: string[] } {
    return { handles: [...this.handlers.keys()], listens: this.eventNames().map(String) };
  }
}

/** The one ipcMain of this host. */
export const ipcMain = new StandInIpcMain();
