// Why electron-log's Node build, not `electron-log/main`: the main build registers its own IPC channel
// (`__ELECTRON_LOG__`) on import and, with initialize(), adds its own preload to every session; the
// page's only bridge must be `window.desk` (docs/security.md). The Node build writes the same files.
import log from 'electron-log/node';
import { join } from 'node:path';
import type { CoreLog } from '../core/create-desk-core.ts';

/** Largest log file before it is rotated (electron-log keeps one older file beside it). */
export const maxLogBytes = 5 * 1024 * 1024;

/** Sets up electron-log: a rotating file in the app's log folder, and the console in development. */
export function setupLogging(options: { isPackaged: boolean; logsDir: string }): { log: CoreLog; file: () => string } {
  const file = join(options.logsDir, 'main.log');
  log.transports.file.resolvePathFn = () => file;
  log.transports.file.level = 'info';
  log.transports.file.maxSize = maxLogBytes;
  log.transports.console.level = options.isPackaged ? false : 'debug';
  log.errorHandler.startCatching({ showDialog: false });
  return {
    log: {
      info: (message) => log.info(message),
      warn: (message) => log.warn(message),
      error: (message, error) => log.error(message, error),
    },
    file: () => file,
  };
}
