import { ipcMain, type BrowserWindow, type IpcMainEvent, type IpcMainInvokeEvent, type WebFrameMain } from 'electron';
import type { Result } from '../../shared/ipc/result.ts';
import type { EventHub } from '../core/event-hub.ts';
import { bridgeChannels } from './bridge-channels.ts';
import type { Dispatcher } from './dispatcher.ts';
import { isTrustedSender } from './trusted-sender.ts';

const frameOf = (frame: WebFrameMain | null, window: BrowserWindow) =>
  frame ? { url: frame.url, isMainFrame: frame === window.webContents.mainFrame } : null;

/** Registers the contract's handlers on ipcMain for one window, and forwards hub events to it. */
export function registerIpc(
  window: BrowserWindow,
  dispatcher: Dispatcher,
  hub: EventHub,
  appOrigin: string,
): () => void {
  ipcMain.handle(
    bridgeChannels.call,
    async (event: IpcMainInvokeEvent, channel: unknown, input: unknown, callId: unknown): Promise<Result<unknown>> => {
      // Why: only our own page's top frame may call main (docs/architecture.md, rule 2).
      if (!isTrustedSender(frameOf(event.senderFrame, window), appOrigin)) {
        return { ok: false, error: { code: 'ACCESS_DENIED', message: 'IPC from a foreign frame is refused.' } };
      }
      return dispatcher.dispatch(channel, input, callId);
    },
  );
  const onCancel = (event: IpcMainEvent, callId: unknown): void => {
    if (isTrustedSender(frameOf(event.senderFrame, window), appOrigin)) dispatcher.cancel(callId);
  };
  ipcMain.on(bridgeChannels.cancel, onCancel);
  // Why: states sent before the page listened (the demo starting, an update found, offline) would be
  // lost by a page that loads or reloads later; it is handed the latest of each, as browser mode's stream is.
  const onReplay = (event: IpcMainEvent): void => {
    if (!isTrustedSender(frameOf(event.senderFrame, window), appOrigin) || window.isDestroyed()) return;
    for (const [name, payload] of hub.latestStates()) window.webContents.send(bridgeChannels.event, name, payload);
  };
  ipcMain.on(bridgeChannels.replay, onReplay);
  const unsubscribe = hub.subscribe((name, payload) => {
    if (!window.isDestroyed()) window.webContents.send(bridgeChannels.event, name, payload);
  });
  return () => {
    ipcMain.removeHandler(bridgeChannels.call);
    ipcMain.off(bridgeChannels.cancel, onCancel);
    ipcMain.off(bridgeChannels.replay, onReplay);
    unsubscribe();
  };
}
