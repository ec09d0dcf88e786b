// Why electron-log's Node build, not `electron-log/main`: the main build registers its own IPC channel
// (`__ELECTRON_LOG__`) on import and, with initialize(), adds its own preload to every session; the
// page's only bridge must be `window.desk` (docs/security.md). The Node build writes the same files.
import log from 'electron-log/node';
import { join } from 'node:path';
import type { CoreLog } from '../core/create-desk-core.ts';
import { redact } from '../diagnostics/redact.ts';

/** Largest log file before it is rotated (electron-log keeps one older file beside it). */
export const maxLogBytes = 5 * 1024 * 1024;

/** Sets up electron-log: a rotating file in the app's log folder, and the console in development. */
export function setupLogging(options: { isPackaged: boolean; logsDir: string }): { log: CoreLog; file: () => string } {
  const file = join(options.logsDir, 'main.log');
  log.transports.file.resolvePathFn = () => file;
  log.transports.file.level = 'info';
  log.transports.file.maxSize = maxLogBytes;
  log.transports.console.level = options.isPackaged ? false : 'debug';
  // Why our own handler: an uncaught error's message may quote a record; it is logged by its structure.
  log.errorHandler.startCatching({
    showDialog: false,
    onError: ({ error, errorName }) => {
      log.error(`${errorName ?? 'uncaught'}: ${redact(error)}`);
      return false;
    },
  });
  return {
    log: {
      info: (message) => log.info(message),
      warn: (message) => log.warn(message),
      // Why redact here too: the shell's own failures (start, load, updates) are logged by structure alone.
      error: (message, error) => log.error(error === undefined ? message : `${message}: ${redact(error)}`),
    },
    file: () => file,
  };
}
