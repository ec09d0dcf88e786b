import { BrowserWindow, screen } from 'electron';
import { join } from 'node:path';
import { readJsonFile, writeJsonFile } from '../storage/json-file.ts';
import { defaultWindowState, fitToDisplays, windowStateSchema, type WindowState } from './window-state.ts';

/**
 * Creates the main window (sandboxed, isolated, no Node) where it was last, and remembers where it goes.
 * It loads nothing: the caller registers IPC first, because the page calls main while it loads.
 */
export async function createMainWindow(options: {
  dataDir: string;
  preload: string;
  title: string;
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
    webPreferences: {
      preload: options.preload,
      // Security defaults (docs/architecture.md rule 7): isolated, sandboxed, no Node in the page.
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      spellcheck: false,
    },
  });
  if (state.maximized) window.maximize();
  window.once('ready-to-show', () => window.show());
  const save = (): void => {
    if (window.isDestroyed()) return;
    const bounds = window.getNormalBounds();
    const next: WindowState = { ...bounds, maximized: window.isMaximized() };
    void writeJsonFile(statePath, next);
  };
  window.on('close', save);
  return window;
}
