import { BrowserWindow, screen } from 'electron';
import { join } from 'node:path';
import { readJsonFile, writeJsonFile } from '../storage/json-file.ts';
import { mainWebPreferences } from './web-preferences.ts';
import { defaultWindowState, fitToDisplays, windowStateSchema, type WindowState } from './window-state.ts';

/**
 * Creates the main window (sandboxed, isolated, no Node) where it was last, and remembers where it goes.
 * It loads nothing: the caller registers IPC first, because the page calls main while it loads.
 */
export async function createMainWindow(options: {
  dataDir: string;
  preload: string;
  title: string;
  /** Electron's app.isPackaged: an installed copy has no developer tools. */
  isPackaged: boolean;
}): Promise<BrowserWindow> {
  const statePath = join(options.dataDir, 'window-state.json');
  const remembered = await readJsonFile(statePath, windowStateSchema, defaultWindowState);
  const state = fitToDisplays(
    remembered,
    screen.getAllDisplays().map((display) => display.workArea),
    screen.getPrimaryDisplay().workArea,
  );
  const window = new BrowserWindow({
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    width: state.width,
    height: state.height,
    minWidth: 960,
    minHeight: 600,
    title: options.title,
    show: false,
    backgroundColor: '#1f2329',
    webPreferences: mainWebPreferences(options.preload, options.isPackaged),
  });
  // Why maximised only when the page is ready: maximize() shows a hidden window ("This will also show (but
  // not focus) the window", Electron's docs), so before ready-to-show it showed an empty frame first.
  window.once('ready-to-show', () => {
    if (state.maximized) window.maximize();
    window.show();
  });
  const save = (): void => {
    if (window.isDestroyed()) return;
    const bounds = window.getNormalBounds();
    const next: WindowState = { ...bounds, maximized: window.isMaximized() };
    void writeJsonFile(statePath, next);
  };
  window.on('close', save);
  return window;
}
