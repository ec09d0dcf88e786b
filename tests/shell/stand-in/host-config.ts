// What the test chose for this run of the stand-in host, read from the environment it was started with.
import { join } from 'node:path';
import { packedDir } from './asar-packed.ts';

/** The stand-in's settings for one app run (set by tests/shell/support/desktop.ts). */
export const hostConfig = {
  /** The app folder (`electron <dir>`): package.json and the built dist/; a packed app's is its resources/app.asar. */
  appDir: packedDir ? join(packedDir, 'resources', 'app.asar') : (process.env.STAND_IN_APP_DIR ?? process.cwd()),
  /** The packed app's folder (electron-builder `--dir` output), or '' when the app runs from a folder. */
  packedDir,
  /** The user data folder, as Chromium's `--user-data-dir` would set it. */
  userData: process.env.STAND_IN_USER_DATA ?? '',
  /** safeStorage: `available` (a keyring), `basic_text` (Linux without one) or `unavailable`. */
  safeStorage: (process.env.STAND_IN_SAFE_STORAGE ?? 'available') as 'available' | 'basic_text' | 'unavailable',
  /** What session.resolveProxy answers (Chromium's PAC syntax, e.g. `PROXY 127.0.0.1:3128`). */
  proxy: process.env.STAND_IN_PROXY ?? 'DIRECT',
  /** Dialog answers queued by the test (JSON array of button indexes), taken in order; then each dialog's default. */
  dialogAnswers: JSON.parse(process.env.STAND_IN_DIALOG_ANSWERS ?? '[]') as number[],
  /**
   * Faults the test asks for, each an Electron failure the app must survive: `protocol.handle` throws
   * as Electron does for a scheme already handled; `drop:<channel>` loses an ipcMain.handle registration
   * (the page then meets "No handler registered", as with the old start order).
   */
  faults: new Set((process.env.STAND_IN_FAULTS ?? '').split(',').filter(Boolean)),
};
