// The preload of the sandboxed window (bundled to CommonJS): exposes `window.desk`, built from the
// IPC contract, and nothing else. The page never gets ipcRenderer itself.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { stateEventNames } from '../shared/ipc/channel-names.ts';
import type { EventName } from '../shared/ipc/contract.ts';
import type { Result } from '../shared/ipc/result.ts';
import { buildDeskApi } from '../shared/ipc/build-desk-api.ts';
import { bridgeChannels } from './ipc/bridge-channels.ts';

// Why a Result, not a throw: Electron rejects an invoke when main has no handler (yet) or the handler
// threw; the page's code expects every call to answer a Result, and a throw at boot left a blank window.
const bridgeFailure: Result<never> = {
  ok: false,
  error: {
    code: 'INTERNAL',
    message: 'O aplicativo não respondeu internamente. Tente de novo. / The app did not answer internally. Try again.',
  },
};

const listeners = new Map<EventName, Set<(payload: unknown) => void>>();
const latest = new Map<string, unknown>();
ipcRenderer.on(bridgeChannels.event, (_event: IpcRendererEvent, name: EventName, payload: unknown) => {
  if ((stateEventNames as readonly string[]).includes(name)) latest.set(name, payload);
  for (const listener of [...(listeners.get(name) ?? [])]) listener(payload);
});
// Main answers with the latest state events: a page that loads or reloads learns what it missed.
ipcRenderer.send(bridgeChannels.replay);

const desk = buildDeskApi({
  call: (channel, input, callId) =>
    (ipcRenderer.invoke(bridgeChannels.call, channel, input, callId) as Promise<Result<unknown>>).catch(
      () => bridgeFailure,
    ),
  cancel: (callId) => ipcRenderer.send(bridgeChannels.cancel, callId),
  listen: (event: EventName, listener) => {
    const set = listeners.get(event) ?? new Set();
    set.add(listener);
    listeners.set(event, set);
    // A listener that comes after the latest state arrived is told it at once, as a stream would.
    if (latest.has(event)) queueMicrotask(() => set.has(listener) && listener(latest.get(event)));
    return () => set.delete(listener);
  },
});

contextBridge.exposeInMainWorld('desk', desk);
