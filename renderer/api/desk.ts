import { buildDeskApi } from '../../shared/ipc/build-desk-api.ts';
import type { DeskApi } from '../../shared/ipc/desk-api.ts';
import { browserBridge, takeToken } from './browser-bridge.ts';

declare global {
  interface Window {
    /** Set by the Electron preload; absent in browser mode. */
    desk?: DeskApi;
  }
}

function connect(): DeskApi {
  if (window.desk) return window.desk;
  const token = takeToken();
  if (!token) throw new Error('Provider Desk: open the address the host printed (it carries the access token).');
  return buildDeskApi(browserBridge(token));
}

/** The one facade of the page: the contract's operations, in Electron or in browser mode alike. */
export const desk: DeskApi = connect();
