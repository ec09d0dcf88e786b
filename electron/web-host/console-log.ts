import type { CoreLog } from '../core/create-desk-core.ts';

/** The core's log in browser mode: lines on stderr, so stdout holds only the JSON line for scripts. */
export const consoleLog: CoreLog = {
  info: (message) => console.error(`[info] ${message}`),
  warn: (message) => console.error(`[warn] ${message}`),
  error: (message, error) => console.error(`[error] ${message}`, ...(error === undefined ? [] : [error])),
};
