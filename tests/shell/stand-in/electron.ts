// What the bare specifier `electron` resolves to inside the stand-in host (and nowhere else: see
// register-hooks.ts). The main-process modules the app imports; a missing one fails loudly on use.
export { app } from './app.ts';
export { BrowserWindow } from './browser-window.ts';
export { ipcMain } from './ipc-main.ts';
export { net, protocol } from './protocol.ts';
export { safeStorage } from './safe-storage.ts';
export { session } from './session.ts';
export { clipboard, dialog, Menu, screen, shell } from './small-modules.ts';
export { utilityProcess } from './utility-process.ts';
export { powerMonitor } from './power-monitor.ts';
