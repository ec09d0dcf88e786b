import type { WebPreferences } from 'electron';

/**
 * The main window's web preferences: isolated, sandboxed, no Node in the page (docs/architecture.md rule 7),
 * and no developer tools in an installed copy. Why `devTools` here and not only the menu: Electron's
 * default menu (Force Reload, Toggle Developer Tools and their shortcuts) exists from before `ready`, and
 * a preference the window is born with closes DevTools whatever a menu or a shortcut asks.
 */
export function mainWebPreferences(preload: string, isPackaged: boolean): WebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    webviewTag: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    spellcheck: false,
    devTools: !isPackaged,
  };
}
