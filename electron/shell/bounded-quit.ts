/** The part of Electron's app that the quit sequence needs. */
export interface QuittingApp {
  on(event: 'before-quit', listener: (event: { preventDefault(): void }) => void): unknown;
  quit(): void;
  exit(code?: number): void;
}

/** How long the app may take from the user's quit to its exit, at most. */
export const quitBoundMs = 3_000;

/**
 * Quits in bounded time: the first `before-quit` is held while `close` runs (provider requests
 * aborted, pools closed, the demo service asked to stop), then the quit goes on. Why the bound: a
 * slow server or a stuck child must never leave a window-less app holding the single-instance lock,
 * so after `boundMs` the app exits regardless.
 */
export function installBoundedQuit(
  app: QuittingApp,
  close: () => Promise<void>,
  log: { warn(message: string): void },
  boundMs = quitBoundMs,
): void {
  let closing = false;
  app.on('before-quit', (event) => {
    if (closing) return;
    closing = true;
    event.preventDefault();
    const deadline = setTimeout(() => {
      log.warn(`quit: closing took over ${boundMs} ms; exiting now`);
      app.exit(0);
    }, boundMs);
    void close()
      .catch((error: unknown) => log.warn(`quit: closing failed: ${error instanceof Error ? error.name : 'error'}`))
      .finally(() => {
        clearTimeout(deadline);
        app.quit();
      });
  });
}
