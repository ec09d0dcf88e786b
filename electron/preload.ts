// The preload of the sandboxed window (bundled to CommonJS): exposes `window.desk`, built from the
// IPC contract, and nothing else. The page never gets ipcRenderer itself.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { EventName } from '../shared/ipc/contract.ts';
import type { Result } from '../shared/ipc/result.ts';
import { buildDeskApi } from '../shared/ipc/build-desk-api.ts';
import { bridgeChannels } from './ipc/bridge-channels.ts';

const desk = buildDeskApi({
  call: (channel, input, callId) => ipcRenderer.invoke(bridgeChannels.call, channel, input, callId) as Promise<Result<unknown>>,
  cancel: (callId) => ipcRenderer.send(bridgeChannels.cancel, callId),
  listen: (event: EventName, listener) => {
    const handler = (_event: IpcRendererEvent, name: unknown, payload: unknown): void => {
      if (name === event) listener(payload);
    };
    ipcRenderer.on(bridgeChannels.event, handler);
    return () => ipcRenderer.off(bridgeChannels.event, handler);
  },
});

contextBridge.exposeInMainWorld('desk', desk);
