import { buildDeskApi, withCallSignals } from '../../shared/ipc/build-desk-api.ts';
import type { BridgedDeskApi, DeskApi } from '../../shared/ipc/desk-api.ts';
import { browserBridge, takeToken } from './browser-bridge.ts';

declare global {
  interface Window {
    /** Set by the Electron preload; absent in browser mode. */
    desk?: BridgedDeskApi;
  }
}

function connect(): BridgedDeskApi {
  if (window.desk) return window.desk;
  const token = takeToken();
  if (!token) throw new Error('Provider Desk: open the address the host printed (it carries the access token).');
  return buildDeskApi(browserBridge(token));
}

/** The one facade of the page: the contract's operations, in Electron or in browser mode alike; a call given an AbortSignal is cancelled in main when it aborts. */
export const desk: DeskApi = withCallSignals(connect());
