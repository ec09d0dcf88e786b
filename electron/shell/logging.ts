import log from 'electron-log/main';
import type { CoreLog } from '../core/create-desk-core.ts';

/** Largest log file before it is rotated (electron-log keeps one older file beside it). */
export const maxLogBytes = 5 * 1024 * 1024;

/** Sets up electron-log: a rotating file in the app's log folder, and the console in development. */
export function setupLogging(isPackaged: boolean): CoreLog {
  log.initialize();
  log.transports.file.level = 'info';
  log.transports.file.maxSize = maxLogBytes;
  log.transports.console.level = isPackaged ? false : 'debug';
  log.errorHandler.startCatching({ showDialog: false });
  return {
    info: (message) => log.info(message),
    warn: (message) => log.warn(message),
    error: (message, error) => log.error(message, error),
  };
}
