import type { BrowserWindow } from 'electron';

/**
 * Loads the page into the window. A failed load (the renderer bundle missing or damaged) is logged;
 * the window is shown anyway, so the user sees Chromium's error page rather than no window at all.
 */
export async function loadMainWindow(
  window: BrowserWindow,
  url: string,
  log: { error(message: string, error?: unknown): void },
): Promise<void> {
  try {
    await window.loadURL(url);
  } catch (error) {
    log.error('the window could not load the page', error);
    if (!window.isDestroyed()) window.show();
  }
}
