// Runs a window's preload in the page before the page's own scripts, with the part of the sandboxed
// preload's `require('electron')` the app uses: contextBridge and ipcRenderer. Their calls cross to the
// host through two Playwright bindings; main → page messages come back through `deliver`.
// Where it cannot be faithful: Electron runs the preload in an isolated world and copies what
// exposeInMainWorld gives across it; here the preload runs in the page's own world (an isolated world
// cannot hand the page an object), so the page could see the stand-in's plumbing. The preload's own
// tests (electron/ipc/preload.test.ts) check that only `window.desk` is exposed.
import { cloneFailure } from './structured-clone.ts';

/** Names of the bindings and the delivery hook in the page. */
export const bridgeNames = {
  invoke: '__standInIpcInvoke',
  send: '__standInIpcSend',
  deliver: '__standInIpcDeliver',
  windowOpen: '__standInWindowOpen',
} as const;

/** The init script that runs `preloadSource` (CommonJS) as Electron's sandboxed preload. */
export function preloadScript(preloadSource: string): string {
  return `(() => {
  if (window !== window.top) return; // Electron runs preloads in the main frame only (nodeIntegrationInSubFrames is off).
  const invoke = window.${bridgeNames.invoke};
  const send = window.${bridgeNames.send};
  // Windows the page opens (window.open, target=_blank links) go to main's window-open handler, as in
  // Electron. Why here and not Chromium's popups: a popup watched by two DevTools clients (the host and
  // the test) did not always reach the host, and with no network it shows only an error page.
  const openWindow = window.${bridgeNames.windowOpen};
  window.open = (url, frameName, features) => {
    void openWindow(new URL(String(url ?? ''), location.href).href, String(frameName ?? ''), String(features ?? ''));
    return null;
  };
  window.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[target="_blank"]') : null;
    if (!link || event.defaultPrevented) return;
    event.preventDefault();
    void openWindow(link.href, '', '');
  });
  const listeners = new Map();
  Object.defineProperty(window, '${bridgeNames.deliver}', {
    value: (channel, args) => {
      // Why reportError: in Electron a listener that throws is an uncaught error of the renderer, never
      // a silent one (the host's delivery must not swallow it).
      for (const listener of [...(listeners.get(channel) || [])]) {
        try { listener({ sender: ipcRenderer, senderId: 0 }, ...args); } catch (error) { reportError(error); }
      }
    },
  });
  // Electron serializes what the renderer sends by structured clone: a function, a Symbol or a DOM object
  // is refused with this error, never turned into undefined (structured-clone.ts in the host).
  const cloned = (args) => {
    try { return structuredClone(args); } catch { throw new Error('${cloneFailure}'); }
  };
  const ipcRenderer = {
    invoke: async (channel, ...args) => {
      const answer = await invoke(channel, cloned(args));
      // Electron's renderer rejects with this text (lib/renderer/api/ipc-renderer.ts).
      if (!answer.ok) throw new Error("Error invoking remote method '" + channel + "': " + answer.error);
      return answer.value;
    },
    send: (channel, ...args) => { void send(channel, cloned(args)); },
    on(channel, listener) {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel).add(listener);
      return ipcRenderer;
    },
    off(channel, listener) {
      listeners.get(channel)?.delete(listener);
      return ipcRenderer;
    },
    removeListener(channel, listener) { return ipcRenderer.off(channel, listener); },
    once(channel, listener) {
      const once = (...args) => { ipcRenderer.off(channel, once); listener(...args); };
      return ipcRenderer.on(channel, once);
    },
  };
  const contextBridge = {
    exposeInMainWorld(key, api) {
      if (key in window) throw new Error('Cannot bind an API on top of an existing property on the window object');
      Object.defineProperty(window, key, { value: api, enumerable: true, configurable: false, writable: false });
    },
  };
  const require = (name) => {
    if (name === 'electron') return { contextBridge, ipcRenderer };
    throw new Error("module not found: " + name);
  };
  const module = { exports: {} };
  (function (require, module, exports) {
${preloadSource}
  })(require, module, module.exports);
})();`;
}
